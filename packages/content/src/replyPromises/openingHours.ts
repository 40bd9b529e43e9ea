import REPLY_JSON from '../../data/reply-promises.json' with { type: 'json' };
import { type Fact, factIndex, factValue } from '../data/facts.ts';
import { CLOSED, openingMinutes } from '../data/formats.ts';
import { NBSP } from '../format.ts';

/** `packages/content/data/reply-promises.json`, as its schema (`schema/reply-promises.schema.json`) describes it. */
export interface ReplyPromisesData {
  promise: Readonly<Record<string, Fact<string>>>;
  openingHours: Readonly<Record<string, Fact<string>>>;
  openingHoursAsOf: string;
  openingHoursSource: string;
}

export const REPLY_PROMISES_DATA = REPLY_JSON as unknown as ReplyPromisesData;
export const replyPromisesFacts = factIndex('reply-promises.json', REPLY_PROMISES_DATA);

/**
 * The school's opening hours: the clock of every reply promise (DESIGN.md §2.11, §2.13; issue 33).
 * « 24 h ouvrées » is 24 hours during which the school is open, counted in `BUSINESS_TIME_ZONE`,
 * on the days below, public holidays (`PUBLIC_HOLIDAYS`) skipped. Staff reminders and the lateness
 * alert leave within these hours, with time left to act (the rule: migration
 * 20261128140000_opening_hours_clock.sql, docs/staff.md).
 *
 * Dated data with a source, in `packages/content/data/reply-promises.json`. The specification gives
 * no opening hours: the values there are a PROVISIONAL guess (an office's usual day, 9:00–12:30 and
 * 13:30–17:30, Monday to Friday), written on `OPENING_HOURS_AS_OF`, each day a provisional fact the
 * launch check lists until the school states its own. The database holds the same intervals (public.business_opening_hours);
 * `packages/contracts/test/replyPromises.test.ts` keeps the two equal and names the migration
 * to write when the school changes them.
 */
export const OPENING_HOURS_AS_OF = REPLY_PROMISES_DATA.openingHoursAsOf;
export const OPENING_HOURS_SOURCE = REPLY_PROMISES_DATA.openingHoursSource;

export const BUSINESS_TIME_ZONE = 'Europe/Paris';

/** ISO day of the week: Monday 1 … Sunday 7. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const WEEKDAY_NAMES: Readonly<Record<IsoWeekday, string>> = {
  1: 'lundi',
  2: 'mardi',
  3: 'mercredi',
  4: 'jeudi',
  5: 'vendredi',
  6: 'samedi',
  7: 'dimanche',
};

const day = (weekday: IsoWeekday) => {
  const name = WEEKDAY_NAMES[weekday];
  if (!REPLY_PROMISES_DATA.openingHours[name]) throw new Error(`reply-promises.json : il manque les horaires du ${name} (openingHours.${name}).`);
  return factValue(replyPromisesFacts, (data) => data.openingHours[name]!);
};

/** Each day's hours as the school states them: `9:00-12:30, 13:30-17:30`, or `fermé`. */
export const OPENING_HOURS: Readonly<Record<IsoWeekday, string>> = {
  1: day(1),
  2: day(2),
  3: day(3),
  4: day(4),
  5: day(5),
  6: day(6),
  7: day(7),
};

/** One opening interval of a day of the week, local wall-clock times `HH:MM` (closes may be `24:00`). */
export interface OpeningInterval {
  weekday: IsoWeekday;
  opens: string;
  closes: string;
}

const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** The intervals of one day's hours, in order; throws (in French) on a shape the clock cannot use. */
export function parseOpeningHours(weekday: IsoWeekday, hours: string): OpeningInterval[] {
  // One rule for the shape (`data/formats.ts`): the schema's format and the clock agree.
  const intervals = openingMinutes(hours);
  if (!intervals) {
    throw new Error(
      `Horaires illisibles pour le ${WEEKDAY_NAMES[weekday]} : « ${hours} » (attendu « ${CLOSED} » ou « 9:00-12:30, 13:30-17:30 », dans l’ordre).`,
    );
  }
  return intervals.map(({ opens, closes }) => ({ weekday, opens: clock(opens), closes: clock(closes) }));
}

/** Every opening interval of the week, Monday first: what public.business_opening_hours holds. */
export const OPENING_INTERVALS: readonly OpeningInterval[] = (Object.keys(OPENING_HOURS).map(Number) as IsoWeekday[]).flatMap((weekday) =>
  parseOpeningHours(weekday, OPENING_HOURS[weekday]),
);

/** `9 h`, `12 h 30` (no-break spaces). */
function spoken(time: string): string {
  const [hour, minute] = time.split(':');
  return minute === '00' ? `${Number(hour)}${NBSP}h` : `${Number(hour)}${NBSP}h${NBSP}${minute}`;
}

/** `de 9 h à 12 h 30 et de 13 h 30 à 17 h 30` */
function spokenDay(intervals: readonly OpeningInterval[]): string {
  return intervals.map((interval) => `de ${spoken(interval.opens)} à ${spoken(interval.closes)}`).join(' et ');
}

/**
 * The week's hours as a person says them, consecutive days with the same hours grouped:
 * `du lundi au vendredi, de 9 h à 12 h 30 et de 13 h 30 à 17 h 30`.
 */
export function openingHoursPhrase(): string {
  const groups: { first: IsoWeekday; last: IsoWeekday; hours: string }[] = [];
  for (const weekday of [1, 2, 3, 4, 5, 6, 7] as const) {
    const hours = spokenDay(OPENING_INTERVALS.filter((interval) => interval.weekday === weekday));
    if (hours === '') continue;
    const last = groups.at(-1);
    if (last && last.hours === hours && last.last === weekday - 1) last.last = weekday;
    else groups.push({ first: weekday, last: weekday, hours });
  }
  return groups
    .map(({ first, last, hours }) => {
      const days =
        first === last
          ? `le ${WEEKDAY_NAMES[first]}`
          : last === first + 1
            ? `le ${WEEKDAY_NAMES[first]} et le ${WEEKDAY_NAMES[last]}`
            : `du ${WEEKDAY_NAMES[first]} au ${WEEKDAY_NAMES[last]}`;
      return `${days}, ${hours}`;
    })
    .join(' ; ');
}
