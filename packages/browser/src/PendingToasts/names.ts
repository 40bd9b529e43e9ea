/**
 * The toasts waiting for the next page (@ecole/ui, `queueToastForNextPage`): a form in one app may
 * send the visitor to a page of another (a full page load), so the toast travels in the tab's
 * sessionStorage, which the three apps share on one origin.
 */
export const PENDING_TOASTS_KEY = 'ec-pending-toasts';
