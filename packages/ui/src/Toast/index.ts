export { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_VARIANTS, type ToastOptions, type ToastVariant } from './constants.ts';
export { PENDING_TOASTS_KEY, queueToastForNextPage } from './pendingToasts.ts';
export { preloadToasts, type ToastApi, ToastRegion, type ToastRegionProps, useToast } from './Toast.tsx';
