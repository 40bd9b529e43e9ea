import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { islandLoader } from '../Islands/islandLoader.ts';
import { initAll } from '../page/pageModule.ts';
import { RELOADED_PAGES_KEY, TYPED_BEFORE_RELOAD_KEY_PREFIX, typedBeforeReloadKey } from './names.ts';
import { type GuardedWindow, installReloadGuard } from './reloadGuard.ts';

/** A form with every kind of field, as prerendered: values at their defaults. */
const FORM = [
  '<form action="/merci" method="post">',
  '<input name="name" value=""><input name="email" type="email">',
  '<input name="secret" type="password"><input name="proof" type="file"><input name="token" type="hidden" value="jeton">',
  // The contact form's honeypot (packages/contact, Honeypot.tsx).
  '<div aria-hidden="true"><input name="website" type="text" tabindex="-1" autocomplete="off" value=""></div>',
  '<div aria-hidden="true"><p><input name="decoy"></p></div><input name="trap" tabindex="-1">',
  '<textarea name="message"></textarea>',
  '<select name="reason"><option value="">Choisir</option><option value="info">Information</option></select>',
  '<input type="checkbox" name="consent" value="oui">',
  '<input type="radio" name="contact" value="mail" checked><input type="radio" name="contact" value="phone"><input type="radio" name="contact" value="visit">',
  '<button type="submit">Envoyer</button>',
  '</form>',
].join('');

const chromium = (url = '/assets/site/root-4.js') => new TypeError(`Failed to fetch dynamically imported module: https://www.ecole.example${url}`);

const field = <T extends Element = HTMLInputElement>(name: string) => document.forms[0]!.elements.namedItem(name) as unknown as T;
const radio = (value: string) => document.querySelector<HTMLInputElement>(`input[name="contact"][value="${value}"]`)!;

/** What a visitor types in FORM. */
function typeInForm() {
  field('name').value = 'Camille';
  field('email').value = 'camille@example.fr';
  field('secret').value = 'motdepasse';
  field('website').value = 'https://spam.example';
  field('decoy').value = 'leurre';
  field('trap').value = 'piege';
  field<HTMLTextAreaElement>('message').value = 'Bonjour';
  field<HTMLSelectElement>('reason').value = 'info';
  field('consent').checked = true;
  radio('phone').checked = true;
}

/** Undoes what the page of the moment added on `window` (its listeners) or `document`. */
const cleanups: (() => void)[] = [];
const leavePage = () => {
  for (const cleanup of cleanups.splice(0)) cleanup();
};
afterEach(leavePage);
beforeEach(() => sessionStorage.clear());

interface Load {
  release?: string | null;
  pathname?: string;
  storage?: Storage;
  /** The page is still being parsed (`document.readyState` is `loading`) when its code runs. */
  loading?: boolean;
}

/**
 * A fresh load of a page in the same tab: its fields back at their defaults, the tab's
 * sessionStorage kept. `location` is a fake whose `reload` records the call (jsdom does not
 * navigate); the listeners the guard adds on `window` are removed when the next page opens.
 */
function openPage({ release = 'site@1', pathname = '/contact', storage = sessionStorage, loading = false }: Load = {}) {
  leavePage();
  if (loading) {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    cleanups.push(() => delete (document as { readyState?: unknown }).readyState);
  }
  document.head.innerHTML = release === null ? '' : `<meta name="release" content="${release}">`;
  document.body.innerHTML = FORM;
  const reload = vi.fn();
  const page: GuardedWindow = {
    document,
    location: { pathname, reload },
    get sessionStorage() {
      return storage;
    },
    addEventListener: (type, listener) => {
      window.addEventListener(type, listener as EventListener);
      cleanups.push(() => window.removeEventListener(type, listener as EventListener));
    },
  };
  return { reload, page };
}

/** Sets the guard up alone, as the boot entry does. */
function runGuard(load: Load = {}) {
  const opened = openPage(load);
  return { ...opened, guard: installReloadGuard(opened.page) };
}

function preloadError(payload: unknown): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  (event as Event & { payload: unknown }).payload = payload;
  window.dispatchEvent(event);
  return event;
}

const typedSaved = (pathname = '/contact') => JSON.parse(sessionStorage.getItem(typedBeforeReloadKey(pathname)) ?? 'null') as [string, unknown][] | null;

describe('the reload-once guard', () => {
  it('reloads once when a chunk fails to load, having saved what was typed (no password, file, hidden field or honeypot)', () => {
    const { guard, reload } = runGuard();
    typeInForm();
    expect(guard(chromium())).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // A second chunk failing while the reload is under way: no second reload.
    expect(guard(chromium('/assets/site/contact-5.js'))).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    const saved = Object.fromEntries(typedSaved()!.map(([id, state]) => [JSON.parse(id)[1], state]));
    expect(saved).toEqual({ name: 'Camille', email: 'camille@example.fr', message: 'Bonjour', reason: ['info'], consent: true, contact: true });
    expect(typedSaved()!.map(([id]) => JSON.parse(id))).toContainEqual([0, 'contact', 'mail']);
    expect(JSON.stringify(typedSaved())).not.toMatch(/motdepasse|spam\.example|leurre|piege|jeton|secret|proof|website|decoy|trap/);
    expect(JSON.parse(sessionStorage.getItem(RELOADED_PAGES_KEY)!)).toEqual([JSON.stringify(['site@1', '/contact'])]);
  });

  it.each([
    ['Chromium', chromium()],
    ['Firefox', new TypeError('error loading dynamically imported module: https://www.ecole.example/assets/site/root-4.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Vite’s CSS preload', new Error('Unable to preload CSS for https://www.ecole.example/assets/site/island-1.css')],
  ])('knows %s’s load failure', (_, error) => {
    const { guard, reload } = runGuard();
    expect(guard(error)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads for any other error: a bug in the app is not fixed by reloading', () => {
    const { guard, reload } = runGuard();
    typeInForm();
    for (const error of [new TypeError("Cannot read properties of undefined (reading 'x')"), new SyntaxError('Unexpected token'), 'échec', undefined, null]) {
      expect(guard(error)).toBe(false);
    }
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  });

  it('never reloads the same page of the same release twice: after its reload, it stays as it is', () => {
    expect(runGuard().guard(chromium())).toBe(true);
    const second = runGuard();
    typeInForm();
    expect(second.guard(chromium())).toBe(false);
    expect(second.reload).not.toHaveBeenCalled();
    // Nothing saved for a reload that does not happen: what was typed is still on screen.
    expect(typedSaved()).toBeNull();
    expect(field('name').value).toBe('Camille');
  });

  it('reloads once more for a later release, and once for another page of the same release', () => {
    expect(runGuard().guard(chromium())).toBe(true);
    const next = runGuard({ release: 'site@2' });
    expect(next.guard(chromium())).toBe(true);
    expect(next.reload).toHaveBeenCalledTimes(1);
    expect(runGuard({ release: 'site@2' }).guard(chromium())).toBe(false);
    const other = runGuard({ release: 'site@2', pathname: '/tpe' });
    expect(other.guard(chromium())).toBe(true);
    expect(other.reload).toHaveBeenCalledTimes(1);
  });

  it('remembers a page without a release meta under the release ‘’', () => {
    expect(runGuard({ release: null }).guard(chromium())).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(RELOADED_PAGES_KEY)!)).toEqual([JSON.stringify(['', '/contact'])]);
    expect(runGuard({ release: null }).guard(chromium())).toBe(false);
  });

  it('puts back what was typed as soon as the page is parsed, never over a field changed meanwhile, then forgets it', () => {
    const first = runGuard();
    typeInForm();
    first.guard(chromium());

    runGuard({ loading: true });
    // Not before the page is parsed: the fields may not exist yet.
    expect(field('name').value).toBe('');
    // The browser restored this one itself, or the visitor typed it again: it stays.
    field<HTMLTextAreaElement>('message').value = 'Déjà retapé';
    document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));

    expect(field('name').value).toBe('Camille');
    expect(field('email').value).toBe('camille@example.fr');
    expect(field<HTMLTextAreaElement>('message').value).toBe('Déjà retapé');
    expect(field<HTMLSelectElement>('reason').value).toBe('info');
    expect(field('consent').checked).toBe(true);
    expect(radio('phone').checked).toBe(true);
    expect(radio('mail').checked).toBe(false);
    expect(field('secret').value).toBe('');
    expect(field('website').value).toBe('');
    expect(field('decoy').value).toBe('');
    expect(sessionStorage.getItem(typedBeforeReloadKey('/contact'))).toBeNull();

    // Gone once restored: a later load of the page (or a tab duplicated later) starts empty.
    runGuard();
    expect(field('name').value).toBe('');
    const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index));
    expect(keys).toEqual([RELOADED_PAGES_KEY]);
    expect(keys.some((key) => key?.startsWith(TYPED_BEFORE_RELOAD_KEY_PREFIX))).toBe(false);
  });

  it('leaves a radio group someone changed before the restore as it is', () => {
    const first = runGuard();
    typeInForm();
    first.guard(chromium());
    runGuard({ loading: true });
    radio('visit').checked = true;
    document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
    expect(radio('visit').checked).toBe(true);
    expect(radio('phone').checked).toBe(false);
    // The rest of the form is put back.
    expect(field('name').value).toBe('Camille');
  });

  it('restores a page’s fields into that page only', () => {
    const first = runGuard({ pathname: '/contact' });
    typeInForm();
    first.guard(chromium());
    runGuard({ pathname: '/formation-ia' });
    expect(field('name').value).toBe('');
    runGuard({ pathname: '/contact' });
    expect(field('name').value).toBe('Camille');
  });

  it('vite:preloadError: reloads once and cancels Vite’s throw; a chunk that loaded then threw does not reload', () => {
    const first = runGuard();
    typeInForm();
    expect(preloadError(new Error('Unable to preload CSS for https://www.ecole.example/assets/site/island-1.css')).defaultPrevented).toBe(true);
    expect(first.reload).toHaveBeenCalledTimes(1);
    expect(typedSaved()).not.toBeNull();

    const second = runGuard();
    // Already reloaded once: Vite throws as usual (the island keeps its prerendered content).
    expect(preloadError(chromium('/assets/site/island-2.js')).defaultPrevented).toBe(false);
    expect(second.reload).not.toHaveBeenCalled();

    const other = runGuard({ pathname: '/tpe' });
    expect(preloadError(new ReferenceError('x is not defined')).defaultPrevented).toBe(false);
    expect(other.reload).not.toHaveBeenCalled();
  });

  it('never reloads without a working sessionStorage: a loop could not be prevented', () => {
    const blocked = new Proxy({} as Storage, {
      get: () => () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const denied = runGuard({ storage: blocked });
    typeInForm();
    expect(denied.guard(chromium())).toBe(false);
    expect(preloadError(chromium()).defaultPrevented).toBe(false);
    expect(denied.reload).not.toHaveBeenCalled();

    // One that forgets what it is given (or is full: setItem throws) is no better.
    const forgetful = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined } as unknown as Storage;
    const forgets = runGuard({ storage: forgetful });
    expect(forgets.guard(chromium())).toBe(false);
    expect(forgets.reload).not.toHaveBeenCalled();

    const full = {
      getItem: (key: string) => sessionStorage.getItem(key),
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      removeItem: (key: string) => sessionStorage.removeItem(key),
    } as unknown as Storage;
    const isFull = runGuard({ storage: full });
    typeInForm();
    expect(isFull.guard(chromium())).toBe(false);
    expect(isFull.reload).not.toHaveBeenCalled();
    expect(field('name').value).toBe('Camille');

    // Room for what was typed, not for the mark: no reload, and nothing left to come back later.
    const noRoomForTheMark = {
      getItem: (key: string) => sessionStorage.getItem(key),
      setItem: (key: string, value: string) => {
        if (key === RELOADED_PAGES_KEY) throw new DOMException('Quota exceeded', 'QuotaExceededError');
        sessionStorage.setItem(key, value);
      },
      removeItem: (key: string) => sessionStorage.removeItem(key),
    } as unknown as Storage;
    const noMark = runGuard({ storage: noRoomForTheMark });
    typeInForm();
    expect(noMark.guard(chromium())).toBe(false);
    expect(noMark.reload).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('with the islands’ loader, as the boot entry joins them', () => {
  /**
   * A page whose form is an island (the contact form's), still being parsed: the guard and the
   * loader start as the boot entry starts them, the loader's `import()`s answered by `load(url)`;
   * `parsed()` ends the parsing, `focusForm()` puts the focus in the island, which starts it (no
   * timer runs, no observer fires: the page never finishes loading here).
   */
  function bootPage(load: (url: string) => Promise<unknown>) {
    const { page, reload } = openPage({ loading: true });
    document.body.innerHTML = `<div data-island-slot="contact-form" data-island-props='{"app":"site","props":{"form":"choice"}}'>${FORM}</div>`;
    const imported: string[] = [];
    const reported: unknown[] = [];
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
    // Nothing comes near the screen here: only the focus starts the island.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
      },
    );
    cleanups.push(() => vi.unstubAllGlobals());
    const onLoadFailure = installReloadGuard(page);
    const loader = islandLoader(
      { 'contact-form': '/assets/site/island-contact-form-5.js' },
      {
        load: (url) => {
          imported.push(url);
          return load(url) as never;
        },
        onLoadFailure,
      },
    );
    const slot = document.querySelector<HTMLElement>('[data-island-slot]')!;
    return {
      reload,
      imported,
      reported,
      slot,
      parsed: () => {
        delete (document as { readyState?: unknown }).readyState;
        document.dispatchEvent(new Event('DOMContentLoaded'));
        initAll(loader);
      },
      focusForm: () => field('name').dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
    };
  }

  const missing = (url: string) => Promise.reject(chromium(url));

  it('an island whose code fails to load reloads the page once, with what was typed; the reloaded page has it back before its islands start', async () => {
    const first = bootPage(missing);
    first.parsed();
    typeInForm();
    first.focusForm();
    await vi.waitFor(() => expect(first.reload).toHaveBeenCalledTimes(1));
    expect(first.imported).toEqual(['/assets/site/island-contact-form-5.js']);
    expect(typedSaved()).not.toBeNull();

    // The reload: the code is still missing (a broken release), the island fails again, no loop.
    const second = bootPage(missing);
    expect(field('name').value).toBe('');
    second.parsed();
    expect(field('name').value).toBe('Camille');
    expect(field<HTMLSelectElement>('reason').value).toBe('info');
    second.focusForm();
    await vi.waitFor(() => expect(second.reported).toHaveLength(1));
    expect(String(second.reported[0])).toMatch(/Failed to fetch dynamically imported module/);
    expect(second.reload).not.toHaveBeenCalled();
    expect(typedSaved()).toBeNull();
  });

  it('a bug in an island never reloads: it is reported, the page stays as it is', async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'default')");
    const page = bootPage(() => Promise.reject(bug));
    page.parsed();
    typeInForm();
    page.focusForm();
    await vi.waitFor(() => expect(page.reported).toEqual([bug]));
    expect(page.reload).not.toHaveBeenCalled();
    expect(typedSaved()).toBeNull();
    expect(page.slot).not.toHaveAttribute('data-island-live');
  });
});
