import { type ComponentType, createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT, type ToastOptions } from './constants.ts';
import { takePendingToasts } from './pendingToasts.ts';
import type { ToastEntry, ToasterProps } from './Toaster.tsx';

export interface ToastApi {
  show(toast: ToastOptions): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts from inside a `<ToastRegion>` (which `SiteChrome` and `BareChrome` render). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastRegion> above it (SiteChrome and BareChrome render one).');
  return api;
}

let toasterModule: Promise<ComponentType<ToasterProps>> | undefined;

/**
 * Starts downloading the toast code (Radix Toast) without showing anything. A form may call it
 * when the visitor starts submitting, so the answer's toast shows without waiting for the code.
 */
export function preloadToasts(): Promise<ComponentType<ToasterProps>> {
  toasterModule ??= import('./Toaster.tsx').then((module) => module.default);
  return toasterModule;
}

export interface ToastRegionProps {
  children?: ReactNode;
  /** Lifetime of each toast in ms. */
  duration?: number;
}

/**
 * Gives its children `useToast()` and shows the toasts bottom-right. It also shows, once, the
 * toasts another page queued with `queueToastForNextPage` before a full page load.
 *
 * The toast code itself (Radix Toast, `Toaster.tsx`) is loaded the first time a toast is asked
 * for: most pages never show one and should not download it. Toasts asked for meanwhile wait
 * in state and show as soon as it arrives.
 */
export function ToastRegion({ children, duration = TOAST_DURATION_MS }: ToastRegionProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  const nextId = useRef(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const show = useCallback((toast: ToastOptions) => {
    nextId.current += 1;
    const entry = { ...toast, id: nextId.current };
    // The same message is never stacked twice: a repeat replaces it (and starts its time again).
    // At most TOAST_LIMIT on screen: the oldest make room for the newest.
    setToasts((current) => [...current.filter((shown) => !sameMessage(shown, entry)), entry].slice(-TOAST_LIMIT));
    preloadToasts().then(
      (component) => {
        // A component in state must be wrapped: setState would call a bare function as an updater.
        if (mounted.current) setToaster(() => component);
      },
      () => {
        // The chunk failed to load (offline, new deployment): a notification is not worth an error page.
      },
    );
  }, []);

  const remove = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  // sessionStorage exists only in the browser: read it after hydration, never during render.
  useEffect(() => {
    for (const toast of takePendingToasts()) show(toast);
  }, [show]);

  const api = useMemo<ToastApi>(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {Toaster ? <Toaster toasts={toasts} duration={duration} onRemove={remove} /> : null}
    </ToastContext.Provider>
  );
}

function sameMessage(a: ToastOptions, b: ToastOptions): boolean {
  return a.variant === b.variant && a.title === b.title && a.description === b.description;
}
