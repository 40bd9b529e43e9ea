/**
 * The access log's shipper (issue 37, point 1): what nginx and the embedded proxy write to a file,
 * sent to the campaign-visits function, which counts the visits in the database (the edge's lines
 * go there through Cloudflare's Logpush instead). It sends the lines it has not sent yet, in
 * batches of whole lines, and remembers where it stopped in a small file beside the log (its
 * offset and the log's identity: never a line). Each batch is named by the SHA-256 of where its
 * lines were (file, offset) and of the lines: sent again after a crash, it is counted once.
 * A log rotated since the last run (logrotate's `ecole-access.log.1`) is finished first.
 * `npm run campaign-ship` runs it once (cron, every minute); `npm start` every few seconds
 * (`startLogTail`), so the desk shows a visit the next minute.
 */
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, readSync, statSync, writeFileSync } from 'node:fs';
import { CampaignError } from './errors.ts';

/** What the function is told, in its headers (supabase/functions/campaign-visits/handler.ts). */
const SECRET_HEADER = 'X-Ecole-Campaign-Secret';
const BATCH_HEADER = 'X-Ecole-Batch';
const SOURCE_HEADER = 'X-Ecole-Source';

/** A batch is at most this many bytes of whole lines (the function takes 16 MB). */
export const MAX_BATCH_BYTES = 2 * 1024 * 1024;

export interface ShipTarget {
  /** The function's address: `https://<project>.supabase.co/functions/v1/campaign-visits`. */
  url: string;
  /** CAMPAIGN_INGEST_SECRET. */
  secret: string;
}

export interface ShipOptions extends ShipTarget {
  /** The log file (nginx's, or the embedded proxy's `logs/access.log`). */
  file: string;
  /** Where the shipper remembers where it stopped; default `<file>.envoi.json`. */
  stateFile?: string;
  maxBatchBytes?: number;
  fetch?: typeof fetch;
}

export interface ShipResult {
  batches: number;
  lines: number;
  visits: number;
  /** Batches the function had already counted (a retry after a crash). */
  duplicates: number;
}

interface ShipState {
  /** The log's identity (`device:inode`): a new one means the log was rotated. */
  identity: string;
  offset: number;
}

const identityOf = (file: string) => {
  const stats = statSync(file);
  return { identity: `${stats.dev}:${stats.ino}`, size: stats.size };
};

function readState(file: string): ShipState | undefined {
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as Partial<ShipState>;
    if (typeof state.identity === 'string' && typeof state.offset === 'number' && state.offset >= 0) return { identity: state.identity, offset: state.offset };
  } catch {
    // none yet, or unreadable: from the start of the log
  }
  return undefined;
}

/** The bytes of `file` from `start` to `end`. */
function readRange(file: string, start: number, end: number): Buffer {
  const buffer = Buffer.alloc(end - start);
  const fd = openSync(file, 'r');
  try {
    let read = 0;
    while (read < buffer.length) {
      const n = readSync(fd, buffer, read, buffer.length - read, start + read);
      if (n === 0) break;
      read += n;
    }
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/** Posts one batch; the function's answer, or a French refusal. */
async function post(target: ShipTarget, id: string, lines: Buffer, doFetch: typeof fetch): Promise<{ visits: number; duplicate: boolean }> {
  let response: Response;
  try {
    response = await doFetch(target.url, {
      method: 'POST',
      headers: { [SECRET_HEADER]: target.secret, [BATCH_HEADER]: id, [SOURCE_HEADER]: 'journal', 'Content-Type': 'application/x-ndjson' },
      body: new Uint8Array(lines),
    });
  } catch {
    throw new CampaignError(`La fonction campaign-visits est injoignable (${target.url}) : les lignes restent à envoyer, relancez plus tard.`);
  }
  const text = await response.text();
  if (response.status === 401) throw new CampaignError('La fonction campaign-visits refuse le secret : CAMPAIGN_INGEST_SECRET doit être celui de ses secrets.');
  if (response.status === 404) {
    throw new CampaignError(`La fonction campaign-visits n’est pas déployée (${target.url}) : supabase functions deploy campaign-visits.`);
  }
  if (!response.ok) throw new CampaignError(`La fonction campaign-visits a répondu ${response.status} : les lignes restent à envoyer, relancez plus tard.`);
  const answer = JSON.parse(text) as { visits?: number; duplicate?: boolean };
  return { visits: answer.visits ?? 0, duplicate: answer.duplicate === true };
}

/** Sends `file` from `offset` to its last whole line, batch by batch, recording each step in `save`. */
async function shipRange(
  options: ShipOptions,
  file: string,
  identity: string,
  offset: number,
  size: number,
  save: (offset: number) => void,
  result: ShipResult,
): Promise<void> {
  const max = options.maxBatchBytes ?? MAX_BATCH_BYTES;
  let at = offset;
  while (at < size) {
    let chunk = readRange(file, at, Math.min(size, at + max));
    let end = chunk.lastIndexOf(0x0a) + 1;
    if (end === 0) {
      // No line ends within a batch: a line longer than a batch (nothing a proxy writes) goes
      // alone, whole; a line still being written waits for the next run.
      chunk = readRange(file, at, size);
      end = chunk.indexOf(0x0a) + 1;
      if (end === 0) return;
    }
    const lines = chunk.subarray(0, end);
    const id = createHash('sha256').update(`${identity}:${at}:`).update(lines).digest('hex');
    const answer = await post(options, id, lines, options.fetch ?? fetch);
    result.batches += 1;
    result.lines += lines
      .toString('utf8')
      .split('\n')
      .filter((line) => line.trim() !== '').length;
    if (answer.duplicate) result.duplicates += 1;
    else result.visits += answer.visits;
    at += lines.length;
    save(at);
  }
}

/**
 * Sends what `file` gained since the last run (and the end of its rotated predecessor, `<file>.1`),
 * in batches of whole lines; a line still being written waits for the next run.
 */
export async function shipLog(options: ShipOptions): Promise<ShipResult> {
  const result: ShipResult = { batches: 0, lines: 0, visits: 0, duplicates: 0 };
  if (!existsSync(options.file)) return result;
  const stateFile = options.stateFile ?? `${options.file}.envoi.json`;
  const state = readState(stateFile);
  const save = (identity: string) => (offset: number) => writeFileSync(stateFile, `${JSON.stringify({ identity, offset })}\n`);

  const current = identityOf(options.file);
  let offset = 0;
  if (state?.identity === current.identity) {
    // Truncated (copytruncate): from its start again.
    offset = state.offset <= current.size ? state.offset : 0;
  } else if (state !== undefined) {
    const rotated = `${options.file}.1`;
    if (existsSync(rotated) && identityOf(rotated).identity === state.identity) {
      const previous = identityOf(rotated);
      await shipRange(options, rotated, previous.identity, Math.min(state.offset, previous.size), previous.size, save(previous.identity), result);
    }
  }
  await shipRange(options, options.file, current.identity, offset, current.size, save(current.identity), result);
  if (result.batches === 0) save(current.identity)(offset);
  return result;
}

/**
 * Ships `file` every `intervalMs` (`npm start`: its own logs/access.log into the stand-in), one
 * run at a time; a failure is said once on `log` and retried at the next tick. `stop()` ships
 * what is left, then ends.
 */
export function startLogTail(options: ShipOptions & { intervalMs?: number; log?: (line: string) => void }): {
  tick(): Promise<ShipResult | undefined>;
  stop(): Promise<void>;
} {
  let running: Promise<ShipResult | undefined> | undefined;
  let failing = false;
  const tick = () => {
    running ??= shipLog(options)
      .then(
        (result) => {
          failing = false;
          return result;
        },
        (error: unknown) => {
          if (!failing) options.log?.(`Visites non envoyées au Supabase local : ${(error as Error).message}`);
          failing = true;
          return undefined;
        },
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void tick(), options.intervalMs ?? 10_000);
  timer.unref();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running;
      await tick();
    },
  };
}
