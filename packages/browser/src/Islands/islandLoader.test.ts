import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initAll } from '../page/pageModule.ts';
import { type IslandEntryModule, type IslandImports, type IslandMap, islandLoader, PRESS_HELD_MS } from './islandLoader.ts';

/** An IntersectionObserver a test drives: `enter(slot)` brings a slot within its margin. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  /** `target` comes within this observer's margin. */
  enter(target: Element) {
    this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const MAP: IslandMap = { 'contact-form': '/assets/site/island-contact-form-5.js', 'pay-simulator': '/assets/site/island-pay-simulator-6.js' };

/** A page with a contact form's island and a simulator's (its fields React state), and one the map does not name. */
function openPage() {
  document.body.innerHTML = [
    `<div data-island-slot="contact-form" data-island-props='{"app":"site","props":{"form":"choice"}}'><form><input name="name"></form></div>`,
    `<div data-island-slot="pay-simulator" data-island-props='{"app":"site","props":{}}' data-island-replay><form><input name="age" value=""><input type="radio" name="year" value="1" checked><input type="radio" name="year" value="2"><select name="level"><option value="5">5</option><option value="6" selected>6</option></select></form></div>`,
    `<div data-island-slot="inconnu" data-island-props='{}'><p>Rien</p></div>`,
  ].join('');
  const slot = (name: string) => document.querySelector<HTMLElement>(`[data-island-slot="${name}"]`)!;
  return { form: slot('contact-form'), simulator: slot('pay-simulator'), unknown: slot('inconnu') };
}

/** The files asked for ahead of their import (`<link rel="modulepreload">`), in order. */
const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

/** The loader on the page, its entries answered by `mount` (each import recorded), `imports` what they import. */
function start(mount: IslandEntryModule['default'] = (_slot, _data, onLive) => onLive(), imports?: IslandImports) {
  const imported: string[] = [];
  const failures: unknown[] = [];
  initAll(
    islandLoader(MAP, {
      load: (url) => {
        imported.push(url);
        return Promise.resolve({ default: mount });
      },
      onLoadFailure: (error) => {
        failures.push(error);
        return false;
      },
      imports,
    }),
  );
  return { imported, failures };
}

beforeEach(() => {
  FakeObserver.all = [];
  document.head.innerHTML = '';
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the islands’ loader', () => {
  it('starts an island when the focus goes into it: its entry hydrates the slot with its props, then the slot is live', async () => {
    const page = openPage();
    const mounted: unknown[] = [];
    const { imported } = start((slot, data, onLive) => {
      mounted.push(slot, data);
      onLive();
    });
    page.form.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(page.form).toHaveAttribute('data-island-live', ''));
    expect(page.form).toHaveAttribute('data-island-started', '');
    expect(mounted).toEqual([page.form, { app: 'site', props: { form: 'choice' } }]);
    expect(imported).toEqual([MAP['contact-form']]);
    // Started once: a second focus or a press asks for nothing more.
    page.form.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    page.form.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(imported).toEqual([MAP['contact-form']]);
  });

  it('a press starts it and asks for its code at once, runs it once the press has ended and its frame is painted; the field pressed then has the focus', async () => {
    const page = openPage();
    let goLive: (() => void) | undefined;
    const { imported } = start((_slot, _data, onLive) => {
      goLive = onLive;
    });
    const age = page.simulator.querySelector<HTMLInputElement>('input[name="age"]')!;
    age.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(page.simulator).toHaveAttribute('data-island-started', '');
    expect(preloaded()).toEqual([MAP['pay-simulator']]);
    // The tap's own frame first: nothing runs while the finger is down, nor in the task that lifts it.
    expect(imported).toEqual([]);
    dispatchEvent(new Event('pointerup'));
    expect(imported).toEqual([]);
    await vi.waitFor(() => expect(imported).toEqual([MAP['pay-simulator']]));
    (document.activeElement as HTMLElement | null)?.blur();
    await vi.waitFor(() => expect(goLive).toBeDefined());
    goLive!();
    await vi.waitFor(() => expect(document.activeElement).toBe(age));
    expect(page.simulator).toHaveAttribute('data-island-live', '');
  });

  it(`a press held longer than a tap (${PRESS_HELD_MS} ms) runs its code while the finger is still down`, async () => {
    vi.useFakeTimers();
    const page = openPage();
    const { imported } = start();
    page.form.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    vi.advanceTimersByTime(PRESS_HELD_MS - 1);
    expect(imported).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(imported).toEqual([MAP['contact-form']]);
    // Lifted afterwards: nothing runs twice.
    dispatchEvent(new Event('pointerup'));
    vi.advanceTimersByTime(1000);
    expect(imported).toEqual([MAP['contact-form']]);
  });

  it('hands an island whose fields are React state what the visitor changed in them before it was live, as the events a person makes', async () => {
    const page = openPage();
    const heard: string[] = [];
    for (const type of ['input', 'change', 'click'])
      page.simulator.addEventListener(type, (event) => {
        const field = event.target as HTMLInputElement;
        heard.push(`${type} ${field.name}=${field.type === 'radio' ? field.checked && field.value : field.value}`);
      });
    let goLive = () => {};
    start((_slot, _data, onLive) => {
      goLive = onLive;
    });
    const fields = page.simulator.querySelector('form')!.elements;
    (fields.namedItem('age') as HTMLInputElement).dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    // Typed, checked and chosen while its code is on the way; the island not live, nothing is heard.
    (fields.namedItem('age') as HTMLInputElement).value = '19';
    page.simulator.querySelector<HTMLInputElement>('input[value="2"]')!.checked = true;
    (fields.namedItem('level') as HTMLSelectElement).value = '5';
    expect(heard).toEqual([]);
    await vi.waitFor(() => expect(page.simulator).toHaveAttribute('data-island-started', ''));
    await Promise.resolve();
    goLive();
    await vi.waitFor(() => expect(heard).toEqual(['input age=19', 'click year=2', 'input year=2', 'change year=2', 'change level=5']));
    expect((fields.namedItem('age') as HTMLInputElement).value).toBe('19');
    expect(page.simulator.querySelector<HTMLInputElement>('input[value="2"]')!.checked).toBe(true);
  });

  it('holds back a send from a simulator not yet live (Enter in its field would load the page again); lets it through once live', async () => {
    const page = openPage();
    start();
    const form = page.simulator.querySelector('form')!;
    const send = () => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(send()).toBe(false);
    page.simulator.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(page.simulator).toHaveAttribute('data-island-live', ''));
    expect(send()).toBe(true);
  });

  it('what was typed before the island started is left in its fields, never replayed', async () => {
    const page = openPage();
    const input = page.form.querySelector('input')!;
    input.value = 'Camille';
    const replayed: string[] = [];
    input.addEventListener('input', () => replayed.push(input.value));
    start();
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(page.form).toHaveAttribute('data-island-live', ''));
    expect(input.value).toBe('Camille');
    expect(replayed).toEqual([]);
  });

  it('never on a timer: only once the page has loaded, and the browser is idle, does it watch for an island near the screen', async () => {
    vi.useFakeTimers();
    const page = openPage();
    const { imported } = start();
    // Not while the page's own work goes on: watched in a task of its own (jsdom has no
    // requestIdleCallback, and its page has long loaded).
    expect(FakeObserver.all).toEqual([]);
    // A minute on the clock starts nothing: only nearness, a focus or a press do.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(imported).toEqual([]);
    const [ahead, near] = FakeObserver.all;
    expect(FakeObserver.all.map((observer) => observer.options)).toEqual([{ rootMargin: '100% 0px' }, { rootMargin: '200px 0px' }]);
    for (const observer of [ahead!, near!]) expect([...observer.observed]).toEqual([page.form, page.simulator, page.unknown]);
    // A screen ahead, its code is asked for, and nothing runs.
    ahead!.enter(page.simulator);
    expect(preloaded()).toEqual([MAP['pay-simulator']]);
    expect(imported).toEqual([]);
    expect(page.simulator).not.toHaveAttribute('data-island-started');
    // Near the screen, it starts in the browser's next idle time, not in the observer's task.
    near!.enter(page.simulator);
    expect(imported).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(imported).toEqual([MAP['pay-simulator']]);
    expect(near!.observed.has(page.simulator)).toBe(false);
    expect(preloaded()).toEqual([MAP['pay-simulator']]);
  });

  it('asks for an island’s entry and every file it imports at once, each file once for the page', async () => {
    const page = openPage();
    const react = '/assets/site/client-1.js';
    start(undefined, { 'contact-form': [react, '/assets/site/supabaseClient-2.js'], 'pay-simulator': [react, '/assets/site/Field-3.js'] });
    page.form.dispatchEvent(new Event('pointerdown'));
    expect(preloaded()).toEqual([MAP['contact-form'], react, '/assets/site/supabaseClient-2.js']);
    page.simulator.dispatchEvent(new Event('pointerdown'));
    expect(preloaded()).toEqual([MAP['contact-form'], react, '/assets/site/supabaseClient-2.js', MAP['pay-simulator'], '/assets/site/Field-3.js']);
  });

  it('an island the page’s map does not name stays as it is', async () => {
    const page = openPage();
    const { imported } = start();
    page.unknown.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await Promise.resolve();
    expect(imported).toEqual([]);
    expect(page.unknown).not.toHaveAttribute('data-island-started');
  });

  it('an entry that fails goes to the reload guard, then, when it did not reload, is reported', async () => {
    const page = openPage();
    const reported: unknown[] = [];
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/site/island-contact-form-5.js');
    const failures: unknown[] = [];
    initAll(
      islandLoader(MAP, {
        load: () => Promise.reject(failure),
        onLoadFailure: (error) => failures.push(error) === 0,
      }),
    );
    page.form.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(reported).toEqual([failure]));
    expect(failures).toEqual([failure]);
    expect(page.form).not.toHaveAttribute('data-island-live');
  });
});
