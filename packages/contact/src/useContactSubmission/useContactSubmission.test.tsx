// The contact form's flow (useContactSubmission): idle → submitting → /thank-you with the success
// toast, or back to idle with everything typed and an error toast; one request however fast the
// clicks; what was typed before the island started; where the visit came from; the draft kept in
// the tab; the spam traps. Rendered through ContactForm, as a visitor meets it.
import { FILLING_SINCE_ATTRIBUTE } from '@ecole/browser/FormBoot';
import { recordVisitOrigin } from '@ecole/browser/VisitOrigin';
import { AppProvider } from '@ecole/ui/AppContext';
import { PENDING_TOASTS_KEY, ToastRegion } from '@ecole/ui/Toast';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { draftKey, tabId } from '../ContactForm/contactDraft.ts';
import { loadPage } from '../ContactForm/loadPage.ts';
import { HONEYPOT_FIELD, MIN_FILL_TIME_MS } from '../ContactForm/spamGuard.ts';
import { DRAFT_SAVE_DELAY_MS } from '../ContactForm/useContactDraft.ts';
import {
  deferred,
  FAILURE,
  FILLED,
  fakeTheDate,
  fill,
  findToast,
  prerenderedForm,
  REFUSED,
  renderForm,
  SUCCESS,
  savedDraft,
  sentToThankYou,
  successQueued,
  takeYourTime,
} from '../test/contactFormHarness.tsx';
import { recordingClient } from '../test/recordingClient.ts';

// jsdom cannot load another document: the full page load to another app is observed here instead.
vi.mock('../ContactForm/loadPage.ts', () => ({ loadPage: vi.fn() }));

fakeTheDate();

describe('useContactSubmission, through the form', () => {
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
