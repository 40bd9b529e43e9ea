import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { TOAST_DURATION_MS, TOAST_LIMIT, type ToastOptions } from './constants.ts';
import { PENDING_TOASTS_KEY, queueToastForNextPage } from './pendingToasts.ts';
import { preloadToasts, ToastRegion, useToast } from './Toast.tsx';

/** Lets pending promises (a toast code import) and the renders they cause run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => vi.useRealTimers());

const SUCCESS: ToastOptions = { variant: 'success', title: 'Votre message a été envoyé avec succès !' };
const FAILURE: ToastOptions = { variant: 'error', title: 'Une erreur est survenue. Veuillez réessayer plus tard.' };

/** Buttons that call `show`, as the contact form does. */
function Trigger({ toasts }: { toasts: ToastOptions[] }) {
  const { show } = useToast();
  return (
    <>
      {toasts.map((toast, index) => (
        <button key={index} type="button" onClick={() => show(toast)}>
          {`Afficher ${index}`}
        </button>
      ))}
    </>
  );
}

const REGION = { name: /Notifications/ } as const;
const region = () => screen.getByRole('region', REGION);
const shownToasts = () => within(region()).queryAllByRole('listitem');
/**
 * The toast code arrives by `import()` on the first toast: wait for its region. The first import
 * compiles Radix Toast, which takes seconds on a loaded machine (the shared set-up gives every
 * `findBy…` a limit sized for that).
 */
const findRegion = () => screen.findByRole('region', REGION);
const toastsOnceLoaded = async () => within(await findRegion()).findAllByRole('listitem');

describe('ToastRegion', () => {
  it('renders no toast code or region on a page that shows no toast', async () => {
    render(
      <ToastRegion>
        <p>Une page sans notification</p>
      </ToastRegion>,
    );
    await settle();
    expect(screen.getByText('Une page sans notification')).toBeInTheDocument();
    expect(screen.queryByRole('region', REGION)).toBeNull();
  });

  it('shows a success toast in the notifications region', async () => {
    const { container } = render(
      <ToastRegion>
        <Trigger toasts={[{ ...SUCCESS, description: 'Nous vous répondons sous 24 h.' }]} />
      </ToastRegion>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Afficher 0' }));
    const [toast] = await toastsOnceLoaded();
    expect(toast).toHaveTextContent('Succès : Votre message a été envoyé avec succès !');
    expect(toast).toHaveTextContent('Nous vous répondons sous 24 h.');
    expect(toast).toHaveAttribute('data-variant', 'success');
    expect(within(toast!).getByRole('button', { name: 'Fermer la notification' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('marks errors distinctly, not by colour alone, and announces them assertively', async () => {
    render(
      <ToastRegion>
        <Trigger toasts={[SUCCESS, FAILURE]} />
      </ToastRegion>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Afficher 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Afficher 1' }));
    const [success, error] = await toastsOnceLoaded();
    expect(error).toHaveTextContent(/^Erreur : Une erreur est survenue/);
    expect(error).toHaveAttribute('data-variant', 'error');
    expect(error!.className).not.toBe(success!.className);
    // Radix announces foreground toasts in an assertive live region.
    await vi.waitFor(() => {
      const live = document.querySelector('[aria-live="assertive"]');
      expect(live).toHaveTextContent('Une erreur est survenue');
    });
  });

  it('keeps at most three toasts, the newest ones', async () => {
    const toasts = Array.from(
      { length: TOAST_LIMIT + 2 },
      (_, index): ToastOptions => ({
        variant: 'success',
        title: `Message ${index + 1}`,
      }),
    );
    render(
      <ToastRegion>
        <Trigger toasts={toasts} />
      </ToastRegion>,
    );
    for (let index = 0; index < toasts.length; index += 1) {
      await userEvent.click(screen.getByRole('button', { name: `Afficher ${index}` }));
    }
    expect(TOAST_LIMIT).toBe(3);
    expect((await toastsOnceLoaded()).map((toast) => toast.textContent)).toEqual([
      expect.stringContaining('Message 3'),
      expect.stringContaining('Message 4'),
      expect.stringContaining('Message 5'),
    ]);
  });

  it('never stacks the same message twice: a repeat replaces it', async () => {
    render(
      <ToastRegion>
        <Trigger toasts={[FAILURE, SUCCESS]} />
      </ToastRegion>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Afficher 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Afficher 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Afficher 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Afficher 0' }));
    const shown = await toastsOnceLoaded();
    expect(shown.map((toast) => toast.getAttribute('data-variant'))).toEqual(['success', 'error']);
  });

  it('closes a toast with its close button', async () => {
    render(
      <ToastRegion>
        <Trigger toasts={[SUCCESS]} />
      </ToastRegion>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Afficher 0' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Fermer la notification' }));
    expect(shownToasts()).toHaveLength(0);
  });

  it('dismisses a toast by itself after 4000 ms', async () => {
    await preloadToasts();
    vi.useFakeTimers();
    render(
      <ToastRegion>
        <Trigger toasts={[SUCCESS]} />
      </ToastRegion>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Afficher 0' }));
    // The code is already loaded: its promise settles on the next microtask, with no timer.
    await act(async () => {});
    expect(TOAST_DURATION_MS).toBe(4000);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(shownToasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(shownToasts()).toHaveLength(0);
  });

  it('shows after a full page load the toast queued by the previous page, once', async () => {
    const firstPage = render(<ToastRegion />);
    queueToastForNextPage(SUCCESS);
    expect(JSON.parse(sessionStorage.getItem(PENDING_TOASTS_KEY)!)).toEqual([SUCCESS]);
    firstPage.unmount();

    // The next page, possibly another app: a fresh region mounts.
    const nextPage = render(<ToastRegion />);
    expect(await within(await findRegion()).findByText('Votre message a été envoyé avec succès !')).toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_TOASTS_KEY)).toBeNull();
    nextPage.unmount();

    render(<ToastRegion />);
    await settle();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('ignores a corrupted queue instead of breaking the page', async () => {
    sessionStorage.setItem(PENDING_TOASTS_KEY, '{pas du json');
    render(<ToastRegion />);
    await settle();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    sessionStorage.setItem(PENDING_TOASTS_KEY, JSON.stringify([{ variant: 'info', title: 1 }, FAILURE]));
    render(<ToastRegion />);
    expect(await toastsOnceLoaded()).toHaveLength(1);
  });

  it('refuses to show toasts outside a region, with a message saying why', () => {
    const consoleError = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Trigger toasts={[SUCCESS]} />)).toThrow(/ToastRegion/);
    } finally {
      console.error = consoleError;
    }
  });
});
