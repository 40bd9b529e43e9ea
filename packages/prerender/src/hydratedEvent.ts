/**
 * Dispatched on `window` once React has hydrated the page (the effect of the `Document`, which
 * runs after every other effect of the first commit). The boot module (bootScripts.ts) listens
 * for it to hand React what the visitor typed before hydration.
 */
export const HYDRATED_EVENT = 'ec:hydrated';
