// What the mails take from the functions' settings besides the mail's own (mailConfig.ts): the
// site's origin and the key of the follow-up links, and the manager's addresses. Read on every
// call, so a `supabase secrets set` applies; a missing or unusable one is logged, never fatal to a
// mail.

import type { StaffFollowUp } from "../contactEmail.ts";
import {
  type ActionConfig,
  followUpLink,
  readActionConfig,
  signFollowUpToken,
} from "../followUpToken.ts";
import type { GetEnv } from "../mailConfig.ts";
import { isPlaceholder } from "../placeholders.ts";
import { siteOrigin } from "../siteOrigin.ts";
import type { DeliveryDeps } from "./lifecycle.ts";

/** The links' settings from the environment. */
export function readLinkSettings(
  getEnv: GetEnv,
  logger: Pick<Console, "error">,
  name = "outbox",
): { siteOrigin: string; action?: ActionConfig } {
  const origin = siteOrigin(getEnv);
  if (!origin.ok) {
    logger.error(
      `${name}: SITE_ORIGIN is not an http(s) origin (or is the example of .env.example): links are paths`,
    );
  }
  const action = readActionConfig(getEnv);
  if (!action.ok) logger.error(`${name}: ${action.problem}: mails go without follow-up links`);
  return {
    siteOrigin: origin.ok ? origin.origin : "",
    action: action.ok ? action.config : undefined,
  };
}

/** CONTACT_MANAGER_EMAIL: the manager's address(es); unset, the team's get the 90 % reminder too. */
export function readManagers(
  getEnv: GetEnv,
  logger: Pick<Console, "error">,
  name = "outbox",
): string[] | undefined {
  const managers = (getEnv("CONTACT_MANAGER_EMAIL") ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter((address) => address !== "");
  // A header value: a line break in it is a broken secret, not an address.
  if (managers.some((address) => /[\r\n]/.test(address))) {
    logger.error(`${name}: CONTACT_MANAGER_EMAIL contains a line break: ignored`);
    return undefined;
  }
  // .env.example's example is a domain that is not the school's (issue 33).
  if (isPlaceholder("CONTACT_MANAGER_EMAIL", managers.join(","))) {
    logger.error(`${name}: CONTACT_MANAGER_EMAIL is the example of .env.example: ignored`);
    return undefined;
  }
  return managers.length > 0 ? managers : undefined;
}

/** The follow-up with its two signed links, when the functions hold the key that signs them. */
export async function withLinks(
  request: { id: string; created_at: string },
  followUp: StaffFollowUp,
  deps: Pick<DeliveryDeps, "links">,
): Promise<StaffFollowUp> {
  const action = deps.links?.action;
  if (action === undefined) return followUp;
  const origin = deps.links?.siteOrigin ?? "";
  const [prendre, repondu] = await Promise.all([
    signFollowUpToken(request, "prendre", action),
    signFollowUpToken(request, "repondu", action),
  ]);
  return {
    ...followUp,
    links: { prendre: followUpLink(origin, prendre), repondu: followUpLink(origin, repondu) },
  };
}
