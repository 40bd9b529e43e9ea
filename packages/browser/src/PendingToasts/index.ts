export { PENDING_TOASTS_KEY } from './names.ts';
export { type PendingToastsOptions, showPendingToasts, type ToastsEntryModule } from './pendingToasts.ts';
