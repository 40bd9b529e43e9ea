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
/**
 * On the slot of an island whose fields are React state (the simulators): what the visitor changed
 * in them before it went live is handed to it then (the loader replays it), and a send (Enter in a
 * field) waits for it. Its prerendered copy is hidden where no script runs (@ecole/sections).
 */
export const ISLAND_REPLAY_ATTRIBUTE = 'data-island-replay';

/** The entry of the toasts another page queued, in the app's island map beside its islands'. */
export const TOASTS_ENTRY = 'toasts';
