import { ISLAND_SLOT_ATTRIBUTE, ISLAND_STARTED_ATTRIBUTE } from '../Islands/names.ts';
import { ENHANCED_ATTRIBUTE } from '../page/names.ts';
import { initAll, type PageModule } from '../page/pageModule.ts';
import { whenParsed } from '../page/whenParsed.ts';
import { VISIT_ORIGIN_KEY } from '../VisitOrigin/visitOrigin.ts';
import {
  CONTACT_FORM_ATTRIBUTE,
  CONTACT_REASON_PARAM,
  DRAFT_KEY_PREFIX,
  FILLING_SINCE_ATTRIBUTE,
  HELD_ATTRIBUTE,
  HOLD_FOR_ISLAND_MS,
  ORIGIN_FIELDS,
  REASON_SLUG_ATTRIBUTE,
  SENT_BY_FORM_PARAM,
  SENT_BY_FORM_VALUE,
  SENT_KEY,
  THANK_YOU_PATH,
} from './names.ts';

/**
 * What a contact form needs before its island runs (issue 23, point 3). The form is an island
 * that starts when the visitor reaches it (issue 25), plain HTML until then, and a click on
 * « Envoyer » before that posts it to the form function: the form itself must then carry what
 * the island would have sent.
 * - its hidden fields get what the tab noted of the visit (VisitOrigin: first page, utm_*,
 *   referring host);
 * - a reason the visitor chooses (/contact) is preset from the address (`?objet=recrutement`),
 *   as the island would; without any script the visitor chooses it (the select has no default);
 * - on /thank-you reached that way, every draft of the tab is forgotten, and the first form page
 *   shown afterwards, if the browser gives it back filled in (Back), is emptied: on a shared
 *   computer the next person must not find the request there (point 9). Emptying the fields is
 *   all it takes, island started or not: its fields are uncontrolled, it reads them when it needs
 *   them (issue 24, point 4).
 * - a send made while the island is on its way (the press on « Envoyer » starts it) waits for it,
 *   HOLD_FOR_ISLAND_MS at most, then goes through the island (issue 34: beyond the connection's
 *   budget, at a fair, the plain post could only land on the refusal page, where the island would
 *   have computed its proof of work). If the island is not there by then, or was never coming (no
 *   island slot, scripts blocked), the form posts itself as before. When the visitor started typing
 *   is noted on the form, so the island's minimum fill time counts from there, not from its start.
 *
 * Storage may be blocked (a privacy setting): then nothing of this runs, and the form still posts.
 */

const FORM_SELECTOR = `form[${CONTACT_FORM_ATTRIBUTE}]`;

const isContactForm = (target: unknown): target is HTMLFormElement => target instanceof HTMLFormElement && target.matches(FORM_SELECTOR);

/** What the visit noted, as the tab's storage holds it (the form function cleans it again). */
function noted(store: Storage): Record<string, unknown> | null {
  try {
    const visit: unknown = JSON.parse(store.getItem(VISIT_ORIGIN_KEY) || 'null');
    return typeof visit === 'object' && visit !== null ? (visit as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** One contact form before its island: the visit's origin in its hidden fields, the reason the address asks for. */
function contactForm(store: Storage, params: URLSearchParams): PageModule<HTMLFormElement> {
  return {
    selector: FORM_SELECTOR,
    init(form) {
      const visit = noted(store);
      for (const name of ORIGIN_FIELDS) {
        const input = form.elements.namedItem(name);
        const value = visit?.[name];
        if (input instanceof HTMLInputElement && input.type === 'hidden' && input.value === '' && typeof value === 'string') input.value = value;
      }
      const asked = params.get(CONTACT_REASON_PARAM);
      const select = form.elements.namedItem('reason');
      if (select instanceof HTMLSelectElement && select.value === '' && asked) {
        for (const option of select.options) if (option.getAttribute(REASON_SLUG_ATTRIBUTE) === asked) option.selected = true;
      }
    },
  };
}

/** Holds a send made before the island ran until the island is there (then it sends), or HOLD_FOR_ISLAND_MS. */
function holdUntilIsland(event: SubmitEvent): void {
  const form = event.target;
  if (event.defaultPrevented || !isContactForm(form) || form.hasAttribute(ENHANCED_ATTRIBUTE)) return;
  const slot = form.closest(`[${ISLAND_SLOT_ATTRIBUTE}]`);
  if (!slot?.hasAttribute(ISLAND_STARTED_ATTRIBUTE)) return;
  event.preventDefault();
  if (form.hasAttribute(HELD_ATTRIBUTE)) return;
  form.setAttribute(HELD_ATTRIBUTE, '');
  const submitter = event.submitter instanceof HTMLElement && (event.submitter as HTMLButtonElement).form === form ? event.submitter : undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const release = (enhanced: boolean) => {
    watch.disconnect();
    clearTimeout(timer);
    form.removeAttribute(HELD_ATTRIBUTE);
    if (enhanced) form.requestSubmit(submitter);
    // The prototype's: a field named « submit » would shadow the form's own method.
    else HTMLFormElement.prototype.submit.call(form);
  };
  const watch = new MutationObserver(() => {
    if (form.hasAttribute(ENHANCED_ATTRIBUTE)) release(true);
  });
  watch.observe(form, { attributes: true, attributeFilter: [ENHANCED_ATTRIBUTE] });
  timer = setTimeout(() => release(false), HOLD_FOR_ISLAND_MS);
}

/** Notes on a contact form when the visitor first typed in it (its island's minimum fill time counts from there). */
function noteFillingStart(event: Event): void {
  const form = event.target instanceof Element ? event.target.closest('form') : null;
  if (isContactForm(form) && !form.hasAttribute(FILLING_SINCE_ATTRIBUTE)) form.setAttribute(FILLING_SINCE_ATTRIBUTE, String(Date.now()));
}

/**
 * Starts what every contact form of the page needs before its island runs (see above). Listens on
 * the window from the start (a key or a press may come before the page is parsed), and fills the
 * forms once the page is parsed, and again when the browser shows the page from its cache (Back).
 */
export function startFormBoot(win: Window = window): void {
  let store: Storage;
  try {
    store = win.sessionStorage;
  } catch {
    return;
  }
  const doc = win.document;
  try {
    const params = new URLSearchParams(win.location.search);
    if (win.location.pathname === THANK_YOU_PATH && params.get(SENT_BY_FORM_PARAM) === SENT_BY_FORM_VALUE) {
      for (let index = store.length - 1; index >= 0; index -= 1) {
        const key = store.key(index);
        if (key?.startsWith(DRAFT_KEY_PREFIX)) store.removeItem(key);
      }
      store.setItem(SENT_KEY, '1');
    }
    const forms = () => doc.querySelectorAll<HTMLFormElement>(FORM_SELECTOR);
    const fill = () => initAll(contactForm(store, params), doc);
    const emptyAfterSend = () => {
      if (store.getItem(SENT_KEY) === null || forms().length === 0) return;
      store.removeItem(SENT_KEY);
      for (const form of forms()) form.reset();
    };
    whenParsed(() => {
      const navigation = win.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      if (navigation?.type === 'back_forward') emptyAfterSend();
      else if (forms().length > 0) store.removeItem(SENT_KEY);
      fill();
    }, doc);
    win.addEventListener('input', noteFillingStart, true);
    win.addEventListener('submit', holdUntilIsland);
    win.addEventListener('pageshow', (event) => {
      if (!event.persisted) return;
      emptyAfterSend();
      fill();
    });
  } catch {}
}
