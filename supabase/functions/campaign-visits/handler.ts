// campaign-visits: the proxies' access-log lines in, daily visit counters out (issue 37, point 1).
// Two senders POST batches of lines here:
// - Cloudflare Logpush, for the edge (its HTTP destination, dataset « Workers Trace Events »):
//   gzip-compressed NDJSON, one event per line whose `Logs[].Message` holds the router's own line
//   (https://developers.cloudflare.com/logs/get-started/enable-destinations/http/). Its job's
//   `destination_conf` sets our secret header with a `header_*` parameter:
//   `https://<project>.supabase.co/functions/v1/campaign-visits?header_X-Ecole-Campaign-Secret=<secret>`.
//   When the job is created, Logpush checks the destination by posting a gzipped `test.txt.gz`
//   holding `{"content":"tests"}`: answered 200, nothing counted.
// - `npm run campaign-ship` (nginx's or the embedded proxy's log file, and the local stand-in's tail
//   of logs/access.log): plain or gzipped NDJSON of our lines, with `X-Ecole-Batch`, the SHA-256 of
//   where the lines were in which file and of the lines, and `X-Ecole-Source: journal`.
// Each line is read with the access log's reader (_shared/accessLog.ts) and the visit rule
// (_shared/campaignVisits.ts), the very ones `npm run campaign-report` applies to files; the visits
// are added up per day, page, campaign and variant, and ingest_campaign_visits (20261128200000)
// adds the counts once per batch (its SHA-256): a batch posted again changes nothing. Nothing of a
// line is kept, logged or answered but counts: no address, no user agent, no referrer.
//
// verify_jwt is off (config.toml): Logpush sends no JWT. The lock is CAMPAIGN_INGEST_SECRET, in the
// `X-Ecole-Campaign-Secret` header, compared in constant time before the body is read.
// Answers: 200 counted (or already counted), 401 without the secret, 413 too large, 400
// unreadable, 503 when the database cannot record it (the sender retries), 500 without settings.

import { isbot } from "isbot";
import { parseAccessLogLine } from "../_shared/accessLog.ts";
import { countVisits, siteHostsOf, visitOf } from "../_shared/campaignVisits.ts";
import { DEFAULT_DATABASE_TIMEOUT_MS, readStoreConfig } from "../_shared/contactStore.ts";
import type { GetEnv } from "../_shared/mailConfig.ts";
import { isPlaceholder } from "../_shared/placeholders.ts";
import { sameSecret } from "../_shared/serviceAuth.ts";
import { siteOrigin } from "../_shared/siteOrigin.ts";

export interface CampaignVisitsDeps {
  getEnv: GetEnv;
  /** The database's network (PostgREST); the global fetch by default. */
  fetch?: typeof fetch;
  logger?: Pick<Console, "error">;
}

/** The header that carries the secret (Logpush: `?header_X-Ecole-Campaign-Secret=…`). */
export const SECRET_HEADER = "x-ecole-campaign-secret";
/** The shipper's batch id: SHA-256, hex (where the lines were, and the lines). */
export const BATCH_HEADER = "x-ecole-batch";
export const SOURCE_HEADER = "x-ecole-source";

/**
 * The largest batch, compressed and once decompressed. Logpush's `max_upload_bytes` is at least
 * 5 MB (uncompressed) and the shipper sends 2 MB at most; the job's documentation (supabase/README.md)
 * sets 20 MB.
 */
export const MAX_COMPRESSED_BYTES = 16 * 1024 * 1024;
export const MAX_BATCH_BYTES = 64 * 1024 * 1024;

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

/** CAMPAIGN_INGEST_SECRET when usable: at least 32 characters, never `.env.example`'s. */
export function ingestSecret(getEnv: GetEnv): string | null {
  const value = getEnv("CAMPAIGN_INGEST_SECRET")?.trim() ?? "";
  if (value.length < 32 || isPlaceholder("CAMPAIGN_INGEST_SECRET", value)) return null;
  return value;
}

/** The body's bytes, read up to `max`; "too-large" past it. */
async function readBytes(
  stream: ReadableStream<Uint8Array> | null,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | "too-large"> {
  if (stream === null) return new Uint8Array(new ArrayBuffer(0));
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return "too-large";
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** gzip's two magic bytes: Logpush compresses, whatever its headers say; the shipper may. */
const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/** The batch's text: gunzipped when it is gzip, bounded, decoded as UTF-8 (a bad byte is one �). */
export async function batchText(
  bytes: Uint8Array<ArrayBuffer>,
): Promise<{ text: string; bytes: Uint8Array<ArrayBuffer> } | "too-large" | "unreadable"> {
  let plain = bytes;
  if (isGzip(bytes)) {
    try {
      const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
      const read = await readBytes(stream, MAX_BATCH_BYTES);
      if (read === "too-large") return "too-large";
      plain = read;
    } catch {
      return "unreadable";
    }
  }
  return { text: new TextDecoder("utf-8").decode(plain), bytes: plain };
}

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** What one batch counts: its lines, ours among them, and the counters of its visits. */
export function countBatch(text: string, siteHosts: ReadonlySet<string>) {
  let lines = 0;
  let ours = 0;
  const visits = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    lines += 1;
    const entry = parseAccessLogLine(line);
    if (entry === undefined) continue;
    ours += 1;
    const visit = visitOf(entry, { siteHosts, isBot: isbot });
    if (visit) visits.push(visit);
  }
  return { lines, ours, counters: countVisits(visits) };
}

export function createCampaignVisitsHandler(
  deps: CampaignVisitsDeps,
): (request: Request) => Promise<Response> {
  const logger = deps.logger ?? console;
  const doFetch = deps.fetch ?? fetch;

  return async (request) => {
    if (request.method !== "POST") {
      return new Response(null, { status: 405, headers: { "Allow": "POST" } });
    }
    const secret = ingestSecret(deps.getEnv);
    const store = readStoreConfig(deps.getEnv);
    const site = siteOrigin(deps.getEnv);
    if (secret === null || !store.ok || !site.ok || site.origin === "") {
      const problems = [
        ...(secret === null ? ["CAMPAIGN_INGEST_SECRET is missing, too short or the example"] : []),
        ...(store.ok ? [] : store.problems),
        ...(!site.ok || site.origin === "" ? ["SITE_ORIGIN is missing or unusable"] : []),
      ];
      logger.error(`campaign-visits: settings unusable: ${problems.join("; ")}`);
      return answer(500, { error: "Réception des visites non configurée." });
    }
    if (!sameSecret(request.headers.get(SECRET_HEADER) ?? "", secret)) {
      logger.error("campaign-visits: refused a call without the secret");
      return answer(401, { error: "Secret absent ou faux." });
    }

    const declared = Number(request.headers.get("content-length") ?? "0");
    if (declared > MAX_COMPRESSED_BYTES) return answer(413, { error: "Lot trop gros." });
    const raw = await readBytes(request.body, MAX_COMPRESSED_BYTES);
    if (raw === "too-large") return answer(413, { error: "Lot trop gros." });
    const batch = await batchText(raw);
    if (batch === "too-large") return answer(413, { error: "Lot trop gros." });
    if (batch === "unreadable") return answer(400, { error: "Lot illisible (gzip)." });

    const extra = (deps.getEnv("CAMPAIGN_SITE_HOSTS") ?? "").split(",").map((host) => host.trim())
      .filter(Boolean);
    const { lines, ours, counters } = countBatch(batch.text, siteHostsOf(site.origin, extra));
    const visits = counters.reduce((sum, row) => sum + row.visits, 0);
    // Logpush's check of the destination, or a batch of nothing of ours: nothing to record.
    if (ours === 0) return answer(200, { ok: true, lines, visits: 0, recorded: false });

    const given = request.headers.get(BATCH_HEADER)?.trim().toLowerCase() ?? "";
    const id = /^[0-9a-f]{64}$/.test(given) ? given : await sha256(batch.bytes);
    const source = request.headers.get(SOURCE_HEADER)?.trim() === "journal" ? "journal" : "logpush";

    let response: Response;
    try {
      response = await doFetch(`${store.config.url}/rest/v1/rpc/ingest_campaign_visits`, {
        method: "POST",
        headers: {
          "apikey": store.config.serviceKey,
          "Authorization": `Bearer ${store.config.serviceKey}`,
          "Content-Type": "application/json",
          "Accept": "application/json",
        },
        body: JSON.stringify({
          p_batch: id,
          p_source: source,
          p_lines: lines,
          p_counters: counters,
        }),
        signal: AbortSignal.timeout(store.config.timeoutMs ?? DEFAULT_DATABASE_TIMEOUT_MS),
      });
    } catch (error) {
      logger.error(`campaign-visits: batch ${id.slice(0, 12)} not recorded: ${String(error)}`);
      return answer(503, { error: "Enregistrement impossible pour le moment." });
    }
    const text = await response.text().catch(() => "");
    if (!response.ok) {
      // PostgREST's { code, message }: no line of the batch is in it.
      logger.error(
        `campaign-visits: batch ${id.slice(0, 12)} refused: ${response.status} ${
          text.slice(0, 300)
        }`,
      );
      return answer(503, { error: "Enregistrement impossible pour le moment." });
    }
    const outcome = JSON.parse(text) as string;
    // Counts only, never a line.
    logger.error(
      `campaign-visits: batch ${
        id.slice(0, 12)
      } (${source}) ${outcome}: ${lines} line(s), ${visits} visit(s) in ${counters.length} counter(s)`,
    );
    return answer(200, {
      ok: true,
      lines,
      visits,
      recorded: true,
      duplicate: outcome === "deja-recu",
    });
  };
}

/** The function as deployed: settings from the environment, the real network. */
export const handler: (request: Request) => Promise<Response> = createCampaignVisitsHandler({
  getEnv: (name) => Deno.env.get(name),
});
