// Which of the functions' settings are there, and usable (issue 33, point 4), never their values:
// what backend-health tells the launch check. Secrets cannot be read back from a hosted project
// (`supabase secrets list` shows digests), so the functions say it themselves, with their own
// readers: a setting is « ok » exactly when the function that needs it would use it.

import type { SettingHealth, SettingState } from "./backendHealthShape.ts";
import { hookSecret } from "./hookSecret.ts";
import { readStoreConfig } from "./contactStore.ts";
import { readManagers } from "./delivery/settings.ts";
import { readActionConfig } from "./followUpToken.ts";
import { type GetEnv, readMailConfig } from "./mailConfig.ts";
import { isPlaceholder } from "./placeholders.ts";
import { readProofConfig } from "./proofOfWork.ts";
import { siteOrigin } from "./siteOrigin.ts";

export type { SettingHealth, SettingState };

const silent = { error: () => {} };

/** Each setting of supabase/functions/.env.example, and how its readers judge a value that is set. */
const SETTINGS: ReadonlyArray<
  { name: string; required: boolean; usable: (getEnv: GetEnv) => boolean }
> = [
  {
    name: "EMAIL_API_URL",
    required: false,
    usable: (getEnv) => mailAccepts(getEnv, "EMAIL_API_URL"),
  },
  {
    name: "EMAIL_API_KEY",
    required: true,
    usable: (getEnv) => mailAccepts(getEnv, "EMAIL_API_KEY"),
  },
  {
    name: "CONTACT_EMAIL_TO",
    required: true,
    usable: (getEnv) => mailAccepts(getEnv, "CONTACT_EMAIL_TO"),
  },
  {
    name: "CONTACT_EMAIL_FROM",
    required: true,
    usable: (getEnv) => mailAccepts(getEnv, "CONTACT_EMAIL_FROM"),
  },
  {
    name: "CONTACT_MANAGER_EMAIL",
    required: false,
    usable: (getEnv) => readManagers(getEnv, silent) !== undefined,
  },
  { name: "SITE_ORIGIN", required: true, usable: (getEnv) => siteOrigin(getEnv).ok },
  {
    name: "CONTACT_ACTION_SECRET",
    required: true,
    usable: (getEnv) => readActionConfig(getEnv).ok,
  },
  { name: "CONTACT_PROOF_SECRET", required: true, usable: (getEnv) => readProofConfig(getEnv).ok },
  {
    name: "SEND_EMAIL_HOOK_SECRET",
    required: true,
    usable: (getEnv) => hookSecret(getEnv("SEND_EMAIL_HOOK_SECRET")) !== null,
  },
  {
    name: "EMAIL_API_TIMEOUT_MS",
    required: false,
    usable: (getEnv) => mailAccepts(getEnv, "EMAIL_API_TIMEOUT_MS"),
  },
  {
    name: "DATABASE_TIMEOUT_MS",
    required: false,
    usable: (getEnv) =>
      !(readStoreConfig(getEnv) as { problems?: string[] }).problems?.some((problem) =>
        problem.startsWith("DATABASE_TIMEOUT_MS ")
      ),
  },
];

/** The mail reader names each unusable variable first in its problem (mailConfig.ts). */
function mailAccepts(getEnv: GetEnv, name: string): boolean {
  const result = readMailConfig(getEnv);
  return result.ok || !result.problems.some((problem) => problem.startsWith(`${name} `));
}

/** Every setting's state, in the order of supabase/functions/.env.example. */
export function settingStates(getEnv: GetEnv): SettingHealth[] {
  return SETTINGS.map(({ name, required, usable }) => {
    const value = getEnv(name)?.trim() ?? "";
    const state: SettingState = value === ""
      ? "missing"
      : isPlaceholder(name, value)
      ? "placeholder"
      : usable(getEnv)
      ? "ok"
      : "invalid";
    return { name, required, state };
  });
}
