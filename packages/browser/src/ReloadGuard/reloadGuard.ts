import { whenParsed } from '../page/whenParsed.ts';
import { MODULE_LOAD_FAILURE, RELEASE_META, RELOADED_PAGES_KEY, typedBeforeReloadKey } from './names.ts';

/**
 * The reload-once guard (issue 20, point 2): « If a chunk still fails to load, the page reloads
 * once (never a loop) and the visitor loses nothing they typed. »
 *
 * Releases are immutable, but a tab opened on release N keeps asking for release N's hashed files:
 * after a deploy that removed them, an island's entry or one of its chunks answers 404. Reloading
 * fetches the page of the release now online, whose files exist. The guard reloads:
 * - when the boot entry's `import()` of an entry rejects because a module failed to load (the
 *   browsers' dynamic-import errors, `MODULE_LOAD_FAILURE`): the islands' loader and the toasts
 *   hand it their failures;
 * - on Vite's `vite:preloadError` (a lazy chunk of an island, or a CSS or JS file it preloads,
 *   failed to load), whose `preventDefault()` it calls then, so Vite does not also throw. Vite
 *   dispatches the same event when the chunk loaded but threw while running: that is a bug, which
 *   a reload would not fix, so the error must be a load failure there too.
 *
 * Never a loop: `sessionStorage` (the tab's) remembers each page (pathname) of each release
 * (`<meta name="release">`, '' without it) the guard reloaded, and it never reloads one twice:
 * the page stays as it is, and every page of the site works without JavaScript. The release
 * online after a later deploy may reload once again. Without a working sessionStorage it never
 * reloads: it could not tell the second failure from the first.
 *
 * Nothing typed is lost: just before reloading, what the visitor changed in every form is saved
 * under the page's pathname (`typedBeforeReloadKey`); the next load of that page puts it back into
 * the fields as soon as the page is parsed, before any island starts, and deletes it at once (a
 * tab duplicated later copies the tab's storage). The island that owns the form reads it from its
 * fields when it starts, like anything typed before then (its fields are uncontrolled: nothing
 * hands the values over). Not saved: passwords, files, hidden fields, fields without a name
 * (nothing to find them by), and the contact form's honeypot (@ecole/contact, Honeypot.tsx: out
 * of the tab order, inside an `aria-hidden` block, so no person ever fills it; either mark is
 * enough here).
 */

/** Fields whose value is never saved: secrets, files, what is not the visitor's, and buttons. */
const UNSAVED = 'input:is([type=password i], [type=file i], [type=hidden i], [type=submit i], [type=reset i], [type=button i], [type=image i])';
/** The honeypot: out of the tab order, inside a block hidden from assistive technologies. */
const HONEYPOT = '[tabindex="-1"], [aria-hidden="true"] *';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** A field's state: its value, its checkedness, or a drop-down's selected values. */
type FieldState = string | boolean | string[];

/** What the guard reads and calls in the page: the window's, unless a test gives its own. */
export interface GuardedWindow {
  readonly document: Document;
  readonly location: Pick<Location, 'pathname' | 'reload'>;
  /** A getter: reading it throws where storage is blocked. */
  readonly sessionStorage: Storage;
  addEventListener(type: 'vite:preloadError', listener: (event: Event & { payload?: unknown }) => void): void;
}

/** Called with an error: reloads the page if it should, and says whether it did. */
export type ReloadAfterLoadFailure = (error: unknown) => boolean;

const isBox = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type);
const isSelect = (field: Field): field is HTMLSelectElement => field.tagName === 'SELECT';

const state = (field: Field): FieldState =>
  isSelect(field) ? [...field.selectedOptions].map((option) => option.value) : isBox(field) ? field.checked : field.value;

/** What the field shows untouched. A drop-down with no option marked `selected` shows its first enabled one. */
function initial(field: Field): FieldState {
  if (!isSelect(field)) return isBox(field) ? field.defaultChecked : field.defaultValue;
  const marked = [...field.options].filter((option) => option.defaultSelected);
  const shown = field.multiple
    ? marked
    : marked.length > 0 || field.size > 1
      ? marked.slice(-1)
      : [...field.options].filter((option) => !option.disabled).slice(0, 1);
  return shown.map((option) => option.value);
}

const changed = (field: Field) => JSON.stringify(state(field)) !== JSON.stringify(initial(field));

/**
 * Every field worth keeping: its id, which finds it again in the reloaded page (the JSON of
 * `[form's rank in document.forms, name, value for a checkbox or radio | rank among the fields of
 * that name]`), the field, and its group (a radio's: its form and name; any other field is its own).
 */
function fieldsOf(doc: Document): Array<[id: string, field: Field, group: unknown]> {
  return [...doc.forms].flatMap((form, rank) => {
    const seen: Record<string, number> = {};
    return [...form.elements]
      .filter((element): element is Field => element.matches('input, textarea, select') && (element as Field).name !== '')
      .filter((field) => !field.matches(`${UNSAVED}, ${HONEYPOT}`))
      .map((field): [string, Field, unknown] => [
        JSON.stringify([rank, field.name, isBox(field) ? field.value : (seen[field.name] = (seen[field.name] ?? -1) + 1)]),
        field,
        field.type === 'radio' ? `${rank} ${field.name}` : field,
      ]);
  });
}

/**
 * Sets the guard up on the page: puts back what a reload it made saved (once the page is parsed),
 * listens for `vite:preloadError`, and returns `reloadAfterLoadFailure(error)` for the loaders. It
 * reads `location` when it acts, not before.
 */
export function installReloadGuard(win: GuardedWindow = window): ReloadAfterLoadFailure {
  const doc = win.document;
  const key = () => typedBeforeReloadKey(win.location.pathname);

  const restore = () => {
    try {
      const store = win.sessionStorage;
      const saved = store.getItem(key());
      if (saved === null) return;
      // Deleted at once: a later load, or a tab duplicated later, must not get it again.
      store.removeItem(key());
      const typed = new Map<string, FieldState>(JSON.parse(saved));
      // Only into fields still at their default (the browser may have restored some itself),
      // judged before anything changes: checking a radio unchecks the rest of its group.
      const all = fieldsOf(doc);
      const touched = new Set(all.flatMap(([, field, group]) => (changed(field) ? [group] : [])));
      for (const [id, field, group] of all) {
        const value = typed.get(id);
        if (value === undefined || touched.has(group)) continue;
        if (isSelect(field)) {
          for (const option of field.options) option.selected = Array.isArray(value) && value.includes(option.value);
        } else if (isBox(field)) field.checked = value === true;
        else field.value = String(value);
      }
    } catch {}
  };
  whenParsed(restore, doc);

  let reloading = false;
  const reloadOnce: ReloadAfterLoadFailure = (error) => {
    // Asked again while the reload is under way (a second file failed): nothing more to do.
    if (reloading) return true;
    try {
      const message = (error as { message?: unknown } | null | undefined)?.message;
      if (!MODULE_LOAD_FAILURE.test(String(message ?? error))) return false;
      const store = win.sessionStorage;
      const release = doc.querySelector<HTMLMetaElement>(`meta[name="${RELEASE_META}"]`)?.content ?? '';
      const page = JSON.stringify([release, win.location.pathname]);
      const reloaded = ([] as unknown[]).concat(JSON.parse(store.getItem(RELOADED_PAGES_KEY) ?? '[]'));
      if (reloaded.includes(page)) return false;
      const typed = fieldsOf(doc).flatMap(([id, field]) => (changed(field) ? [[id, state(field)]] : []));
      if (typed.length > 0) store.setItem(key(), JSON.stringify(typed));
      const marks = JSON.stringify([...reloaded, page]);
      store.setItem(RELOADED_PAGES_KEY, marks);
      // A storage that does not keep what it is given could not stop a loop either.
      if (store.getItem(RELOADED_PAGES_KEY) !== marks) throw new Error('sessionStorage forgets');
    } catch {
      // No reload: what was typed stays on screen, and must not come back in a later load.
      try {
        win.sessionStorage.removeItem(key());
      } catch {}
      return false;
    }
    reloading = true;
    win.location.reload();
    return true;
  };
  win.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce(event.payload)) event.preventDefault();
  });
  return reloadOnce;
}
