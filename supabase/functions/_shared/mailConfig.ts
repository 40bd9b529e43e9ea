// The mail settings come from the function's secrets (`supabase secrets set`), never from the
// request: the recipient and the sender are fixed, so the function cannot be turned into a
// relay that writes to anyone.

export const DEFAULT_EMAIL_API_URL = "https://api.resend.com/emails";

export interface MailConfig {
  /** Resend-compatible endpoint: POST JSON { from, to, reply_to, subject, html, text }. */
  apiUrl: string;
  apiKey: string;
  /** The school's inbox(es); CONTACT_EMAIL_TO may list several, comma-separated. */
  to: string[];
  /** A sender on a domain verified with the provider, e.g. `École <contact@example.fr>`. */
  from: string;
}

export type MailConfigResult =
  | { ok: true; config: MailConfig }
  | { ok: false; problems: string[] };

export type GetEnv = (name: string) => string | undefined;

/** Reads the mail settings; lists every missing or unusable variable at once. */
export function readMailConfig(getEnv: GetEnv): MailConfigResult {
  const problems: string[] = [];
  const apiUrl = getEnv("EMAIL_API_URL")?.trim() || DEFAULT_EMAIL_API_URL;
  if (!URL.canParse(apiUrl) || !/^https?:$/.test(new URL(apiUrl).protocol)) {
    problems.push("EMAIL_API_URL is not an http(s) URL");
  }
  const apiKey = getEnv("EMAIL_API_KEY")?.trim() ?? "";
  if (apiKey === "") problems.push("EMAIL_API_KEY is missing");
  const to = (getEnv("CONTACT_EMAIL_TO") ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter((address) => address !== "");
  if (to.length === 0) problems.push("CONTACT_EMAIL_TO is missing");
  const from = getEnv("CONTACT_EMAIL_FROM")?.trim() ?? "";
  if (from === "") problems.push("CONTACT_EMAIL_FROM is missing");
  // These values become mail headers at the provider: a line break in them is a broken secret.
  if ([apiKey, from, ...to].some((value) => /[\r\n]/.test(value))) {
    problems.push("a mail setting contains a line break");
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, config: { apiUrl, apiKey, to, from } };
}
