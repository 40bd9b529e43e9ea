/**
 * Set on a piece of markup once its script has taken it over (the header's menus, a contact form,
 * the course tabs): its CSS-only behaviour (`:not([data-enhanced])`) then hands over to the
 * script's state. Tests and the benchmark wait for it.
 */
export const ENHANCED_ATTRIBUTE = 'data-enhanced';
