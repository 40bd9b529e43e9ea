// Where a staff mail's « Je m’en occupe » and « Répondu » links lead, and for how long they work
// (issue 21; the tokens themselves: followUpToken.ts). Kept apart from the signing code so the
// site's pages (@ecole/supabase/follow-up-links) can read these facts without Deno's `jose`.

import { FOLLOW_UP_PAGE } from "./contactContract/constants.ts";

/** How long after the request its links work: two weeks covers every promise and its reminders. */
export const FOLLOW_UP_LINK_LIFETIME_DAYS = 14;

export { FOLLOW_UP_PAGE };
/** The token rides in the fragment: never sent to a server, never in an access log or a Referer. */
export const FOLLOW_UP_FRAGMENT = "jeton";

export function followUpLink(siteOrigin: string, token: string): string {
  return `${siteOrigin}${FOLLOW_UP_PAGE}#${FOLLOW_UP_FRAGMENT}=${token}`;
}
