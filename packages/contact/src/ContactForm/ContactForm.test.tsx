import type { AppName } from '@ecole/routes';
import { AppProvider } from '@ecole/ui/AppContext';
import { ToastRegion } from '@ecole/ui/Toast';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { recordingClient, type RecordingClient } from '../test/recordingClient.ts';
import { ContactForm } from './ContactForm.tsx';
import { loadPage } from './loadPage.ts';

// jsdom cannot load another document: the full page load to another app is observed here instead.
vi.mock('./loadPage.ts', () => ({ loadPage: vi.fn() }));

afterEach(() => {
  vi.mocked(loadPage).mockClear();
});

const SUCCESS = /Votre message a été envoyé avec succès\s!/;
// The toasts as shown (Radix also copies a toast's text into a live region for screen readers,
// at a moment of its own: looking in the whole page would find it once or twice).
const toasts = () => within(screen.getByRole('region', { name: /Notifications/ }));
const FAILURE = 'Une erreur est survenue. Veuillez réessayer plus tard.';

/** The form as a page of `app` serves it, with the app's toasts and its /thank-you route if it has one. */
function renderForm(client: RecordingClient, { app = 'site', path = '/contact', reason }: { app?: AppName; path?: string; reason?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProvider app={app}>
        <ToastRegion>
          <Routes>
            <Route path={path} element={<ContactForm client={client} reason={reason} />} />
            {app === 'site' ? <Route path="/thank-you" element={<h1>Demande bien reçue</h1>} /> : null}
          </Routes>
        </ToastRegion>
      </AppProvider>
    </MemoryRouter>,
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string; phone?: string; message?: string } = {}) {
  const { name = 'Camille Martin', email = 'camille.martin@example.fr', phone = '', message = 'Je voudrais inscrire deux salariés.' } = values;
  await user.type(screen.getByLabelText('Prénom et Nom'), name);
  await user.type(screen.getByLabelText('E-mail'), email);
  if (phone) await user.type(screen.getByLabelText(/Téléphone/), phone);
  await user.type(screen.getByLabelText('Message'), message);
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
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

  it('refuses a name or a message made only of spaces, which the database would reject', async () => {
    const user = userEvent.setup();
    const client = recordingClient();
    renderForm(client);
    await fill(user, { name: '   ', message: '  ' });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(client.inserts).toEqual([]);
    expect(screen.getByLabelText('Prénom et Nom')).toBeInvalid();
    expect(screen.getByLabelText('Message')).toBeInvalid();
  });

  it('refuses an e-mail address without a domain and a phone number with letters', async () => {
    const user = userEvent.setup();
    const client = recordingClient();
    renderForm(client);
    await fill(user, { email: 'camille@localhost', phone: 'appelez-moi' });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(client.inserts).toEqual([]);
    expect(screen.getByLabelText('E-mail')).toBeInvalid();
    expect(screen.getByLabelText('Téléphone (optionnel)')).toBeInvalid();
  });

  it('shows “Envoi en cours...” on a disabled button while the request travels', async () => {
    const user = userEvent.setup();
    const gate = deferred();
    renderForm(recordingClient({ insertDelay: gate.promise }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    const button = screen.getByRole('button', { name: 'Envoi en cours...' });
    expect(button).toBeDisabled();
    await act(async () => gate.resolve());
    await screen.findByRole('heading', { name: 'Demande bien reçue' });
  });

  it('sends one request for a double click', async () => {
    const user = userEvent.setup();
    const gate = deferred();
    const client = recordingClient({ insertDelay: gate.promise });
    renderForm(client);
    await fill(user);
    await user.dblClick(screen.getByRole('button', { name: 'Envoyer' }));
    await act(async () => gate.resolve());
    await screen.findByRole('heading', { name: 'Demande bien reçue' });
    expect(client.inserts).toHaveLength(1);
  });

  it('sends one request for two submits fired before React re-renders', async () => {
    const user = userEvent.setup();
    const gate = deferred();
    const client = recordingClient({ insertDelay: gate.promise });
    const { container } = renderForm(client);
    await fill(user);
    const form = container.querySelector('form')!;
    // Both in one act: the second handler still sees the 'idle' state; only the ref stops it.
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await act(async () => gate.resolve());
    await screen.findByRole('heading', { name: 'Demande bien reçue' });
    expect(client.inserts).toHaveLength(1);
  });

  it('on /contact: stores the request, mails the school, and shows /thank-you with the success toast', async () => {
    const user = userEvent.setup();
    const client = recordingClient();
    renderForm(client);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    await screen.findByRole('heading', { name: 'Demande bien reçue' });
    expect(toasts().getByText(SUCCESS)).toBeInTheDocument();
    const sent = { name: 'Camille Martin', email: 'camille.martin@example.fr', reason: 'Formation IA', message: 'Je voudrais inscrire deux salariés.' };
    expect(client.inserts).toEqual([{ table: 'contact_requests', row: { ...sent, phone: null } }]);
    expect(client.invokes).toEqual([{ name: 'send-contact-email', body: { ...sent, phone: 'Non renseigné' } }]);
    // /thank-you belongs to this app: the router took the visitor there, no page load.
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('on /formation-ia: empties the form and loads /thank-you, where the queued success toast shows', async () => {
    const user = userEvent.setup();
    const client = recordingClient();
    const { unmount } = renderForm(client, { app: 'formation-ia', path: '/formation-ia' });
    await fill(user, { phone: '06 12 34 56 78' });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/thank-you'));
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
    expect(await toasts().findByText(SUCCESS)).toBeInTheDocument();
  });

  it('keeps everything typed and shows the error toast when the request is refused', async () => {
    const user = userEvent.setup();
    const client = recordingClient({ insert: 'error' });
    renderForm(client);
    await fill(user, { phone: '06 12 34 56 78' });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(await toasts().findByText(FAILURE)).toBeInTheDocument();
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

  it('shows the error toast when the network is down', async () => {
    const user = userEvent.setup();
    renderForm(recordingClient({ insert: 'throw' }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await toasts().findByText(FAILURE)).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom et Nom')).toHaveValue('Camille Martin');
  });

  it('counts the request as sent when only the mail function fails', async () => {
    const user = userEvent.setup();
    renderForm(recordingClient({ invoke: 'error' }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await screen.findByRole('heading', { name: 'Demande bien reçue' });
    expect(toasts().getByText(SUCCESS)).toBeInTheDocument();
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
  });

  it('sends the reason the page gives', async () => {
    const user = userEvent.setup();
    const client = recordingClient();
    renderForm(client, { reason: 'Bachelor Marketing Digital' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await screen.findByRole('heading', { name: 'Demande bien reçue' });
    expect(client.inserts[0]?.row.reason).toBe('Bachelor Marketing Digital');
    expect(client.invokes[0]?.body.reason).toBe('Bachelor Marketing Digital');
  });
});
