import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFormBoot } from './formBoot.ts';
import { DRAFT_KEY_PREFIX, FILLING_SINCE_ATTRIBUTE, HELD_ATTRIBUTE, HOLD_FOR_ISLAND_MS, SENT_KEY } from './names.ts';

const draftKey = (reason: string) => `${DRAFT_KEY_PREFIX}${reason}`;

/**
 * The form boot as a page's boot entry starts it, on the window of the test; what it listens to
 * is taken off again before the next page (jsdom keeps one window for the whole file).
 */
const added: Array<[string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined]> = [];
function boot() {
  const add = window.addEventListener.bind(window);
  const spy = vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    added.push([type, listener, options]);
    add(type, listener, options);
  });
  startFormBoot();
  spy.mockRestore();
}
afterEach(() => {
  for (const [type, listener, options] of added.splice(0)) window.removeEventListener(type, listener, options);
});

/** The markup ContactForm prerenders, in short: what the boot module finds before the island starts. */
const FORM = `
  <form data-contact-form method="post" action="/_supabase/functions/v1/submit-contact-form">
    <input type="hidden" name="form_path" value="/contact">
    <input type="hidden" name="landing_path" value="">
    <input type="hidden" name="referrer_host" value="">
    <input type="hidden" name="utm_source" value="">
    <input type="hidden" name="utm_campaign" value="">
    <select name="reason" required>
      <option value="">Choisissez l’objet de votre demande</option>
      <option value="Formation IA" data-slug="formation-ia">Formation IA</option>
      <option value="Recrutement d’un alternant" data-slug="recrutement">Recrutement d’un alternant</option>
    </select>
    <input name="name">
    <textarea name="message"></textarea>
  </form>`;

function at(address: string, run = true, markup = FORM) {
  window.history.replaceState(null, '', address);
  document.body.innerHTML = markup;
  if (run) boot();
  return document.querySelector('form')!;
}

const field = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;

describe('the contact form before its island starts (issue 23)', () => {
  const before = window.location.pathname + window.location.search;
  beforeEach(() => sessionStorage.clear());
  afterEach(() => window.history.replaceState(null, '', before));

  it('carries the visit’s landing page and campaign in its hidden fields, as the tab noted them', () => {
    sessionStorage.setItem(
      'ecole:origine-visite',
      JSON.stringify({ landing_path: '/tpe', referrer_host: null, utm_source: 'salon-laval', utm_campaign: 'rentree-2026' }),
    );
    const form = at('/contact');
    expect(Object.fromEntries(new FormData(form))).toMatchObject({
      form_path: '/contact',
      landing_path: '/tpe',
      referrer_host: '',
      utm_source: 'salon-laval',
      utm_campaign: 'rentree-2026',
    });
  });

  it('presets the reason the address asks for, and leaves anything else to the visitor', () => {
    expect(field(at('/contact?objet=recrutement'), 'reason').value).toBe('Recrutement d’un alternant');
    expect(field(at('/contact?objet=%3Cscript%3E'), 'reason').value).toBe('');
    expect(field(at('/contact'), 'reason').value).toBe('');
    // A choice already made (the page shown again) is the visitor’s.
    const form = at('/contact?objet=recrutement', false);
    field(form, 'reason').value = 'Formation IA';
    boot();
    expect(field(form, 'reason').value).toBe('Formation IA');
  });

  it('on /thank-you reached by the form itself, forgets every draft of the tab and notes the send', () => {
    sessionStorage.setItem(draftKey('choix'), '{}');
    sessionStorage.setItem(draftKey('Formation IA'), '{}');
    sessionStorage.setItem('ecole:origine-visite', '{}');
    at('/thank-you?objet=recrutement&envoi=formulaire', true, '<h1>Merci</h1>');
    expect(sessionStorage.getItem(draftKey('choix'))).toBeNull();
    expect(sessionStorage.getItem(draftKey('Formation IA'))).toBeNull();
    expect(sessionStorage.getItem('ecole:origine-visite')).toBe('{}');
    expect(sessionStorage.getItem(SENT_KEY)).not.toBeNull();
    // Reached otherwise (the script's own flow, an address typed): nothing forgotten.
    sessionStorage.clear();
    sessionStorage.setItem(draftKey('choix'), '{}');
    at('/thank-you?objet=recrutement', true, '<h1>Merci</h1>');
    expect(sessionStorage.getItem(draftKey('choix'))).toBe('{}');
  });

  it('Back to the form after a send: the fields the browser gives back are emptied, once', () => {
    const form = at('/contact');
    field(form, 'name').value = 'Camille Martin';
    field(form, 'message').value = 'Bonjour';
    sessionStorage.setItem(SENT_KEY, '1');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(field(form, 'name').value).toBe('');
    expect(field(form, 'message').value).toBe('');
    expect(sessionStorage.getItem(SENT_KEY)).toBeNull();
    // Without a send (a refusal, then Back), what was typed stays for another try.
    field(form, 'name').value = 'Camille Martin';
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(field(form, 'name').value).toBe('Camille Martin');
  });
});

describe('a send before the island runs waits for it (issue 34)', () => {
  /** The form in its island's slot; `started`: the island loader has begun importing its code. */
  function inSlot(started: boolean) {
    document.body.innerHTML = `<div data-island-slot="contactForm"${started ? ' data-island-started=""' : ''}>${FORM}<button type="submit">Envoyer</button></div>`;
    const form = document.querySelector('form')!;
    const button = document.querySelector('button')!;
    form.append(button);
    boot();
    return { form, button };
  }

  /** The press on « Envoyer », as the browser dispatches it once the form is valid. */
  const press = (form: HTMLFormElement, submitter: HTMLElement) => {
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
    form.dispatchEvent(event);
    return event;
  };

  let submitted: ReturnType<typeof vi.spyOn>;
  let requested: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    submitted = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    requested = vi.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('the island on its way: the plain post waits, then the island sends it, once, with the button pressed', async () => {
    const { form, button } = inSlot(true);
    expect(press(form, button).defaultPrevented).toBe(true);
    expect(form.hasAttribute(HELD_ATTRIBUTE)).toBe(true);
    // A second press while it waits starts nothing more.
    expect(press(form, button).defaultPrevented).toBe(true);
    await vi.advanceTimersByTimeAsync(300);
    form.setAttribute('data-enhanced', '');
    await vi.advanceTimersByTimeAsync(0);
    expect(requested).toHaveBeenCalledTimes(1);
    expect(requested).toHaveBeenCalledWith(button);
    expect(submitted).not.toHaveBeenCalled();
    expect(form.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
    // Its own send, now the island's: not held again.
    expect(press(form, button).defaultPrevented).toBe(false);
  });

  it('the island not there in time (scripts that never come): the form posts itself, as without script', async () => {
    const { form, button } = inSlot(true);
    press(form, button);
    await vi.advanceTimersByTimeAsync(HOLD_FOR_ISLAND_MS - 1);
    expect(submitted).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(requested).not.toHaveBeenCalled();
  });

  it('no island coming (its code not asked for) or the island already there: the press goes as it is', () => {
    const idle = inSlot(false);
    expect(press(idle.form, idle.button).defaultPrevented).toBe(false);
    const live = inSlot(true);
    live.form.setAttribute('data-enhanced', '');
    expect(press(live.form, live.button).defaultPrevented).toBe(false);
  });

  it('notes when the visitor first typed, for the island’s minimum fill time', () => {
    const { form } = inSlot(true);
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
    field(form, 'name').dispatchEvent(new Event('input', { bubbles: true }));
    vi.setSystemTime(new Date('2026-11-28T10:00:05Z'));
    field(form, 'message').dispatchEvent(new Event('input', { bubbles: true }));
    expect(form.getAttribute(FILLING_SINCE_ATTRIBUTE)).toBe(String(Date.parse('2026-11-28T10:00:00Z')));
  });
});
