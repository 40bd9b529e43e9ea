import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_ID } from '../HeaderMenu/names.ts';
import { PENDING_TOASTS_KEY } from '../PendingToasts/names.ts';
import { installReloadGuard } from '../ReloadGuard/reloadGuard.ts';
import { VISIT_ORIGIN_KEY } from '../VisitOrigin/visitOrigin.ts';
import { startForms, startIslands, startPage } from './startPage.ts';

/**
 * What a page runs on load, on the page's markup and the app's island map; what it loads is
 * recorded, and answered by `entries`. jsdom keeps one window for the whole file: each page's
 * listeners stay, which these tests never trip over.
 */
function openPage({ address = '/', body = '', entries = {} }: { address?: string; body?: string; entries?: Record<string, unknown> }) {
  window.history.replaceState(null, '', address);
  document.head.innerHTML = '<meta name="release" content="site@1">';
  document.body.innerHTML = body;
  const loaded: string[] = [];
  const load = (url: string) => {
    loaded.push(url);
    return Promise.resolve(entries[url]);
  };
  startPage({ toasts: '/assets/site/island-toasts-1.js' }, { load });
  return { loaded, load };
}

const HEADER = `<header><a href="#${MENU_ID}" role="button" aria-expanded="false" aria-controls="${MENU_ID}"><svg><path d=""></path></svg></a><nav id="${MENU_ID}" data-state="closed"><ul></ul></nav></header>`;
const FORM = `<main><div data-island-slot="contact-form" data-island-props='{"app":"site","props":{}}'><form data-contact-form><input type="hidden" name="landing_path" value=""><input type="hidden" name="utm_source" value=""><select name="reason"><option value="">Choisir</option><option value="Recrutement" data-slug="recrutement">Recrutement</option></select><input name="name"></form></div></main>`;

beforeEach(() => {
  // jsdom has no observer: nothing comes near the screen here.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('what a page runs on load', () => {
  it('notes where the visit came from and takes the header’s menus over, loading nothing on a page without islands', async () => {
    const { loaded } = openPage({ address: '/tpe?utm_source=salon-laval', body: `${HEADER}<main><h1>TPE</h1></main>` });
    expect(JSON.parse(sessionStorage.getItem(VISIT_ORIGIN_KEY)!)).toMatchObject({ landing_path: '/tpe', utm_source: 'salon-laval' });
    expect(document.querySelector('header')).toHaveAttribute('data-enhanced', '');
    await Promise.resolve();
    expect(loaded).toEqual([]);
  });

  it('fills a contact form’s hidden fields and presets the reason the address asks for, before its island runs (startForms); a focus starts the island (startIslands)', async () => {
    sessionStorage.setItem(VISIT_ORIGIN_KEY, JSON.stringify({ landing_path: '/tpe', referrer_host: null, utm_source: 'salon-laval' }));
    const mount = vi.fn((_slot: HTMLElement, _data: unknown, onLive: () => void) => onLive());
    const { loaded, load } = openPage({
      address: '/contact?objet=recrutement',
      body: FORM,
      entries: { '/assets/site/island-contact-form-2.js': { default: mount } },
    });
    const form = document.querySelector('form')!;
    // `startPage` alone does neither: only the boot entries of the pages that need them run the other two.
    expect(Object.fromEntries(new FormData(form))).toMatchObject({ landing_path: '', reason: '' });
    startForms();
    startIslands({ 'contact-form': '/assets/site/island-contact-form-2.js' }, { load });
    expect(Object.fromEntries(new FormData(form))).toEqual({ landing_path: '/tpe', utm_source: 'salon-laval', reason: 'Recrutement', name: '' });
    expect(loaded).toEqual([]);
    form.querySelector('input[name="name"]')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(document.querySelector('[data-island-slot]')).toHaveAttribute('data-island-live', ''));
    expect(loaded).toEqual(['/assets/site/island-contact-form-2.js']);
    expect(mount).toHaveBeenCalledWith(document.querySelector('[data-island-slot]'), { app: 'site', props: {} }, expect.any(Function));
  });

  it('hands an island’s load failure to the reload-once guard `startPage` installed', async () => {
    document.body.innerHTML = FORM;
    sessionStorage.clear();
    // The guard as the boot entry installs it, on this window, its reload recorded (jsdom's cannot be).
    const reload = vi.fn();
    installReloadGuard({
      document,
      location: { pathname: '/contact', reload },
      get sessionStorage() {
        return sessionStorage;
      },
      addEventListener: (type, listener) => window.addEventListener(type, listener as EventListener),
    });
    startIslands(
      { 'contact-form': '/assets/site/island-contact-form-2.js' },
      { load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/site/island-contact-form-2.js')) },
    );
    document.querySelector('input[name="name"]')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('loads the toasts’ code only when another page queued one', async () => {
    const shown = vi.fn();
    const entries = { '/assets/site/island-toasts-1.js': { default: shown } };
    expect(openPage({ entries }).loaded).toEqual([]);
    sessionStorage.setItem(PENDING_TOASTS_KEY, '[]');
    const { loaded } = openPage({ entries });
    await vi.waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    expect(loaded).toEqual(['/assets/site/island-toasts-1.js']);
  });
});
