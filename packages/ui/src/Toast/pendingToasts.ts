import { PENDING_TOASTS_KEY } from '@ecole/browser/PendingToasts';
import { TOAST_LIMIT, TOAST_VARIANTS, type ToastOptions } from './constants.ts';

/**
 * Toasts waiting for the next page. A form in one app may send the visitor to a page of another
 * app (a full page load, DESIGN.md §2.3): the toast travels in sessionStorage, which every app
 * on the same origin shares, and the next page's `<ToastRegion>` shows it (its boot entry loads the
 * region's code only when this key holds some: @ecole/browser/PendingToasts).
 */
export { PENDING_TOASTS_KEY };

export function queueToastForNextPage(toast: ToastOptions): void {
  try {
    const pending = [...readPending(), toast].slice(-TOAST_LIMIT);
    sessionStorage.setItem(PENDING_TOASTS_KEY, JSON.stringify(pending));
  } catch {
    // Storage disabled or full: losing a notification must not break the navigation that follows.
  }
}

/** Reads and clears the queue, so a toast shows on one page only. */
export function takePendingToasts(): ToastOptions[] {
  try {
    const pending = readPending();
    sessionStorage.removeItem(PENDING_TOASTS_KEY);
    return pending;
  } catch {
    return [];
  }
}

function readPending(): ToastOptions[] {
  const raw = sessionStorage.getItem(PENDING_TOASTS_KEY);
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.filter(isToastOptions) : [];
}

function isToastOptions(value: unknown): value is ToastOptions {
  if (typeof value !== 'object' || value === null) return false;
  const { variant, title, description } = value as Record<string, unknown>;
  return (
    TOAST_VARIANTS.includes(variant as ToastOptions['variant']) && typeof title === 'string' && (description === undefined || typeof description === 'string')
  );
}
