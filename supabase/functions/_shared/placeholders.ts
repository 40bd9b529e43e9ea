// The example values of supabase/functions/.env.example (issue 33). A deployment that copied the
// file without filling it in would sign the staff mails' links and the proofs of work with a key
// anyone can read in the repository, and send the requests to, or redirect visitors to, a domain
// that is not the school's. Each function's own config reader refuses them as it refuses a
// missing value (mailConfig.ts, followUpToken.ts, proofOfWork.ts, siteOrigin.ts, send-auth-email),
// and the launch check names them (backend-health). supabase/tests/envExample.test.ts keeps this
// list equal to the file.

/** `.env.example`'s value of every variable whose example is no real value. */
export const ENV_EXAMPLE_PLACEHOLDERS: Readonly<Record<string, string>> = {
  EMAIL_API_KEY: "re_replace_me",
  CONTACT_EMAIL_TO: "contact@example.fr",
  CONTACT_EMAIL_FROM: "Site de l’école <formulaire@example.fr>",
  CONTACT_MANAGER_EMAIL: "direction@example.fr",
  SITE_ORIGIN: "https://www.example.fr",
  CONTACT_ACTION_SECRET: "replace-me-with-64-random-hex-characters",
  CONTACT_PROOF_SECRET: "replace-me-with-64-random-hex-characters",
  CAMPAIGN_INGEST_SECRET: "replace-me-with-64-random-hex-characters",
  SEND_EMAIL_HOOK_SECRET: "v1,whsec_replace-me-with-the-secret-the-dashboard-generates",
};

/** « replace me » in any spelling: a value written to be replaced, whatever the variable. */
const SAYS_REPLACE_ME = /replace[-_ ]?me/i;

/**
 * Whether `value` (trimmed) is an example to replace: `.env.example`'s own for this variable, or
 * any value that says « replace me ». For a list of addresses, one placeholder among them is enough.
 */
export function isPlaceholder(name: string, value: string | undefined): boolean {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "") return false;
  if (SAYS_REPLACE_ME.test(trimmed)) return true;
  const example = ENV_EXAMPLE_PLACEHOLDERS[name];
  if (example === undefined) return false;
  return trimmed === example ||
    trimmed.split(",").some((part) => part.trim() === example);
}
