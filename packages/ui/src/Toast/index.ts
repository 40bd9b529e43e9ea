export { preloadToasts, ToastRegion, useToast, type ToastApi, type ToastRegionProps } from './Toast.tsx';
export { PENDING_TOASTS_KEY, queueToastForNextPage } from './pendingToasts.ts';
export { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_VARIANTS, type ToastOptions, type ToastVariant } from './constants.ts';
