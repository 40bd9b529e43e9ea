import * as RadixToast from '@radix-ui/react-toast';
import { visuallyHidden } from '../tokens/utilities.css.ts';
import type { ToastOptions } from './constants.ts';
import * as styles from './Toast.css.ts';

export interface ToastEntry extends ToastOptions {
  id: number;
}

export interface ToasterProps {
  toasts: readonly ToastEntry[];
  duration: number;
  onRemove: (id: number) => void;
}

/**
 * The Radix part of the toasts: the toasts and their bottom-right viewport. `ToastRegion` loads
 * this module with `import()` the first time a toast is asked for, so pages that never show one
 * do not download Radix Toast (spec §9 toasts; issue "import cost").
 */
export default function Toaster({ toasts, duration, onRemove }: ToasterProps) {
  return (
    <RadixToast.Provider duration={duration} label="Notification" swipeDirection="right">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={() => onRemove(toast.id)} />
      ))}
      <RadixToast.Viewport className={styles.viewport} label="Notifications ({hotkey})" />
    </RadixToast.Provider>
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
