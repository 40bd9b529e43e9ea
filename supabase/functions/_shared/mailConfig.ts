// The mail settings come from the function's secrets (`supabase secrets set`), never from the
// request: the recipient and the sender are fixed, so the function cannot be turned into a
// relay that writes to anyone.

import { isPlaceholder } from "./placeholders.ts";

export const DEFAULT_EMAIL_API_URL = "https://api.resend.com/emails";

/** What any mail of the project needs: the provider and the sender (not who receives it). */
export interface SenderConfig {
  /** Resend-compatible endpoint: POST JSON { from, to, reply_to, subject, html, text }. */
  apiUrl: string;
  apiKey: string;
  /** A sender on a domain verified with the provider, e.g. `École <contact@example.fr>`. */
  from: string;
  /** How long one call to the provider may take before it counts as a temporary failure. */
  timeoutMs: number;
}

export interface MailConfig extends SenderConfig {
  /** The school's inbox(es); CONTACT_EMAIL_TO may list several, comma-separated. */
  to: string[];
}

/** Ten seconds: the visitor's browser waits as long for the function (EMAIL_FUNCTION_WAIT_MS). */
export const DEFAULT_EMAIL_API_TIMEOUT_MS = 10_000;

export type MailConfigResult =
  | { ok: true; config: MailConfig }
  | { ok: false; problems: string[] };

export type SenderConfigResult =
  | { ok: true; config: SenderConfig }
  | { ok: false; problems: string[] };

export type GetEnv = (name: string) => string | undefined;

/**
 * Reads the provider and the sender, and with `withSchoolInbox` the school's inbox
 * (CONTACT_EMAIL_TO); lists every missing or unusable variable at once, in the order of
 * supabase/functions/.env.example, each problem starting with the variable's name (backend-health
 * reports them per variable). `.env.example`'s example values are refused like missing ones
 * (placeholders.ts, issue 33): a key anyone can read, a stranger's domain.
 */
function readSettings(getEnv: GetEnv, withSchoolInbox: boolean): MailConfigResult {
  const problems: string[] = [];
  const apiUrl = getEnv("EMAIL_API_URL")?.trim() || DEFAULT_EMAIL_API_URL;
  if (!URL.canParse(apiUrl) || !/^https?:$/.test(new URL(apiUrl).protocol)) {
    problems.push("EMAIL_API_URL is not an http(s) URL");
  }
  const apiKey = getEnv("EMAIL_API_KEY")?.trim() ?? "";
  if (apiKey === "") problems.push("EMAIL_API_KEY is missing");
  const rawTo = getEnv("CONTACT_EMAIL_TO") ?? "";
  const to = withSchoolInbox
    ? rawTo
      .split(",")
      .map((address) => address.trim())
      .filter((address) => address !== "")
    : [];
  if (withSchoolInbox && to.length === 0) problems.push("CONTACT_EMAIL_TO is missing");
  const from = getEnv("CONTACT_EMAIL_FROM")?.trim() ?? "";
  if (from === "") problems.push("CONTACT_EMAIL_FROM is missing");
  const named: Array<[name: string, value: string]> = [
    ["EMAIL_API_KEY", apiKey],
    ...(withSchoolInbox ? [["CONTACT_EMAIL_TO", rawTo] as [string, string]] : []),
    ["CONTACT_EMAIL_FROM", from],
  ];
  for (const [name, value] of named) {
    if (isPlaceholder(name, value)) problems.push(`${name} is the example of .env.example`);
    // These values become mail headers at the provider: a line break in them is a broken secret.
    else if (/[\r\n]/.test(value)) problems.push(`${name} contains a line break`);
  }
  const timeoutText = getEnv("EMAIL_API_TIMEOUT_MS")?.trim() ||
    String(DEFAULT_EMAIL_API_TIMEOUT_MS);
  const timeoutMs = Number(timeoutText);
  if (!/^\d+$/.test(timeoutText) || timeoutMs < 100 || timeoutMs > 60_000) {
    problems.push("EMAIL_API_TIMEOUT_MS is not a number of milliseconds between 100 and 60000");
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, config: { apiUrl, apiKey, to, from, timeoutMs } };
}

/** Reads the mail settings of a mail to the school; lists every missing or unusable variable at once. */
export function readMailConfig(getEnv: GetEnv): MailConfigResult {
  return readSettings(getEnv, true);
}

/**
 * Reads what a mail to someone else than the school needs (send-auth-email's code to a staff
 * member): the same provider and sender as the contact mails, no CONTACT_EMAIL_TO.
 */
export function readSenderConfig(getEnv: GetEnv): SenderConfigResult {
  const result = readSettings(getEnv, false);
  if (!result.ok) return result;
  const { to: _to, ...sender } = result.config;
  return { ok: true, config: sender };
}
