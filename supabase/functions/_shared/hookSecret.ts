// SEND_EMAIL_HOOK_SECRET, the secret Supabase Auth signs its Send Email Hook calls with (issue 32):
// read by send-auth-email, which checks every call with it, and by backend-health, which says
// whether it is set (issue 33). Here so the second does not import the first.

import { isPlaceholder } from "./placeholders.ts";

/**
 * `v1,whsec_<base64>` (as the dashboard shows it) → the library's `whsec_<base64>`; anything else,
 * `.env.example`'s example included, is unusable.
 */
export function hookSecret(raw: string | undefined): string | null {
  const value = raw?.trim() ?? "";
  if (isPlaceholder("SEND_EMAIL_HOOK_SECRET", value)) return null;
  const match = /^v1,(whsec_[A-Za-z0-9+/=]+)$/.exec(value);
  return match?.[1] ?? null;
}
