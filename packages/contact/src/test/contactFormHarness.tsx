// What the contact form's tests share (ContactForm.test.tsx, useContactSubmission.test.tsx,
// OfferFormFields.test.tsx): the form as a page serves it, filled as a visitor would, and what a
// visitor sees afterwards. A test file that sends a form mocks `ContactForm/loadPage.ts` itself
// (jsdom cannot load another document) and fakes the date (`vi.useFakeTimers({ toFake: ['Date'] })`).
import type { ContactReason } from '@ecole/content';
import type { AppName } from '@ecole/routes';
import { AppProvider } from '@ecole/ui/AppContext';
import { PENDING_TOASTS_KEY, ToastRegion } from '@ecole/ui/Toast';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { ContactForm } from '../ContactForm/ContactForm.tsx';
import { draftKey } from '../ContactForm/contactDraft.ts';
import { loadPage } from '../ContactForm/loadPage.ts';
import { MIN_FILL_TIME_MS } from '../ContactForm/spamGuard.ts';
import type { RecordingClient } from './recordingClient.ts';

/**
 * Only the date is faked: the minimum fill time is measured with it, and a test moves it on as a
 * visitor's typing would (timers stay real, so Testing Library and the toasts run as usual). Call
 * it at the top of a suite; the suite mocks `ContactForm/loadPage.ts` itself (vi.mock is per file).
 */
export function fakeTheDate(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(loadPage).mockClear();
  });
}

/** The time a person takes to fill the form in. */
export const takeYourTime = () => vi.setSystemTime(Date.now() + MIN_FILL_TIME_MS);

export const SUCCESS = /Votre message a été envoyé avec succès\s!/;
/**
 * A toast as shown, in the toasts' region (Radix also copies a toast's text into a live region
 * for screen readers, at a moment of its own: looking in the whole page would find it once or
 * twice). The region may appear only once the toast code has loaded: wait for it.
 */
export async function findToast(text: string | RegExp) {
  const region = await screen.findByRole('region', { name: /Notifications/ });
  return within(region).findByText(text);
}
export const FAILURE = 'Une erreur est survenue. Veuillez réessayer plus tard.';
export const REFUSED = /^Trop de demandes ont été envoyées en peu de temps\s: votre message n’a pas été enregistré\.$/;

/** The form sent the visitor to /thank-you (a page load: no router runs in the browser, issue 25). */
export async function sentToThankYou() {
  await waitFor(() => expect(loadPage).toHaveBeenCalledWith(expect.stringMatching(/^\/thank-you\?objet=/)));
}

/** The success toast waits in sessionStorage for /thank-you (@ecole/ui, pendingToasts.ts). */
export function successQueued(): boolean {
  const queued = JSON.parse(sessionStorage.getItem(PENDING_TOASTS_KEY) ?? '[]') as Array<{ title: string }>;
  return queued.some((toast) => SUCCESS.test(toast.title));
}

/** The form as a page of `app` serves it, with the app's toasts and its /thank-you route if it has one. */
export function renderForm(
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

export type FormValues = { name?: string; email?: string; phone?: string; message?: string };
export const FILLED = { name: 'Camille Martin', email: 'camille.martin@example.fr', phone: '', message: 'Je voudrais inscrire deux salariés.' };

/**
 * Fills the form as autofill or a paste would, one step per field, then lets the time a person
 * takes pass. Typing character by character proves nothing here and takes seconds in jsdom on a
 * loaded machine; the tests that are about typing type.
 */
export function fill(values: FormValues = {}) {
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
export async function savedDraft(expected: Record<string, string>, reason = 'Formation IA') {
  let stored: { values: Record<string, string> } | undefined;
  await waitFor(() => {
    const raw = sessionStorage.getItem(draftKey(reason));
    expect(raw).not.toBeNull();
    stored = JSON.parse(raw!) as { values: Record<string, string> };
    expect(stored.values).toMatchObject(expected);
  });
  return stored!;
}

export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * The /contact form as the page serves it before its island starts: prerendered HTML the visitor
 * can already fill in (`field`); `start` hydrates it as the island does and resolves once the
 * script's flow is in place, having checked that React found nothing to complain about.
 */
export function prerenderedForm(client: RecordingClient) {
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
