import { RELEASE_META } from './releaseMeta.ts';
/**
 * The reload-once guard (issue 20, point 2): « If a chunk still fails to load, the page reloads
 * once (never a loop) and the visitor loses nothing they typed. »
 *
 * Releases are immutable, but a tab opened on release N keeps asking for release N's hashed
 * chunks: after a deploy that removed them, hydration's route modules or a lazy island's chunk
 * answer 404. Reloading fetches the page of the release now online, whose chunks exist. The
 * guard, run by each page's boot module (bootScripts.ts), reloads:
 * - when hydration rejects because a module failed to load (the browsers' dynamic-import errors,
 *   `MODULE_LOAD_FAILURE`): the boot module imports the route modules and the entry itself, so
 *   React Router's own reload-on-failure does not cover them;
 * - on Vite's `vite:preloadError` (a lazy chunk, or a CSS or JS file it preloads, failed to load),
 *   whose `preventDefault()` it calls then, so Vite does not also throw. Vite dispatches the same
 *   event when the chunk loaded but threw while running: that is a bug, which a reload would not
 *   fix, so the error must be a load failure there too.
 *
 * Never a loop: `sessionStorage` (the tab's) remembers each page (pathname) of each release
 * (`<meta name="release">`, '' without it) the guard reloaded, and it never reloads one twice:
 * the page stays as it is, and every page of the site works without JavaScript. The release
 * online after a later deploy may reload once again. Without a working sessionStorage it never
 * reloads: it could not tell the second failure from the first.
 *
 * Nothing typed is lost: just before reloading, what the visitor changed in every form is saved
 * under the page's pathname (`typedBeforeReloadKey`); the next load of that page puts it back into
 * the fields as soon as the page is parsed, before hydration, and deletes it at once (a tab
 * duplicated later copies the tab's storage). The island that owns the form reads it from its
 * fields when it starts, like anything typed before then (its fields are uncontrolled: nothing
 * hands the values over). Not saved: passwords, files, hidden
 * fields, fields without a name (nothing to find them by), and the contact form's honeypot
 * (packages/contact, Honeypot.tsx: out of the tab order, inside an `aria-hidden` block, so no
 * person ever fills it; either mark is enough here).
 *
 * React Router's `loadRouteModule` reloads on its own when a client navigation fails to import a
 * route module (the page being left, so there is nothing to save); it ignores this guard's mark,
 * but needs a click each time, so it cannot loop either.
 */

/** The tab's list of `[release, pathname]` pages the guard reloaded, as JSON strings. */
export const RELOADED_PAGES_KEY = 'ecole:pages-rechargees';

/** What the visitor had changed in the page's forms when the guard reloaded it. */
export const TYPED_BEFORE_RELOAD_KEY_PREFIX = 'ecole:saisie-avant-rechargement:';
export const typedBeforeReloadKey = (pathname: string): string => `${TYPED_BEFORE_RELOAD_KEY_PREFIX}${pathname}`;

/** A module or its preloaded dependency failed to load: Chromium, Firefox, Safari, then Vite's CSS preload. */
export const MODULE_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** The function the script declares: called with an error, reloads if it should, says whether it did. */
export const RELOAD_AFTER_LOAD_FAILURE = 'reloadAfterLoadFailure';

/** Fields whose value is never saved: secrets, files, what is not the visitor's, and buttons. */
const UNSAVED = 'input:is([type=password i], [type=file i], [type=hidden i], [type=submit i], [type=reset i], [type=button i], [type=image i])';
/** The honeypot: out of the tab order, inside a block hidden from assistive technologies. */
const HONEYPOT = '[tabindex="-1"], [aria-hidden="true"] *';

/**
 * The guard as plain JavaScript, for the boot module: it declares `reloadAfterLoadFailure(error)`
 * (true when it reloads), listens for `vite:preloadError`, and restores the fields a reload saved.
 * It reads `location` when it runs, not before: after a client navigation the page is another one.
 * Its line comments are for the source: the boot module ships `RELOAD_GUARD_SCRIPT` without them
 * (`withoutLineComments`), every byte of it counts in each page's budget (packages/bench).
 *
 * Saved: `[[id, state], …]` under `typedBeforeReloadKey(pathname)`, an id being the JSON of
 * `[form's rank in document.forms, name, value for a checkbox or radio | rank among the fields of
 * that name]`, a state a value, a checkedness, or a select's selected values.
 */
export const RELOAD_GUARD_SCRIPT = `const ${RELOAD_AFTER_LOAD_FAILURE} = (() => {
  const key = () => ${JSON.stringify(TYPED_BEFORE_RELOAD_KEY_PREFIX)} + location.pathname;
  const box = (field) => /^(checkbox|radio)$/.test(field.type);
  const select = (field) => field.tagName === 'SELECT';
  // Every field worth keeping: [its id, which finds it again in the reloaded page, the field, its
  // group (a radio's: its form and name; any other field is its own)].
  const fields = () =>
    [...document.forms].flatMap((form, rank) => {
      const seen = {};
      return [...form.elements]
        .filter((field) => field.name && field.matches('input, textarea, select') && !field.matches(${JSON.stringify(`${UNSAVED}, ${HONEYPOT}`)}))
        .map((field) => [
          JSON.stringify([rank, field.name, box(field) ? field.value : (seen[field.name] = (seen[field.name] ?? -1) + 1)]),
          field,
          field.type === 'radio' ? rank + ' ' + field.name : field,
        ]);
    });
  const state = (field) => (select(field) ? [...field.selectedOptions].map((option) => option.value) : box(field) ? field.checked : field.value);
  // What the field shows untouched. A drop-down with no option marked \`selected\` shows its first enabled one.
  const initial = (field) => {
    if (!select(field)) return box(field) ? field.defaultChecked : field.defaultValue;
    const marked = [...field.options].filter((option) => option.defaultSelected);
    const shown = field.multiple ? marked : marked.length > 0 || field.size > 1 ? marked.slice(-1) : [...field.options].filter((option) => !option.disabled).slice(0, 1);
    return shown.map((option) => option.value);
  };
  const changed = (field) => JSON.stringify(state(field)) !== JSON.stringify(initial(field));

  const restore = () => {
    try {
      const saved = sessionStorage.getItem(key());
      if (saved === null) return;
      // Deleted at once: a later load, or a tab duplicated later, must not get it again.
      sessionStorage.removeItem(key());
      const typed = new Map(JSON.parse(saved));
      // Only into fields still at their default (the browser may have restored some itself),
      // judged before anything changes: checking a radio unchecks the rest of its group.
      const all = fields();
      const touched = new Set(all.flatMap(([, field, group]) => (changed(field) ? [group] : [])));
      for (const [id, field, group] of all) {
        const value = typed.get(id);
        if (value === undefined || touched.has(group)) continue;
        if (select(field)) for (const option of field.options) option.selected = value.includes(option.value);
        else field[box(field) ? 'checked' : 'value'] = value;
      }
    } catch {}
  };
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', restore, { once: true });
  else restore();

  let reloading = false;
  const reloadOnce = (error) => {
    // Asked again while the reload is under way (a second chunk failed): nothing more to do.
    if (reloading) return true;
    try {
      if (!${MODULE_LOAD_FAILURE}.test(String(error?.message ?? error))) return false;
      const page = JSON.stringify([document.querySelector('meta[name=${JSON.stringify(RELEASE_META)}]')?.content ?? '', location.pathname]);
      const reloaded = [].concat(JSON.parse(sessionStorage.getItem(${JSON.stringify(RELOADED_PAGES_KEY)}) ?? '[]'));
      if (reloaded.includes(page)) return false;
      const typed = fields().flatMap(([id, field]) => (changed(field) ? [[id, state(field)]] : []));
      if (typed.length > 0) sessionStorage.setItem(key(), JSON.stringify(typed));
      const marks = JSON.stringify([...reloaded, page]);
      sessionStorage.setItem(${JSON.stringify(RELOADED_PAGES_KEY)}, marks);
      // A storage that does not keep what it is given could not stop a loop either.
      if (sessionStorage.getItem(${JSON.stringify(RELOADED_PAGES_KEY)}) !== marks) throw new Error('sessionStorage forgets');
    } catch {
      // No reload: what was typed stays on screen, and must not come back in a later load.
      try {
        sessionStorage.removeItem(key());
      } catch {}
      return false;
    }
    reloading = true;
    location.reload();
    return true;
  };
  addEventListener('vite:preloadError', (event) => {
    if (reloadOnce(event.payload)) event.preventDefault();
  });
  return reloadOnce;
})();`;

/** `code` without its whole-line `//` comments (for our own scripts, whose strings hold none). */
export const withoutLineComments = (code: string): string => code.replace(/^[ \t]*\/\/.*\n/gm, '');
