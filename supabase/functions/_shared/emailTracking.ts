// Whether the e-mail provider tracks opens and clicks on the sender's domain (issue 33, point 4).
// Tracking rewrites every link of a mail through the provider's servers and adds a pixel: the
// staff mails' signed links would pass through a third party, and the visitors' acknowledgements
// would report when they are read, which the privacy policy does not say. Resend keeps both off
// by default, per domain (https://resend.com/docs/dashboard/domains/tracking); the launch check
// reads them with the API's domains endpoints: GET /domains, then GET /domains/{id}, whose answer
// has `open_tracking` and `click_tracking`. A key restricted to sending (Resend's « Sending
// access ») may not read them: then the answer says so, and the check cannot close.

import type { Tracking } from "./backendHealthShape.ts";

export type { Tracking };

/** `Site <formulaire@ecole.fr>` or `formulaire@ecole.fr` → `ecole.fr`; null when it holds no address. */
export function senderDomain(from: string): string | null {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  const domain = /@([^@\s<>]+)$/.exec(address.trim())?.[1];
  return domain ? domain.toLowerCase() : null;
}

/** The provider's API root, from the send endpoint: `https://api.resend.com/emails` → `https://api.resend.com`. */
export function providerRoot(apiUrl: string): string | null {
  const root = apiUrl.replace(/\/+$/, "");
  return root.endsWith("/emails") ? root.slice(0, -"/emails".length) : null;
}

interface DomainEntry {
  id: string;
  name: string;
}

/** The entry the sender's domain sends under: its own, else its nearest parent. */
function domainOf(domains: readonly DomainEntry[], domain: string): DomainEntry | undefined {
  return domains.find((entry) => entry.name.toLowerCase() === domain) ??
    domains
      .filter((entry) => domain.endsWith(`.${entry.name.toLowerCase()}`))
      .sort((a, b) => b.name.length - a.name.length)[0];
}

export interface TrackingOptions {
  apiUrl: string;
  apiKey: string;
  from: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Reads the sender's domain's tracking settings from the provider; never throws. */
export async function readTracking(options: TrackingOptions): Promise<Tracking> {
  const domain = senderDomain(options.from);
  const unknown = (why: string): Tracking => ({ domain, open: null, click: null, why });
  if (domain === null) return unknown("CONTACT_EMAIL_FROM ne contient pas d’adresse");
  const root = providerRoot(options.apiUrl);
  if (root === null) {
    return unknown("EMAIL_API_URL ne se termine pas par /emails (API compatible Resend)");
  }
  const doFetch = options.fetch ?? fetch;
  const get = async (path: string): Promise<{ status: number; body: unknown }> => {
    const response = await doFetch(`${root}${path}`, {
      headers: { "Authorization": `Bearer ${options.apiKey}` },
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) };
    } catch {
      return { status: response.status, body: null };
    }
  };
  try {
    const list = await get("/domains");
    if (list.status === 401 || list.status === 403) {
      return unknown(
        "la clé EMAIL_API_KEY ne peut pas lire les domaines (clé limitée à l’envoi)",
      );
    }
    const entries = (list.body as { data?: unknown } | null)?.data;
    if (list.status !== 200 || !Array.isArray(entries)) {
      return unknown(`le fournisseur n’a pas donné ses domaines (HTTP ${list.status})`);
    }
    const entry = domainOf(
      entries.filter((item): item is DomainEntry =>
        typeof item?.id === "string" && typeof item?.name === "string"
      ),
      domain,
    );
    if (entry === undefined) return unknown(`le domaine ${domain} n’est pas chez le fournisseur`);
    const details = await get(`/domains/${encodeURIComponent(entry.id)}`);
    const body = details.body as { open_tracking?: unknown; click_tracking?: unknown } | null;
    if (
      details.status !== 200 || typeof body?.open_tracking !== "boolean" ||
      typeof body?.click_tracking !== "boolean"
    ) {
      return unknown(
        `le fournisseur ne dit pas le suivi du domaine ${domain} (HTTP ${details.status})`,
      );
    }
    return { domain, open: body.open_tracking, click: body.click_tracking };
  } catch (error) {
    return unknown(`fournisseur injoignable (${String(error).slice(0, 120)})`);
  }
}
