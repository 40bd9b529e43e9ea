/**
 * The markup of an island (@ecole/sections, `<Island>`): `<div data-island-slot="contact-form"
 * data-island-props="{…}">` holds its prerendered markup and the props it hydrates with; the
 * loader marks it started when it asks for its code, and live once it has committed (tests, the
 * benchmark and a send made before it ran wait for that).
 */
export const ISLAND_SLOT_ATTRIBUTE = 'data-island-slot';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
export const ISLAND_STARTED_ATTRIBUTE = 'data-island-started';
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live';

/** The entry of the toasts another page queued, in the app's island map beside its islands'. */
export const TOASTS_ENTRY = 'toasts';
