import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The stand-in's clock: the real time plus an offset that `npm run local-clock -- +2d` sets (issue
 * 33, point 5), so that staff trying the desk see a reminder, a late request and the Monday mail
 * without waiting days or writing SQL. One offset, read by every clock of the stand-in so that they
 * agree: the database's (PostgreSQL's `now()` and every timestamp default, pgliteClock.ts), the
 * edge functions' (`Date` under Deno, deno/localClock.ts), Auth's, the sweep's and the outbox's.
 *
 * Kept beside the database (standInFiles.ts): it survives a restart, `rm -rf .local` resets it,
 * and the command can set it before `npm start` (the stand-in reads it at start).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A trial, not a time machine: a year either way at most. */
export const MAX_CLOCK_OFFSET_MS = 366 * DAY;

export class LocalClock {
  #offsetMs: number;
  readonly #file: string | undefined;

  constructor(options: { file?: string; offsetMs?: number } = {}) {
    this.#file = options.file;
    this.#offsetMs = options.offsetMs ?? (options.file === undefined ? 0 : readClockOffset(options.file));
  }

  /** How far ahead of the real time (negative: behind), in milliseconds. */
  get offsetMs(): number {
    return this.#offsetMs;
  }

  /** The stand-in's time, in milliseconds since the epoch. */
  readonly now = (): number => Date.now() + this.#offsetMs;

  /** Moves the clock to this offset from the real time, and keeps it (when there is a file). */
  set(offsetMs: number): void {
    const error = offsetError(offsetMs);
    if (error !== undefined) throw new RangeError(error);
    this.#offsetMs = offsetMs;
    if (this.#file !== undefined) writeClockOffset(this.#file, offsetMs);
  }
}

/** Why an offset cannot be the clock's, in French, or undefined. */
export function offsetError(offsetMs: number): string | undefined {
  if (!Number.isInteger(offsetMs)) return 'Le décalage de l’horloge doit être un nombre entier de millisecondes.';
  if (Math.abs(offsetMs) > MAX_CLOCK_OFFSET_MS) return 'L’horloge locale ne s’écarte pas de plus d’un an de l’heure réelle.';
  return undefined;
}

/** The offset kept in `file`; 0 when there is none. */
export function readClockOffset(file: string): number {
  try {
    const { offset_ms: offset } = JSON.parse(readFileSync(file, 'utf8')) as { offset_ms?: unknown };
    return typeof offset === 'number' && offsetError(offset) === undefined ? offset : 0;
  } catch {
    return 0;
  }
}

/** Keeps the offset (0 deletes the file: the clock is the real one). */
export function writeClockOffset(file: string, offsetMs: number): void {
  if (offsetMs === 0) {
    rmSync(file, { force: true });
    return;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ offset_ms: offsetMs, set_at: new Date().toISOString() }, null, 2)}\n`);
}

/** What `npm run local-clock -- …` asks: show the clock, set it back to the real time, or move it. */
export type ClockChange = { kind: 'show' } | { kind: 'reset' } | { kind: 'shift'; ms: number };

const UNITS: Record<string, number> = { j: DAY, d: DAY, h: HOUR, m: MINUTE, min: MINUTE };

/** `+2d`, `+3h`, `-1d`, `+1d12h`, `+30m` (`j` for jour too), `reset`, `show`; a French sentence when it is none of them. */
export function parseClockChange(text: string): ClockChange | { error: string } {
  const value = text.trim().toLowerCase();
  if (value === 'show' || value === '') return { kind: 'show' };
  if (value === 'reset') return { kind: 'reset' };
  const match = /^([+-])((?:\d+(?:min|[jdhm]))+)$/.exec(value);
  if (match === null) {
    return { error: `Décalage incompris\u00a0: «\u00a0${text}\u00a0» (par exemple +2d, +3h, +30m, -1d, +1d12h, reset ou show).` };
  }
  let ms = 0;
  for (const [, amount, unit] of match[2]!.matchAll(/(\d+)(min|[jdhm])/g)) ms += Number(amount) * UNITS[unit!]!;
  return { kind: 'shift', ms: match[1] === '-' ? -ms : ms };
}

const PARIS_DAY = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const PARIS_TIME = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** `lundi 30 novembre 2026 à 14 h 05` (Paris time, as the school's mails say it). */
export function frenchLocalTime(ms: number): string {
  const [hour, minute] = PARIS_TIME.format(ms).split(':');
  const day = PARIS_DAY.format(ms).replace(/^(\S+) 1 /, '$1 1er ');
  return `${day} à ${Number(hour)}\u00a0h\u00a0${minute}`;
}

/** `en avance de 2 jours et 3 heures sur l’heure réelle`, `à l’heure réelle`. */
export function describeOffset(offsetMs: number): string {
  if (offsetMs === 0) return 'à l’heure réelle';
  let rest = Math.abs(offsetMs);
  const parts: string[] = [];
  for (const [size, one, many] of [
    [DAY, 'jour', 'jours'],
    [HOUR, 'heure', 'heures'],
    [MINUTE, 'minute', 'minutes'],
  ] as const) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) parts.push(`${count}\u00a0${count === 1 ? one : many}`);
  }
  const amount = parts.length === 0 ? 'moins d’une minute' : parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`;
  return `${offsetMs > 0 ? 'en avance' : 'en retard'} de ${amount} sur l’heure réelle`;
}
