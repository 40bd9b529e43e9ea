/**
 * The formats of the reply clock's data (`reply-promises.json`), as plain functions the schema's
 * formats and the typed loaders share: a day's opening hours (`9:00-12:30, 13:30-17:30` or
 * `fermé`) and a reply delay (`24 h ouvrées`).
 */
export const CLOSED = 'fermé';

const INTERVAL = /^(\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})$/;
const minutes = (hour: string, minute: string) => Number(hour) * 60 + Number(minute);

/** The intervals of a day's hours in minutes after midnight, in order; undefined on a shape the clock cannot use. */
export function openingMinutes(hours: string): { opens: number; closes: number }[] | undefined {
  if (hours === CLOSED) return [];
  let previousClose = -1;
  const intervals: { opens: number; closes: number }[] = [];
  for (const part of hours.split(/,\s*/)) {
    const match = INTERVAL.exec(part);
    if (!match || Number(match[2]) >= 60 || Number(match[4]) >= 60) return undefined;
    const opens = minutes(match[1]!, match[2]!);
    const closes = minutes(match[3]!, match[4]!);
    if (!(opens < closes && closes <= 24 * 60 && opens > previousClose)) return undefined;
    previousClose = closes;
    intervals.push({ opens, closes });
  }
  return intervals;
}

export const isOpeningHours = (hours: string) => openingMinutes(hours) !== undefined;

export const REPLY_DELAY = /^(\d{1,3}) h ouvrées$/;
export const isReplyDelay = (delay: string) => REPLY_DELAY.test(delay) && Number(REPLY_DELAY.exec(delay)![1]) > 0;
