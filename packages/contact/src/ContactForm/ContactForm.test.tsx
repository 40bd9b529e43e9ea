import { FILLING_SINCE_ATTRIBUTE } from '@ecole/browser/FormBoot';
import { recordVisitOrigin } from '@ecole/browser/VisitOrigin';
import type { ContactReason } from '@ecole/content';
import type { AppName } from '@ecole/routes';
import { AppProvider } from '@ecole/ui/AppContext';
import { PENDING_TOASTS_KEY, ToastRegion } from '@ecole/ui/Toast';
import { expectNoAxeViolations } from '@ecole/ui/test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RecordingClient, recordingClient } from '../test/recordingClient.ts';
import { ContactForm } from './ContactForm.tsx';
import { draftKey, tabId } from './contactDraft.ts';
import { loadPage } from './loadPage.ts';
import { HONEYPOT_FIELD, MIN_FILL_TIME_MS } from './spamGuard.ts';
import { DRAFT_SAVE_DELAY_MS } from './useContactDraft.ts';

// jsdom cannot load another document: the full page load to another app is observed here instead.
vi.mock('./loadPage.ts', () => ({ loadPage: vi.fn() }));

// Only the date is faked: the minimum fill time is measured with it, and a test moves it on as
// a visitor's typing would (timers stay real, so Testing Library and the toasts run as usual).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(loadPage).mockClear();
});

/** The time a person takes to fill the form in. */
const takeYourTime = () => vi.setSystemTime(Date.now() + MIN_FILL_TIME_MS);

const SUCCESS = /Votre message a été envoyé avec succès\s!/;
/**
 * A toast as shown, in the toasts' region (Radix also copies a toast's text into a live region
 * for screen readers, at a moment of its own: looking in the whole page would find it once or
 * twice). The region may appear only once the toast code has loaded: wait for it.
 */
async function findToast(text: string | RegExp) {
  const region = await screen.findByRole('region', { name: /Notifications/ });
  return within(region).findByText(text);
}
const FAILURE = 'Une erreur est survenue. Veuillez réessayer plus tard.';
const REFUSED = /^Trop de demandes ont été envoyées en peu de temps\s: votre message n’a pas été enregistré\.$/;

/** The form sent the visitor to /thank-you (a page load: no router runs in the browser, issue 25). */
async function sentToThankYou() {
  await waitFor(() => expect(loadPage).toHaveBeenCalledWith(expect.stringMatching(/^\/thank-you\?objet=/)));
}

/** The success toast waits in sessionStorage for /thank-you (@ecole/ui, pendingToasts.ts). */
function successQueued(): boolean {
  const queued = JSON.parse(sessionStorage.getItem(PENDING_TOASTS_KEY) ?? '[]') as Array<{ title: string }>;
  return queued.some((toast) => SUCCESS.test(toast.title));
}

/** The form as a page of `app` serves it, with the app's toasts and its /thank-you route if it has one. */
function renderForm(
  client: RecordingClient,
  {
    app = 'site',
    path = '/contact',
    search = '',
    reason,
    reasonChoice,
  }: { app?: AppName; path?: string; search?: string; reason?: ContactReason; reasonChoice?: boolean } = {},
) {
  // The island reads the address itself (`?objet=`): no router runs in the browser (issue 25).
  window.history.replaceState(null, '', path + search);
  return render(
    <MemoryRouter initialEntries={[path + search]}>
      <AppProvider app={app}>
        <ToastRegion>
          <Routes>
            <Route path={path} element={<ContactForm client={client} reason={reason} reasonChoice={reasonChoice} pagePath={path} />} />
            {app === 'site' ? <Route path="/thank-you" element={<h1>Demande bien reçue</h1>} /> : null}
          </Routes>
        </ToastRegion>
      </AppProvider>
    </MemoryRouter>,
  );
}

type FormValues = { name?: string; email?: string; phone?: string; message?: string };
const FILLED = { name: 'Camille Martin', email: 'camille.martin@example.fr', phone: '', message: 'Je voudrais inscrire deux salariés.' };

/**
 * Fills the form as autofill or a paste would, one step per field, then lets the time a person
 * takes pass. Typing character by character proves nothing here and takes seconds in jsdom on a
 * loaded machine; the tests that are about typing type.
 */
function fill(values: FormValues = {}) {
  const { name, email, phone, message } = { ...FILLED, ...values };
  fireEvent.change(screen.getByLabelText('Prénom et Nom'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  if (phone) fireEvent.change(screen.getByLabelText(/Téléphone/), { target: { value: phone } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: message } });
  takeYourTime();
}

/**
 * The draft once it holds `expected` (it is saved a moment after the last change, and a slow
 * machine may save an earlier state first): waits for the stored values, not for a delay.
 */
async function savedDraft(expected: Record<string, string>, reason = 'Formation IA') {
  let stored: { values: Record<string, string> } | undefined;
  await waitFor(() => {
    const raw = sessionStorage.getItem(draftKey(reason));
    expect(raw).not.toBeNull();
    stored = JSON.parse(raw!) as { values: Record<string, string> };
    expect(stored.values).toMatchObject(expected);
  });
  return stored!;
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * The /contact form as the page serves it before its island starts: prerendered HTML the visitor
 * can already fill in (`field`); `start` hydrates it as the island does and resolves once the
 * script's flow is in place, having checked that React found nothing to complain about.
 */
function prerenderedForm(client: RecordingClient) {
  window.history.replaceState(null, '', '/contact');
  const page = (
    <MemoryRouter initialEntries={['/contact']}>
      <AppProvider app="site">
        <ToastRegion>
          <ContactForm client={client} reasonChoice pagePath="/contact" />
        </ToastRegion>
      </AppProvider>
    </MemoryRouter>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const form = container.querySelector('form')!;
  let root: Root | undefined;
  return {
    field: <E extends Element>(name: string) => form.elements.namedItem(name) as unknown as E,
    async start() {
      const reportedByReact = vi.spyOn(console, 'error');
      root = await act(async () => hydrateRoot(container, page));
      await waitFor(() => expect(form).toHaveAttribute('data-enhanced'));
      expect(reportedByReact).not.toHaveBeenCalled();
      reportedByReact.mockRestore();
      return within(container);
    },
    end() {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

describe('ContactForm', () => {
  it('shows every field with a visible label and the browser’s own required checks', async () => {
    const { container } = renderForm(recordingClient());
    const name = screen.getByLabelText('Prénom et Nom');
    const email = screen.getByLabelText('E-mail');
    const phone = screen.getByLabelText('Téléphone (optionnel)');
    const message = screen.getByLabelText('Message');

    expect(name).toBeRequired();
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(name).toHaveAttribute('maxlength', '120');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('maxlength', '254');
    expect(phone).not.toBeRequired();
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAttribute('maxlength', '30');
    expect(phone).toHaveAccessibleDescription('Par exemple 06 12 34 56 78');
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toBeRequired();
    expect(message).toHaveAttribute('rows', '5');
    expect(message).toHaveAttribute('maxlength', '5000');

    // Required checking is the browser's: the form must not switch it off.
    expect(container.querySelector('form')).not.toHaveAttribute('novalidate');
    // The reason travels with the form but is not something the visitor fills in.
    expect(container.querySelector('input[type="hidden"][name="reason"]')).toHaveValue('Formation IA');
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderForm(recordingClient());
    await expectNoAxeViolations(container);
  });

  it('does not send an empty form', async () => {
    const user = userEvent.setup();
    const client = recordingClient();
    renderForm(client);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(client.inserts).toEqual([]);
    expect(screen.getByLabelText('Prénom et Nom')).toBeInvalid();
  });

  it('refuses a name or a message made only of spaces, with a message under each field and no request', async () => {
    const user = userEvent.setup();
    const client = recordingClient();
    renderForm(client);
    fill({ name: '   ', message: '  ' });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    const name = screen.getByLabelText('Prénom et Nom');
    const message = screen.getByLabelText('Message');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Indiquez votre prénom et votre nom.');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription('Écrivez votre message.');
    // The e-mail was fine: nothing said about it.
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('E-mail')).not.toHaveAccessibleDescription();
    // The first field to correct has the focus, so its message is read out at once.
    expect(name).toHaveFocus();
    expect(client.inserts).toEqual([]);
    expect(client.invokes).toEqual([]);
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });

  it('refuses an e-mail address without a domain and a phone number with letters', async () => {
    const user = userEvent.setup();
    const client = recordingClient();
    renderForm(client);
    fill({ email: 'camille@localhost', phone: 'appelez-moi' });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    const email = screen.getByLabelText('E-mail');
    const phone = screen.getByLabelText('Téléphone (optionnel)');
    expect(email).toHaveAccessibleDescription('Indiquez une adresse e-mail complète, sans espace ni accent, par exemple camille.martin@exemple.fr.');
    expect(email).toHaveFocus();
    // The phone keeps its hint, and says what is wrong after it.
    expect(phone).toHaveAccessibleDescription(
      'Par exemple 06 12 34 56 78 Indiquez un numéro d’au moins six chiffres (espaces, points, tirets et + acceptés), ou laissez ce champ vide.',
    );
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(client.inserts).toEqual([]);
  });

  it('takes a message away as soon as the field is corrected, and then sends', async () => {
    const user = userEvent.setup();
    const client = recordingClient();
    renderForm(client);
    fill({ phone: '.. .. ..' });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    const phone = screen.getByLabelText('Téléphone (optionnel)');
    expect(phone).toHaveAttribute('aria-invalid', 'true');

    await user.clear(phone);
    await user.type(phone, '06 12 34 56 78');
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(phone).toHaveAccessibleDescription('Par exemple 06 12 34 56 78');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await sentToThankYou();
    expect(client.inserts[0]?.row.phone).toBe('06 12 34 56 78');
  });

  it('refuses values longer than the database takes, even when the browser’s maxlength was bypassed', async () => {
    const user = userEvent.setup();
    const client = recordingClient();
    // A value no keyboard can type past maxlength, but a script or an old draft can put in.
    sessionStorage.setItem(
      draftKey('Formation IA'),
      JSON.stringify({
        values: { name: 'N'.repeat(121), email: 'camille@exemple.fr', phone: '', message: 'M'.repeat(5001) },
        startedAt: 0,
        savedAt: Date.now(),
        tab: tabId(),
      }),
    );
    renderForm(client);
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue('M'.repeat(5001)));
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(screen.getByLabelText('Prénom et Nom')).toHaveAccessibleDescription('Votre nom ne doit pas dépasser 120 caractères.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Votre message ne doit pas dépasser 5\u00a0000 caractères.');
    expect(client.inserts).toEqual([]);
  });

  it('has no accessibility violations while showing its messages', async () => {
    const user = userEvent.setup();
    const { container } = renderForm(recordingClient());
    fill({ name: ' ', email: 'a@b', phone: 'x' });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByLabelText('Prénom et Nom')).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('shows “Envoi en cours...” on a disabled button while the request travels', async () => {
    const user = userEvent.setup();
    const gate = deferred();
    renderForm(recordingClient({ insertDelay: gate.promise }));
    fill();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    const button = screen.getByRole('button', { name: 'Envoi en cours...' });
    expect(button).toBeDisabled();
    await act(async () => gate.resolve());
    await sentToThankYou();
  });

  it('sends one request for a double click', async () => {
    const user = userEvent.setup();
    const gate = deferred();
    const client = recordingClient({ insertDelay: gate.promise });
    renderForm(client);
    fill();
    await user.dblClick(screen.getByRole('button', { name: 'Envoyer' }));
    await act(async () => gate.resolve());
    await sentToThankYou();
    expect(client.inserts).toHaveLength(1);
  });

  it('sends one request for two submits fired before React re-renders', async () => {
    const _user = userEvent.setup();
    const gate = deferred();
    const client = recordingClient({ insertDelay: gate.promise });
    const { container } = renderForm(client);
    fill();
    const form = container.querySelector('form')!;
    // Both in one act: the second handler still sees the 'idle' state; only the ref stops it.
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await act(async () => gate.resolve());
    await sentToThankYou();
    expect(client.inserts).toHaveLength(1);
  });

  // Issue 24, point 4: the island starts on a form the visitor may already have filled in (it is
  // plain HTML until then). Nothing hands the values over: the fields keep them through hydration,
  // and the form reads them when it is sent.
  it('checks and sends, once and as typed, what was typed and chosen before the island started', async () => {
    const client = recordingClient();
    const page = prerenderedForm(client);
    page.field<HTMLInputElement>('name').value = FILLED.name;
    page.field<HTMLInputElement>('email').value = 'camille.martin@example';
    page.field<HTMLTextAreaElement>('message').value = FILLED.message;
    page.field<HTMLSelectElement>('reason').value = 'Autre demande';

    const view = await page.start();
    expect(view.getByLabelText('Prénom et Nom')).toHaveValue(FILLED.name);
    expect(view.getByLabelText('E-mail')).toHaveValue('camille.martin@example');
    expect(view.getByLabelText('Message')).toHaveValue(FILLED.message);
    expect(view.getByLabelText('Objet de votre demande')).toHaveValue('Autre demande');

    // The form's own checks see the address as typed: no domain, no request.
    takeYourTime();
    fireEvent.click(view.getByRole('button', { name: 'Envoyer' }));
    expect(view.getByLabelText('E-mail')).toHaveFocus();
    expect(view.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(client.inserts).toEqual([]);

    fireEvent.change(view.getByLabelText('E-mail'), { target: { value: FILLED.email } });
    fireEvent.click(view.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/thank-you?objet=autre#autre'));
    expect(client.inserts).toHaveLength(1);
    expect(client.inserts[0]?.row).toMatchObject({ name: FILLED.name, email: FILLED.email, phone: null, message: FILLED.message, reason: 'Autre demande' });
    page.end();
  });

  it('puts a draft back into the fields left empty, never over what was typed or chosen before the island started', async () => {
    sessionStorage.setItem(
      draftKey('choix'),
      JSON.stringify({ values: { ...FILLED, name: 'Ancien Nom' }, reason: 'Formation IA', startedAt: Date.now(), savedAt: Date.now(), tab: tabId() }),
    );
    const page = prerenderedForm(recordingClient());
    page.field<HTMLInputElement>('name').value = 'Léa Dubois';
    page.field<HTMLSelectElement>('reason').value = 'Autre demande';

    const view = await page.start();
    await waitFor(() => expect(view.getByLabelText('Message')).toHaveValue(FILLED.message));
    expect(view.getByLabelText('E-mail')).toHaveValue(FILLED.email);
    expect(view.getByLabelText('Prénom et Nom')).toHaveValue('Léa Dubois');
    expect(view.getByLabelText('Objet de votre demande')).toHaveValue('Autre demande');
    page.end();
  });

  it('sends where the visit came from (noted by the first page of the tab) with the request', async () => {
    sessionStorage.setItem(
      'ecole:origine-visite',
      JSON.stringify({ landing_path: '/tpe', referrer_host: 'www.qwant.com', utm_source: 'salon-laval', utm_medium: 'print', utm_campaign: 'rentrée 2026' }),
    );
    const user = userEvent.setup();
    const client = recordingClient();
    renderForm(client);
    fill();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await sentToThankYou();
    expect(client.inserts[0]?.row).toMatchObject({
      landing_path: '/tpe',
      form_path: '/contact',
      referrer_host: 'www.qwant.com',
      utm_source: 'salon-laval',
      utm_medium: 'print',
      utm_campaign: 'rentrée 2026',
    });
    expect(client.inserts[0]?.row).not.toHaveProperty('utm_term');
    expect(client.invokes[0]?.body).not.toHaveProperty('landing_path');
    sessionStorage.clear();
  });

  it('is a real POST form to the backend’s form endpoint, its button enabled from the first render', () => {
    renderForm(recordingClient());
    const form = screen.getByRole('button', { name: 'Envoyer' }).closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toMatch(/\/functions\/v1\/submit-contact-form$/);
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
    expect(form.querySelector('input[type=hidden][name=form_path]')).toHaveValue('/contact');
    expect(form.querySelector('noscript')).toBeNull();
  });

  it('on /contact: stores the request, mails the school, and loads /thank-you with the success toast queued', async () => {
    const user = userEvent.setup();
    const client = recordingClient();
    // What the page's boot module does as soon as it is parsed (the test's document is at /contact).
    recordVisitOrigin();
    renderForm(client);
    fill();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    // Every page is its own document (issue 25): /thank-you is loaded, the toast waits for it.
    // No phone was given: the address takes the visitor to the panel that promises no call.
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/thank-you?objet=formation-ia#formation-ia'));
    expect(JSON.parse(sessionStorage.getItem(PENDING_TOASTS_KEY) ?? '[]')).toEqual([
      expect.objectContaining({ variant: 'success', title: expect.stringMatching(SUCCESS) }),
    ]);
    const sent = { name: 'Camille Martin', email: 'camille.martin@example.fr', reason: 'Formation IA', message: 'Je voudrais inscrire deux salariés.' };
    // Where it came from goes with the row, not with the mail call (the function mails the stored
    // row): this page, and the first page of the visit (the test's document is at /contact).
    expect(client.inserts).toEqual([{ table: 'contact_requests', row: { ...sent, phone: null, form_path: '/contact', landing_path: '/contact' } }]);
    expect(client.invokes).toEqual([{ name: 'send-contact-email', body: { ...sent, phone: 'Non renseigné' } }]);
  });

  it('on /formation-ia: empties the form and loads /thank-you, where the queued success toast shows', async () => {
    const user = userEvent.setup();
    const client = recordingClient();
    const { unmount } = renderForm(client, { app: 'formation-ia', path: '/formation-ia' });
    fill({ phone: '06 12 34 56 78' });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    // The thank-you page shows the next steps of the request's reason; a phone was given (a yes,
    // never the number, in the address).
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/thank-you?objet=formation-ia&rappel=1#formation-ia-rappel'));
    expect(client.inserts[0]?.row.phone).toBe('06 12 34 56 78');
    expect(client.invokes[0]?.body.phone).toBe('06 12 34 56 78');
    expect(screen.getByLabelText('Prénom et Nom')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();

    // The next document: the site app starts with its own toast provider and finds the toast.
    unmount();
    render(
      <AppProvider app="site">
        <ToastRegion>
          <h1>Demande bien reçue</h1>
        </ToastRegion>
      </AppProvider>,
    );
    expect(await findToast(SUCCESS)).toBeInTheDocument();
  });

  it('keeps everything typed and shows the error toast when the request is refused', async () => {
    const user = userEvent.setup();
    const client = recordingClient({ insert: 'error' });
    renderForm(client);
    fill({ phone: '06 12 34 56 78' });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    const toast = await findToast(FAILURE);
    // The way out does not depend on this form: the school's e-mail and phone.
    expect(toast.closest('li')).toHaveTextContent(/nous écrire à contact@.+ ou nous appeler au \d/);
    expect(screen.getByLabelText('Prénom et Nom')).toHaveValue('Camille Martin');
    expect(screen.getByLabelText('E-mail')).toHaveValue('camille.martin@example.fr');
    expect(screen.getByLabelText('Téléphone (optionnel)')).toHaveValue('06 12 34 56 78');
    expect(screen.getByLabelText('Message')).toHaveValue('Je voudrais inscrire deux salariés.');
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
    expect(client.invokes).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Demande bien reçue' })).not.toBeInTheDocument();

    // The visitor can simply try again.
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(client.inserts).toHaveLength(2));
  });

  it('says the request was refused for volume, keeps everything typed and offers the e-mail and phone', async () => {
    const user = userEvent.setup();
    const client = recordingClient({ insert: 'refused' });
    renderForm(client);
    fill();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    const toast = await findToast(REFUSED);
    expect(toast.closest('li')).toHaveTextContent(/nous écrire à contact@.+ ou nous appeler au \d/);
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Je voudrais inscrire deux salariés.');
    expect(client.invokes).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Demande bien reçue' })).not.toBeInTheDocument();
  });

  it('shows the error toast when the network is down', async () => {
    const user = userEvent.setup();
    renderForm(recordingClient({ insert: 'throw' }));
    fill();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await findToast(FAILURE)).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom et Nom')).toHaveValue('Camille Martin');
  });

  it('counts the request as sent when only the mail function fails', async () => {
    const user = userEvent.setup();
    renderForm(recordingClient({ invoke: 'error' }));
    fill();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await sentToThankYou();
    expect(successQueued()).toBe(true);
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
  });

  it('sends the reason the page gives', async () => {
    const user = userEvent.setup();
    const client = recordingClient();
    renderForm(client, { reason: 'Recrutement d’un alternant' });
    fill();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await sentToThankYou();
    expect(client.inserts[0]?.row.reason).toBe('Recrutement d’un alternant');
    expect(client.invokes[0]?.body.reason).toBe('Recrutement d’un alternant');
  });

  describe('what the request is about', () => {
    it('lets the visitor choose it on /contact, preset from the address, and sends the choice', async () => {
      const user = userEvent.setup();
      const client = recordingClient();
      renderForm(client, { reasonChoice: true, search: '?objet=recrutement' });
      const select = screen.getByLabelText('Objet de votre demande');
      await waitFor(() => expect(select).toHaveValue('Recrutement d’un alternant'));
      expect([...(select as HTMLSelectElement).options].map((option) => option.value)).toContain('Formation IA');
      await user.selectOptions(select, 'Formation en alternance');
      fill();
      await user.click(screen.getByRole('button', { name: 'Envoyer' }));
      await sentToThankYou();
      expect(client.inserts[0]?.row.reason).toBe('Formation en alternance');
    });

    it('ignores an unknown reason in the address: nothing is chosen for the visitor, never free text', async () => {
      renderForm(recordingClient(), { reasonChoice: true, search: '?objet=%3Cscript%3E' });
      expect(screen.getByLabelText('Objet de votre demande')).toHaveValue('');
    });

    it('keeps the reason the visitor chose across a reload, with the draft', async () => {
      const user = userEvent.setup();
      const { unmount } = renderForm(recordingClient(), { reasonChoice: true });
      await user.selectOptions(screen.getByLabelText('Objet de votre demande'), 'Autre demande');
      fireEvent.change(screen.getByLabelText('Prénom et Nom'), { target: { value: 'Léa Dubois' } });
      await waitFor(() => expect(JSON.parse(sessionStorage.getItem(draftKey('choix')) ?? '{}')).toMatchObject({ reason: 'Autre demande' }));
      unmount();
      renderForm(recordingClient(), { reasonChoice: true });
      expect(screen.getByLabelText('Objet de votre demande')).toHaveValue('Autre demande');
      expect(screen.getByLabelText('Prénom et Nom')).toHaveValue('Léa Dubois');
    });

    // Issue 23: a request from /contact is never filed silently under the default reason.
    it('without a reason in the address, the visitor must choose one: the form says so and sends nothing', async () => {
      const user = userEvent.setup();
      const client = recordingClient();
      renderForm(client, { reasonChoice: true });
      const select = screen.getByLabelText('Objet de votre demande');
      expect(select).toBeRequired();
      expect(select).toHaveValue('');
      expect((select as HTMLSelectElement).options[0]).toHaveTextContent('Choisissez l’objet de votre demande');
      fill();
      // The browser's own check stops a real click; a script's submit meets the form's.
      fireEvent.submit(select.closest('form')!);
      expect(await screen.findByText('Choisissez l’objet de votre demande.')).toBeInTheDocument();
      expect(select).toHaveFocus();
      expect(select).toHaveAttribute('aria-invalid', 'true');
      expect(client.inserts).toEqual([]);
      await user.selectOptions(select, 'Recrutement d’un alternant');
      await user.click(screen.getByRole('button', { name: 'Envoyer' }));
      await sentToThankYou();
      expect(client.inserts[0]?.row.reason).toBe('Recrutement d’un alternant');
    });
  });

  it('says what happens to the data and gives the school’s e-mail and phone as another way', () => {
    renderForm(recordingClient());
    expect(screen.getByRole('link', { name: 'Notre politique de confidentialité' })).toHaveAttribute('href', '/politique-confidentialite');
    expect(screen.getByRole('link', { name: /^contact@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(screen.getByRole('link', { name: /^0\d( \d\d){4}$/ })).toHaveAttribute('href', expect.stringMatching(/^tel:\+33/));
  });

  describe('draft', () => {
    it('keeps what the visitor typed across a reload, and only the visitor’s fields', async () => {
      const _user = userEvent.setup();
      const { unmount } = renderForm(recordingClient());
      fill({ phone: '06 12 34 56 78' });
      const stored = await savedDraft({ ...FILLED, phone: '06 12 34 56 78' });
      expect(stored.values).toEqual({
        name: 'Camille Martin',
        email: 'camille.martin@example.fr',
        phone: '06 12 34 56 78',
        message: 'Je voudrais inscrire deux salariés.',
      });

      // The next page load: the prerendered form is empty, the draft comes back after hydration.
      unmount();
      renderForm(recordingClient());
      await waitFor(() => expect(screen.getByLabelText('Prénom et Nom')).toHaveValue('Camille Martin'));
      expect(screen.getByLabelText('E-mail')).toHaveValue('camille.martin@example.fr');
      expect(screen.getByLabelText('Téléphone (optionnel)')).toHaveValue('06 12 34 56 78');
      expect(screen.getByLabelText('Message')).toHaveValue('Je voudrais inscrire deux salariés.');
    });

    it('saves the last keystrokes when the page goes away before the save delay', async () => {
      const user = userEvent.setup();
      renderForm(recordingClient());
      await user.type(screen.getByLabelText('Prénom et Nom'), 'Léa');
      window.dispatchEvent(new Event('pagehide'));
      expect(JSON.parse(sessionStorage.getItem(draftKey('Formation IA'))!).values.name).toBe('Léa');
    });

    it('is kept in this tab only, and a draft an earlier version left in localStorage is deleted, not restored', async () => {
      localStorage.setItem(draftKey('Formation IA'), JSON.stringify({ values: { ...FILLED, name: 'Ancien brouillon' }, startedAt: 0, savedAt: Date.now() }));
      renderForm(recordingClient());
      await waitFor(() => expect(localStorage.getItem(draftKey('Formation IA'))).toBeNull());
      expect(screen.getByLabelText('Prénom et Nom')).toHaveValue('');
      fill();
      await savedDraft(FILLED);
      expect(localStorage.length).toBe(0);
    });

    it('survives a failed attempt', async () => {
      const user = userEvent.setup();
      renderForm(recordingClient({ insert: 'error' }));
      fill();
      await savedDraft(FILLED);
      await user.click(screen.getByRole('button', { name: 'Envoyer' }));
      expect(await findToast(FAILURE)).toBeInTheDocument();
      expect(JSON.parse(sessionStorage.getItem(draftKey('Formation IA'))!).values).toEqual(FILLED);
    });

    it('is cleared once the request is sent, and does not come back', async () => {
      const user = userEvent.setup();
      const client = recordingClient();
      const { unmount } = renderForm(client);
      fill();
      await savedDraft(FILLED);
      await user.click(screen.getByRole('button', { name: 'Envoyer' }));
      await sentToThankYou();
      expect(sessionStorage.getItem(draftKey('Formation IA'))).toBeNull();

      // The next page load. `render` runs the effects, the draft restore included, before it
      // returns: what is not there now will not come later (nothing else reads the storage).
      unmount();
      vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
      renderForm(client);
      expect(screen.getByLabelText('Prénom et Nom')).toHaveValue('');
      // Nor does a save left waiting by the sent form write it back once its delay is over.
      act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 2));
      expect(sessionStorage.getItem(draftKey('Formation IA'))).toBeNull();
    });

    it('keeps one draft per reason', async () => {
      const _user = userEvent.setup();
      const { unmount } = renderForm(recordingClient(), { reason: 'Recrutement d’un alternant' });
      fireEvent.change(screen.getByLabelText('Prénom et Nom'), { target: { value: 'Léa Dubois' } });
      await savedDraft({ name: 'Léa Dubois' }, 'Recrutement d’un alternant');
      unmount();

      // `render` has run the draft restore by the time it returns.
      renderForm(recordingClient());
      expect(screen.getByLabelText('Prénom et Nom')).toHaveValue('');
    });
  });

  describe('spam traps', () => {
    it('hides a honeypot from people: off-screen, out of the tab order, from assistive technologies and autofill', async () => {
      const user = userEvent.setup();
      const { container } = renderForm(recordingClient());
      const honeypot = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!;
      expect(honeypot).toHaveAttribute('tabindex', '-1');
      expect(honeypot).toHaveAttribute('autocomplete', 'off');
      expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(getComputedStyle(honeypot.parentElement!).position).toBe('absolute');
      expect(screen.queryByRole('textbox', { name: /site web/i })).not.toBeInTheDocument();

      // Tabbing through the form goes from the message to the button, never into the trap.
      await user.click(screen.getByLabelText('Message'));
      await user.tab();
      expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveFocus();
    });

    it('answers a filled honeypot with the usual success, and stores and mails nothing', async () => {
      const user = userEvent.setup();
      const client = recordingClient();
      const { container } = renderForm(client);
      fill();
      fireEvent.change(container.querySelector(`input[name="${HONEYPOT_FIELD}"]`)!, { target: { value: 'https://spam.example' } });
      await user.click(screen.getByRole('button', { name: 'Envoyer' }));

      await sentToThankYou();
      expect(successQueued()).toBe(true);
      expect(client.inserts).toEqual([]);
      expect(client.invokes).toEqual([]);
    });

    it('asks to check a form sent faster than a person can type, stores nothing, then sends it on the second click', async () => {
      const user = userEvent.setup();
      const client = recordingClient();
      renderForm(client, { app: 'formation-ia', path: '/formation-ia' });
      // Autofill and a paste: everything in place in under 3 seconds.
      fireEvent.change(screen.getByLabelText('Prénom et Nom'), { target: { value: 'Camille Martin' } });
      fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'camille.martin@example.fr' } });
      fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Bonjour' } });
      vi.setSystemTime(Date.now() + MIN_FILL_TIME_MS - 1);
      await user.click(screen.getByRole('button', { name: 'Envoyer' }));

      expect(screen.getByRole('alert')).toHaveTextContent(/rempli très vite.*cliquez de nouveau sur «\s?Envoyer\s?»/);
      expect(client.inserts).toEqual([]);
      expect(loadPage).not.toHaveBeenCalled();
      // Nothing the visitor typed is lost; the second click sends it, however soon it comes.
      expect(screen.getByLabelText('Prénom et Nom')).toHaveValue('Camille Martin');
      await user.click(screen.getByRole('button', { name: 'Envoyer' }));
      await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/thank-you?objet=formation-ia#formation-ia'));
      expect(client.inserts).toHaveLength(1);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('sends at once a form typed before the island started, whose send waited for it (issue 34)', async () => {
      const user = userEvent.setup();
      const client = recordingClient();
      renderForm(client);
      fireEvent.change(screen.getByLabelText('Prénom et Nom'), { target: { value: 'Camille Martin' } });
      fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'camille.martin@example.fr' } });
      fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Bonjour' } });
      // The boot module noted the first keystroke, twenty seconds before the island ran.
      screen
        .getByRole('button', { name: 'Envoyer' })
        .closest('form')!
        .setAttribute(FILLING_SINCE_ATTRIBUTE, String(Date.now() - 20_000));
      await user.click(screen.getByRole('button', { name: 'Envoyer' }));
      await sentToThankYou();
      expect(client.inserts).toHaveLength(1);
    });

    it('sends at once a draft the visitor started typing on an earlier visit', async () => {
      const user = userEvent.setup();
      const client = recordingClient();
      const startedAt = Date.now() - 60_000;
      sessionStorage.setItem(
        draftKey('Formation IA'),
        JSON.stringify({
          values: { name: 'Camille Martin', email: 'camille.martin@example.fr', phone: '', message: 'Bonjour' },
          startedAt,
          savedAt: startedAt + 30_000,
          tab: tabId(),
        }),
      );
      renderForm(client);
      await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue('Bonjour'));
      // No time passes on this page: the visitor reloaded after a failure and sends again.
      await user.click(screen.getByRole('button', { name: 'Envoyer' }));
      await sentToThankYou();
      expect(client.inserts).toHaveLength(1);
    });
  });
});
