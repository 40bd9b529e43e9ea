import { CONTACT_REASON_PARAM } from '@ecole/content';
import { DRAFT_KEY_PREFIX, SENT_KEY } from '../ContactForm/contactDraft.ts';
import { THANK_YOU_PATH } from '../ContactForm/messages.ts';
import { VISIT_ORIGIN_KEY } from '../VisitOrigin/index.ts';
import { FILLING_SINCE_ATTRIBUTE, HELD_ATTRIBUTE, HOLD_FOR_ISLAND_MS, ORIGIN_FIELDS, SENT_BY_FORM_PARAM, SENT_BY_FORM_VALUE } from './formFields.ts';

/**
 * What a contact form needs before its island runs (issue 23, point 3), as plain JavaScript every
 * page's boot module runs (@ecole/app-build, bootScripts.ts). The form is an island that starts
 * when the visitor reaches it (issue 25), plain HTML until then, and a click on « Envoyer » before
 * that posts it to the form function: the form itself must then carry what the script would have
 * sent.
 * - its hidden fields get what the tab noted of the visit (VisitOrigin: first page, utm_*,
 *   referring host), raw: the function drops a value the table would refuse;
 * - a reason the visitor chooses (/contact) is preset from the address (`?objet=recrutement`),
 *   as the script would; without any script the visitor chooses it (the select has no default);
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
 * A block, so its names stay its own. The island loader's names (`data-island-slot`,
 * `islandStarted`) are @ecole/app-build's (islandLoader.ts).
 */
export const CONTACT_FORM_BOOT_SCRIPT = `{
  try {
    const store = sessionStorage;
    const params = new URLSearchParams(location.search);
    if (location.pathname === ${JSON.stringify(THANK_YOU_PATH)} && params.get(${JSON.stringify(SENT_BY_FORM_PARAM)}) === ${JSON.stringify(SENT_BY_FORM_VALUE)}) {
      for (let index = store.length - 1; index >= 0; index -= 1) {
        const key = store.key(index);
        if (key !== null && key.startsWith(${JSON.stringify(DRAFT_KEY_PREFIX)})) store.removeItem(key);
      }
      store.setItem(${JSON.stringify(SENT_KEY)}, '1');
    }
    const forms = () => document.querySelectorAll('form[data-contact-form]');
    const fill = () => {
      let visit = null;
      try {
        visit = JSON.parse(store.getItem(${JSON.stringify(VISIT_ORIGIN_KEY)}) || 'null');
      } catch {}
      const asked = params.get(${JSON.stringify(CONTACT_REASON_PARAM)});
      for (const form of forms()) {
        for (const name of ${JSON.stringify(ORIGIN_FIELDS)}) {
          const input = form.elements.namedItem(name);
          const value = visit && visit[name];
          if (input instanceof HTMLInputElement && input.type === 'hidden' && input.value === '' && typeof value === 'string') input.value = value;
        }
        const select = form.elements.namedItem('reason');
        if (select instanceof HTMLSelectElement && select.value === '' && asked) {
          for (const option of select.options) if (option.dataset.slug === asked) option.selected = true;
        }
      }
    };
    const emptyAfterSend = () => {
      if (store.getItem(${JSON.stringify(SENT_KEY)}) === null || forms().length === 0) return;
      store.removeItem(${JSON.stringify(SENT_KEY)});
      for (const form of forms()) form.reset();
    };
    const run = () => {
      if (performance.getEntriesByType('navigation')[0]?.type === 'back_forward') emptyAfterSend();
      else if (forms().length > 0) store.removeItem(${JSON.stringify(SENT_KEY)});
      fill();
    };
    if (document.readyState === 'loading') addEventListener('DOMContentLoaded', run, { once: true });
    else run();
    const isContactForm = (target) => target instanceof HTMLFormElement && target.matches('form[data-contact-form]');
    addEventListener('input', (event) => {
      const form = event.target instanceof Element ? event.target.closest('form') : null;
      if (isContactForm(form) && !form.hasAttribute(${JSON.stringify(FILLING_SINCE_ATTRIBUTE)})) form.setAttribute(${JSON.stringify(FILLING_SINCE_ATTRIBUTE)}, String(Date.now()));
    }, true);
    addEventListener('submit', (event) => {
      const form = event.target;
      if (event.defaultPrevented || !isContactForm(form) || form.hasAttribute('data-enhanced')) return;
      const slot = form.closest('[data-island-slot]');
      if (!slot || slot.dataset.islandStarted === undefined) return;
      event.preventDefault();
      if (form.hasAttribute(${JSON.stringify(HELD_ATTRIBUTE)})) return;
      form.setAttribute(${JSON.stringify(HELD_ATTRIBUTE)}, '');
      const submitter = event.submitter && event.submitter.form === form ? event.submitter : undefined;
      let timer;
      const watch = new MutationObserver(() => {
        if (form.hasAttribute('data-enhanced')) release(true);
      });
      const release = (enhanced) => {
        watch.disconnect();
        clearTimeout(timer);
        form.removeAttribute(${JSON.stringify(HELD_ATTRIBUTE)});
        if (enhanced) form.requestSubmit(submitter);
        else HTMLFormElement.prototype.submit.call(form);
      };
      watch.observe(form, { attributes: true, attributeFilter: ['data-enhanced'] });
      timer = setTimeout(() => release(false), ${HOLD_FOR_ISLAND_MS});
    });
    addEventListener('pageshow', (event) => {
      if (!event.persisted) return;
      emptyAfterSend();
      fill();
    });
  } catch {}
}`;
