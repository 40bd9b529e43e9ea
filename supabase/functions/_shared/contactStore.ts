// The function's view of the contact_requests table, through PostgREST with the service role
// (SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, which Supabase injects into every function and
// the local stand-in sets too). Plain fetch: no supabase-js, nothing remote to import.
// The mails it sends go through one outbox lifecycle (claim, mark sent, defer, fail), the SQL
// functions of supabase/migrations/20261128190000_outbox.sql.

import type { DatabaseHealth } from "./backendHealthShape.ts";
import type { GetEnv } from "./mailConfig.ts";
import type { Attribution, ContactRequest, ContactRow } from "./contactContract/index.ts";
import type { OfferColumns } from "./jobOffer.ts";
import { LEAD_MAX_ROWS, type LeadFiguresRow } from "./leadFigures.ts";

/**
 * The outboxes (20261128190000): the school's mail of each request (`demande`), the follow-up mails
 * of a request (`suivi`: the visitor's acknowledgement, the reminders, the lateness and ceiling
 * alerts) and the manager's weekly report (`rapport-hebdomadaire`). One lifecycle for the three.
 */
export type Outbox = "demande" | "suivi" | "rapport-hebdomadaire";

/** What the mail of a claimed row needs, per outbox (outbox_item). */
export interface OutboxItems {
  demande: StoredRequest;
  suivi: FollowUpMail;
  "rapport-hebdomadaire": WeeklyReport;
}

/** A row of an outbox the caller holds the claim on. */
export interface Claimed<O extends Outbox = Outbox> {
  outbox: O;
  /** The row's uuid in its outbox. */
  key: string;
  /** The claim's token: only its holder can mark, defer or fail the row. */
  claim: string;
  /** Attempts so far, this one included. */
  attempts: number;
  item: OutboxItems[O];
}

/** A stored request (a job offer's with its details). */
export interface StoredRequest extends ContactRow, Partial<Attribution>, Partial<OfferColumns> {
  id: string;
  created_at: string;
}

/** A claimed request: the school's mail of it is the caller's to send. */
export type ClaimedRequest = Claimed<"demande">;

/** What a mail says of a request's follow-up (contact_request_follow_up, 20261126130000). */
export interface FollowUpInfo {
  /** `4F7A-1C2B`. */
  reference: string;
  promise_hours: number;
  due_at: string;
  /** The due time in the business time zone's wall clock, `2026-03-09T17:00:00`. */
  due_local: string;
  state: string;
}

/** What a staff action on a request did (take_contact_request, answer_contact_request). */
export type FollowUpOutcome =
  | "pris-en-charge"
  | "deja-pris"
  | "repondu"
  | "deja-repondu"
  | "deja-clos"
  | "inconnue";

/**
 * The kinds of follow-up mails (contact_request_mails, 20261126140000; `retard`: 20261128140000;
 * `plafond`, the manager's alert when a connection reaches the ceiling of proved requests:
 * 20261128170000).
 */
export type FollowUpMailKind =
  | "rappel-equipe"
  | "rappel-responsable"
  | "accuse-reception"
  | "retard"
  | "plafond";

/** A follow-up mail, with what its text needs. */
export interface FollowUpMail {
  request_id: string;
  kind: FollowUpMailKind;
  /** `4F7A-1C2B`. */
  reference: string;
  reason: string;
  name: string;
  created_at: string;
  promise_hours: number;
  /** The due time in the business time zone's wall clock. */
  due_local: string;
  /** The visitor's stored address: where the acknowledgement goes (20261126150000). */
  email: string;
  /** Who has the request (a first name), for the lateness alert (20261128140000). */
  taken_by?: string | null;
  /** The desk owner's address, who gets the lateness alert too. */
  owner_email?: string | null;
}

/** A claimed follow-up mail. */
export type ClaimedMail = Claimed<"suivi">;

/** A weekly report (20261127130000). */
export interface WeeklyReport {
  /** The week's Monday, `2026-11-16`: the report's key. */
  week_start: string;
  starts_at: string;
  ends_at: string;
  /** When the figures are taken: the instant of its first claim, to the second (20261128150000). */
  as_of: string;
}

/** A claimed weekly report. */
export type ClaimedWeeklyReport = Claimed<"rapport-hebdomadaire">;

/**
 * What the database says before the proof-of-work lane answers (contact_request_proof_terms,
 * 20261128170000): whether the page is the site's, the level of the challenge to issue, and
 * `plafond` when the client's ceiling of proved requests is reached.
 */
export interface ProofTerms {
  from_the_site: boolean;
  level: number;
  refusal: "plafond" | null;
}

/** A mail's state after a temporary failure: waiting for its next try, or given up. */
export type DeferredState = "en attente" | "en échec";

export interface StoreConfig {
  url: string;
  serviceKey: string;
  /** How long a database call may take (DATABASE_TIMEOUT_MS), 10 s unless set. */
  timeoutMs?: number;
}

export const DEFAULT_DATABASE_TIMEOUT_MS = 10_000;

export type StoreConfigResult = { ok: true; config: StoreConfig } | {
  ok: false;
  problems: string[];
};

export function readStoreConfig(getEnv: GetEnv): StoreConfigResult {
  const problems: string[] = [];
  const url = getEnv("SUPABASE_URL")?.trim() ?? "";
  if (url === "") problems.push("SUPABASE_URL is missing");
  else if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    problems.push("SUPABASE_URL is not an http(s) URL");
  }
  const serviceKey = getEnv("SUPABASE_SERVICE_ROLE_KEY")?.trim() ?? "";
  if (serviceKey === "") problems.push("SUPABASE_SERVICE_ROLE_KEY is missing");
  // The local stand-in raises it: its in-process database answers one query at a time.
  const timeoutText = getEnv("DATABASE_TIMEOUT_MS")?.trim() ||
    String(DEFAULT_DATABASE_TIMEOUT_MS);
  const timeoutMs = Number(timeoutText);
  if (!/^\d+$/.test(timeoutText) || timeoutMs < 100 || timeoutMs > 60_000) {
    problems.push("DATABASE_TIMEOUT_MS is not a number of milliseconds between 100 and 60000");
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, config: { url: url.replace(/\/+$/, ""), serviceKey, timeoutMs } };
}

/** A PostgREST call that did not answer 2xx (or not at all). */
export class StoreError extends Error {
  override name = "StoreError";
  /** PostgREST's status, when it answered. */
  readonly status?: number;
  /** The SQL error code PostgREST reported (e.g. `P0001` for the flood budget, `23514` a CHECK). */
  readonly code?: string;
  /**
   * PostgREST's `details` (the flood budget names `address`, `client`, `global`, `plafond`, and for
   * a proof `proof` or `proof-price`).
   */
  readonly details?: string;

  constructor(message: string, answer: { status?: number; code?: string; details?: string } = {}) {
    super(message);
    this.status = answer.status;
    this.code = answer.code;
    this.details = answer.details;
  }
}

/** The headers of a visitor's request that are never handed on (credentials). */
const PRIVATE_HEADERS = new Set(["authorization", "apikey", "cookie", "x-client-info"]);

/** A visitor's request headers as the database's budget reads them: lower-case names, no credentials. */
export function visitorHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!PRIVATE_HEADERS.has(name.toLowerCase())) kept[name.toLowerCase()] = value;
  });
  return kept;
}

export interface ContactStore {
  /**
   * Stores a request on a visitor's behalf (a form posted without JavaScript, or beyond the
   * budget with a proof of work this function verified), checked by the database under the
   * visitor's own headers (`submit_contact_request`: only the site's origins, the flood budget);
   * returns its id. Throws a StoreError carrying the database's code when the row is refused.
   */
  submit(
    request: ContactRequest,
    headers: Record<string, string>,
    proof?: { nonce: string; expires_at: number; level: number },
  ): Promise<string>;
  /** What the proof-of-work lane may answer this visitor (their headers, as for `submit`). */
  proofTerms(headers: Record<string, string>): Promise<ProofTerms>;
  /**
   * The provider reported a mailbox (email-events): no further acknowledgement goes to it, and
   * those waiting are cancelled (record_contact_email_event, 20261128170100). Returns how many.
   */
  recordEmailEvent(email: string, cause: "rebond" | "plainte"): Promise<number>;
  /** Claims the stored, unsent request of the last hour holding exactly these values. */
  claimRequest(row: ContactRow): Promise<ClaimedRequest | null>;
  /**
   * Claims up to `limit` due rows of an outbox, due for at least `minAgeSeconds` (the school's
   * mail of a fresh request is the visitor's own call's), in the outbox's order; the follow-up
   * outbox first cancels the reminders of handled requests, the weekly one writes the due week.
   */
  claim<O extends Outbox>(
    outbox: O,
    options?: { limit?: number; minAgeSeconds?: number },
  ): Promise<Claimed<O>[]>;
  /** Records the mail as sent; false when the claim was lost (lease ran out, taken over). */
  markSent(claimed: Claimed, providerId?: string): Promise<boolean>;
  /**
   * A temporary failure: the mail waits (back-off) for its next try, or is given up after the
   * last attempt. null when the claim was lost.
   */
  defer(claimed: Claimed, error: string): Promise<DeferredState | null>;
  /** A permanent failure: the mail is failed with this reason, never tried again. */
  fail(claimed: Claimed, error: string): Promise<boolean>;
  /** The request's reference, promise and due time; null when it has no follow-up (deleted). */
  followUp(id: string): Promise<FollowUpInfo | null>;
  /** A staff member takes the request (« Je m’en occupe »), or has answered it (« Répondu »). */
  act(id: string, action: "prendre" | "repondu", firstName: string): Promise<FollowUpOutcome>;
  /** Marks `en retard` the open requests past their due time; returns how many. */
  markLate(): Promise<number>;
  /** The figures of a week as of its first claim (public.lead_figures, 20261128150000). */
  weeklyReportFigures(report: WeeklyReport): Promise<LeadFiguresRow[]>;
  /** Records that a sweep ran, now (issue 33: a sweep that stops is seen). */
  recordSweep(): Promise<void>;
  /** The sweep's interruptions of more than 30 minutes in a period: how many, the longest. */
  sweepGaps(from: string, to: string): Promise<SweepGaps>;
  /** The database's half of the launch check (backend_health, 20261128160000). */
  backendHealth(): Promise<DatabaseHealth>;
  /** The visitor's address and phone, for the reminders; null when the request is gone. */
  visitorContact(id: string): Promise<{ email: string; phone: string | null } | null>;
}

export type { DatabaseHealth };

/** The sweep's interruptions in a period (contact_sweep_gaps). */
export interface SweepGaps {
  gaps: number;
  longest_minutes: number;
}

export function createContactStore(
  config: StoreConfig,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): ContactStore {
  const doFetch = options.fetch ?? fetch;

  async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${config.url}/rest/v1/rpc/${name}`, {
        method: "POST",
        headers: {
          "apikey": config.serviceKey,
          "Authorization": `Bearer ${config.serviceKey}`,
          "Content-Type": "application/json",
          "Accept": "application/json",
        },
        body: JSON.stringify(args),
        signal: AbortSignal.timeout(
          options.timeoutMs ?? config.timeoutMs ?? DEFAULT_DATABASE_TIMEOUT_MS,
        ),
      });
    } catch (error) {
      throw new StoreError(`rpc ${name}: request failed: ${String(error)}`);
    }
    const text = await response.text().catch(() => "");
    // The body of an error is PostgREST's { code, message }: no visitor data, safe to log.
    if (!response.ok) {
      let answer: { code?: unknown; details?: unknown } = {};
      try {
        answer = JSON.parse(text) ?? {};
      } catch {
        // not PostgREST's JSON (a proxy's page): no code
      }
      throw new StoreError(`rpc ${name}: status ${response.status}: ${text.slice(0, 300)}`, {
        status: response.status,
        code: typeof answer.code === "string" ? answer.code : undefined,
        details: typeof answer.details === "string" ? answer.details : undefined,
      });
    }
    return JSON.parse(text) as T;
  }

  /** The claimed row, as only the holder of its claim names it. */
  const held = (claimed: Claimed) => ({
    p_outbox: claimed.outbox,
    p_key: claimed.key,
    p_claim: claimed.claim,
  });

  return {
    submit: (request, headers, proof) =>
      rpc<string>("submit_contact_request", {
        p_request: request,
        p_headers: headers,
        p_proof: proof ?? null,
      }),
    async proofTerms(headers) {
      const rows = await rpc<ProofTerms[]>("contact_request_proof_terms", { p_headers: headers });
      const terms = rows[0];
      if (terms === undefined) throw new StoreError("rpc contact_request_proof_terms: no row");
      return terms;
    },
    recordEmailEvent: (email, cause) =>
      rpc<number>("record_contact_email_event", { p_email: email, p_cause: cause }),
    async claimRequest(row) {
      const rows = await rpc<ClaimedRequest[]>("claim_contact_request", {
        p_name: row.name,
        p_email: row.email,
        p_phone: row.phone,
        p_reason: row.reason,
        p_message: row.message,
      });
      return rows[0] ?? null;
    },
    claim: <O extends Outbox>(
      outbox: O,
      options: { limit?: number; minAgeSeconds?: number } = {},
    ) =>
      rpc<Claimed<O>[]>("outbox_claim", {
        p_outbox: outbox,
        p_limit: options.limit ?? 1,
        p_min_age: `${Math.max(0, Math.floor(options.minAgeSeconds ?? 0))} seconds`,
      }),
    markSent: (claimed, providerId) =>
      rpc<boolean>("outbox_mark_sent", { ...held(claimed), p_provider_id: providerId ?? null }),
    defer: (claimed, error) =>
      rpc<DeferredState | null>("outbox_defer", { ...held(claimed), p_error: error }),
    fail: (claimed, error) => rpc<boolean>("outbox_fail", { ...held(claimed), p_error: error }),
    async followUp(id) {
      const rows = await rpc<FollowUpInfo[]>("contact_request_follow_up", { p_id: id });
      return rows[0] ?? null;
    },
    act: (id, action, firstName) =>
      rpc<FollowUpOutcome>(
        action === "prendre" ? "take_contact_request" : "answer_contact_request",
        { p_id: id, p_by: firstName },
      ),
    markLate: () => rpc<number>("mark_late_contact_requests", {}),
    weeklyReportFigures: (report) =>
      rpc<LeadFiguresRow[]>("lead_figures", {
        p_from: report.starts_at,
        p_to: report.ends_at,
        p_at: report.as_of,
        p_max_rows: LEAD_MAX_ROWS,
      }),
    async recordSweep() {
      await rpc<string>("record_contact_sweep", {});
    },
    async sweepGaps(from, to) {
      const rows = await rpc<SweepGaps[]>("contact_sweep_gaps", { p_from: from, p_to: to });
      return rows[0] ?? { gaps: 0, longest_minutes: 0 };
    },
    backendHealth: () => rpc<DatabaseHealth>("backend_health", {}),
    async visitorContact(id) {
      const rows = await rpc<Array<{ email: string; phone: string | null }>>(
        "contact_request_visitor_contact",
        { p_id: id },
      );
      return rows[0] ?? null;
    },
  };
}
