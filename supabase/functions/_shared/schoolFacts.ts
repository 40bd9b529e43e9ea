// The school's facts the backend needs, written once for both runtimes (issue 36): the edge
// functions import this file, packages/content imports it as `@ecole/supabase/school-facts` (and
// marks the provisional ones for the launch check, `pendingFact`), and the SQL tests compare the
// database's own copies with it (supabase/tests/schoolFacts.test.ts): a migration is SQL and cannot
// import it. Before, the functions and the database kept copies of the content's facts, kept equal
// by tests in packages/supabase-local.
//
// Here, not in @ecole/content, because a hosted function is bundled from supabase/functions alone:
// the Supabase CLI cannot deploy a function that imports a file above that folder with its API
// bundler (supabase/cli#3467), and a Deno function cannot import a workspace package (DESIGN.md §5
// departs as for the contact contract). Plain data and pure functions: no Deno or Node API, and
// only `.ts` imports, which Deno, Vite and Node's tsx all read.
//
// The contact details, the opening hours and the promises are PROVISIONAL (the specification gives
// none): `npm run launch-check` lists them, and a production build refuses them, until the school
// states its own (docs/content-decisions.md). A change to the opening hours, a promise, a holiday or
// the time zone needs a migration too: the SQL test names it.

import type { ContactReasonSlug } from "./contactContract/reasons.ts";

/** The school's name and contact details, as the site shows them and the acknowledgement gives them. */
export const SCHOOL_CONTACT = {
  brand: "École Connectée",
  email: "contact@ecole-connectee.fr",
  phone: "02 43 00 00 00",
} as const;

/** The time zone of the school's clock: opening hours, due times, Monday's report, dates in mails. */
export const BUSINESS_TIME_ZONE = "Europe/Paris";

/** ISO day of the week: Monday 1 … Sunday 7. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const WEEKDAY_NAMES: Readonly<Record<IsoWeekday, string>> = {
  1: "lundi",
  2: "mardi",
  3: "mercredi",
  4: "jeudi",
  5: "vendredi",
  6: "samedi",
  7: "dimanche",
};

/** A closed day, as the school writes it. */
export const CLOSED = "fermé";

/**
 * Each day's opening hours as the school states them: `9:00-12:30, 13:30-17:30`, or `fermé`. The
 * clock of every reply promise (DESIGN.md §2.11): a PROVISIONAL guess, an office's usual day.
 */
export const OPENING_HOURS: Readonly<Record<IsoWeekday, string>> = {
  1: "9:00-12:30, 13:30-17:30",
  2: "9:00-12:30, 13:30-17:30",
  3: "9:00-12:30, 13:30-17:30",
  4: "9:00-12:30, 13:30-17:30",
  5: "9:00-12:30, 13:30-17:30",
  6: CLOSED,
  7: CLOSED,
};

/** One opening interval of a day of the week, local wall-clock times `HH:MM` (closes may be `24:00`). */
export interface OpeningInterval {
  weekday: IsoWeekday;
  opens: string;
  closes: string;
}

const INTERVAL = /^(\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})$/;
const minutes = (hour: string, minute: string) => Number(hour) * 60 + Number(minute);
const clock = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;

/** The intervals of one day's hours, in order; throws (in French) on a shape the clock cannot use. */
export function parseOpeningHours(weekday: IsoWeekday, hours: string): OpeningInterval[] {
  if (hours === CLOSED) return [];
  let previousClose = -1;
  return hours.split(/,\s*/).map((part) => {
    const match = INTERVAL.exec(part);
    const opens = match ? minutes(match[1]!, match[2]!) : Number.NaN;
    const closes = match ? minutes(match[3]!, match[4]!) : Number.NaN;
    if (
      !(opens < closes && closes <= 24 * 60 && opens > previousClose &&
        Number(match?.[2]) < 60 && Number(match?.[4]) < 60)
    ) {
      throw new Error(
        `Horaires illisibles pour le ${
          WEEKDAY_NAMES[weekday]
        } : « ${hours} » (attendu « ${CLOSED} » ou « 9:00-12:30, 13:30-17:30 », dans l’ordre).`,
      );
    }
    previousClose = closes;
    return { weekday, opens: clock(opens), closes: clock(closes) };
  });
}

/** Every opening interval of the week, Monday first: what public.business_opening_hours holds. */
export function openingIntervals(
  hours: Readonly<Record<IsoWeekday, string>> = OPENING_HOURS,
): OpeningInterval[] {
  return ([1, 2, 3, 4, 5, 6, 7] as const).flatMap((weekday) =>
    parseOpeningHours(weekday, hours[weekday])
  );
}

/**
 * The reply delay promised for each kind of request, in business hours (hours the school is open):
 * PROVISIONAL, the specification's 24 h, and the disability referent's 48 h for accessibility.
 */
export const REPLY_PROMISE_HOURS: Readonly<Record<ContactReasonSlug, number>> = {
  "formation-ia": 24,
  alternance: 24,
  recrutement: 24,
  "dirigeants-salaries": 24,
  accessibilite: 48,
  collectivite: 24,
  autre: 24,
  offre: 24,
};

/** A French public holiday (jour férié). */
export interface PublicHoliday {
  /** `YYYY-MM-DD`, a calendar day in Europe/Paris. */
  day: string;
  name: string;
}

const FIXED_HOLIDAYS = [
  ["01-01", "Jour de l’an"],
  ["05-01", "Fête du Travail"],
  ["05-08", "Victoire 1945"],
  ["07-14", "Fête nationale"],
  ["08-15", "Assomption"],
  ["11-01", "Toussaint"],
  ["11-11", "Armistice 1918"],
  ["12-25", "Noël"],
] as const;

/**
 * Easter Monday, Ascension Thursday and Whit Monday of each year, as published
 * (https://calendrier.api.gouv.fr/jours-feries/metropole.json); @ecole/content's test recomputes them.
 */
export const MOVING_HOLIDAYS: Readonly<
  Record<number, readonly [easterMonday: string, ascension: string, whitMonday: string]>
> = {
  2025: ["04-21", "05-29", "06-09"],
  2026: ["04-06", "05-14", "05-25"],
  2027: ["03-29", "05-06", "05-17"],
  2028: ["04-17", "05-25", "06-05"],
  2029: ["04-02", "05-10", "05-21"],
  2030: ["04-22", "05-30", "06-10"],
};

/**
 * The public holidays the reply clock skips: the eleven days of art. L3133-1 of the Code du travail
 * in metropolitan France (the school is in Laval), by day.
 */
export const PUBLIC_HOLIDAYS: readonly PublicHoliday[] = Object.entries(MOVING_HOLIDAYS)
  .flatMap(([year, [easterMonday, ascension, whitMonday]]) => [
    ...FIXED_HOLIDAYS.map(([day, name]) => ({ day: `${year}-${day}`, name })),
    { day: `${year}-${easterMonday}`, name: "Lundi de Pâques" },
    { day: `${year}-${ascension}`, name: "Ascension" },
    { day: `${year}-${whitMonday}`, name: "Lundi de Pentecôte" },
  ])
  .sort((a, b) => a.day.localeCompare(b.day));

/** The last day the list covers: due times after it count every weekday as a working day. */
export const PUBLIC_HOLIDAYS_KNOWN_UNTIL = `${
  Math.max(...Object.keys(MOVING_HOLIDAYS).map(Number))
}-12-31`;

/**
 * How long the contact budget keeps its fingerprints of an address and of a client (the privacy
 * policy states it): the budget's trigger and its purge delete them after this
 * (20261124130200_contact_requests_flood_budget.sql).
 */
export const FLOOD_BUDGET = { keptHours: 24 } as const;
