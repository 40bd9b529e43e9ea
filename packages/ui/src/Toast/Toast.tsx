import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../tokens/utilities.css.ts';
import { TOAST_DURATION_MS, TOAST_LIMIT, type ToastOptions } from './constants.ts';
import { takePendingToasts } from './pendingToasts.ts';
import * as styles from './Toast.css.ts';

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

interface ToastEntry extends ToastOptions {
  id: number;
}

export interface ToastRegionProps {
  children?: ReactNode;
  /** Lifetime of each toast in ms. */
  duration?: number;
}

/**
 * The toast provider and its bottom-right viewport. It also shows, once, the toasts another
 * page queued with `queueToastForNextPage` before a full page load.
 */
export function ToastRegion({ children, duration = TOAST_DURATION_MS }: ToastRegionProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const show = useCallback((toast: ToastOptions) => {
    nextId.current += 1;
    const entry = { ...toast, id: nextId.current };
    // At most TOAST_LIMIT on screen: the oldest make room for the newest.
    setToasts((current) => [...current, entry].slice(-TOAST_LIMIT));
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
      <RadixToast.Provider duration={duration} label="Notification" swipeDirection="right">
        {children}
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={() => remove(toast.id)} />
        ))}
        <RadixToast.Viewport className={styles.viewport} label="Notifications ({hotkey})" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

const VARIANT_PREFIX = {
  success: 'Succès\u00a0: ',
  error: 'Erreur\u00a0: ',
} as const;

function ToastItem({ toast, onClose }: { toast: ToastEntry; onClose: () => void }) {
  const { variant, title, description } = toast;
  return (
    <RadixToast.Root
      // Errors interrupt (assertive announcement); successes wait their turn (polite).
      type={variant === 'error' ? 'foreground' : 'background'}
      className={styles.root({ variant })}
      data-variant={variant}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <ToastIcon variant={variant} />
      <div>
        <RadixToast.Title className={styles.title}>
          {/* Not by colour alone: the icon shows the kind, this prefix says it. */}
          <span className={visuallyHidden}>{VARIANT_PREFIX[variant]}</span>
          {title}
        </RadixToast.Title>
        {description ? <RadixToast.Description className={styles.description}>{description}</RadixToast.Description> : null}
      </div>
      <RadixToast.Close className={styles.close} aria-label="Fermer la notification">
        <span aria-hidden="true">×</span>
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

function ToastIcon({ variant }: { variant: ToastOptions['variant'] }) {
  return (
    <svg className={styles.icon({ variant })} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      {variant === 'success' ? (
        <path d="M7 12.5l3.5 3.5L17 9" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M12 6.5v7M12 17.5v.01" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      )}
    </svg>
  );
}
