/** Spec §9: default lifetime 4000 ms, at most 3 visible, bottom-right. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_LIMIT = 3;

export const TOAST_VARIANTS = ['success', 'error'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

export interface ToastOptions {
  variant: ToastVariant;
  title: string;
  description?: string;
}
