/**
 * The French public holidays (jours fériés) the reply clock skips, as dated data (DESIGN.md §2.7,
 * §2.11): the eleven days of art. L3133-1 of the Code du travail, in metropolitan France (the
 * school is in Laval: neither Alsace-Moselle's Good Friday and 26 December nor an overseas
 * department's abolition day apply). Whit Monday is listed: it is a public holiday, even where a
 * firm works it as the « journée de solidarité ».
 *
 * Source: Code du travail, art. L3133-1 (https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000033008103),
 * and the dates the State publishes (https://calendrier.api.gouv.fr/jours-feries/metropole.json).
 * The moving feasts (Easter Monday, Ascension, Whit Monday) follow Easter; a test recomputes them.
 *
 * The database holds the same list (public.public_holidays, migration
 * 20261126120000_contact_requests_follow_up.sql) and computes every due time from it;
 * `packages/contracts/test/replyPromises.test.ts` keeps the two equal. Past `PUBLIC_HOLIDAYS_KNOWN_UNTIL`
 * the clock knows no holiday: add the next years here and in a migration before then (the launch
 * check says when).
 */
export interface PublicHoliday {
  /** `YYYY-MM-DD`, a calendar day in Europe/Paris. */
  day: string;
  name: string;
}

const FIXED = [
  ['01-01', 'Jour de l’an'],
  ['05-01', 'Fête du Travail'],
  ['05-08', 'Victoire 1945'],
  ['07-14', 'Fête nationale'],
  ['08-15', 'Assomption'],
  ['11-01', 'Toussaint'],
  ['11-11', 'Armistice 1918'],
  ['12-25', 'Noël'],
] as const;

/** Easter Monday, Ascension Thursday and Whit Monday of each year, as published. */
const MOVING: Readonly<Record<number, readonly [easterMonday: string, ascension: string, whitMonday: string]>> = {
  2025: ['04-21', '05-29', '06-09'],
  2026: ['04-06', '05-14', '05-25'],
  2027: ['03-29', '05-06', '05-17'],
  2028: ['04-17', '05-25', '06-05'],
  2029: ['04-02', '05-10', '05-21'],
  2030: ['04-22', '05-30', '06-10'],
};

export const PUBLIC_HOLIDAYS: readonly PublicHoliday[] = Object.entries(MOVING)
  .flatMap(([year, [easterMonday, ascension, whitMonday]]) => [
    ...FIXED.map(([day, name]) => ({ day: `${year}-${day}`, name })),
    { day: `${year}-${easterMonday}`, name: 'Lundi de Pâques' },
    { day: `${year}-${ascension}`, name: 'Ascension' },
    { day: `${year}-${whitMonday}`, name: 'Lundi de Pentecôte' },
  ])
  .sort((a, b) => a.day.localeCompare(b.day));

/** The last day the list covers: due times after it count every weekday as a working day. */
export const PUBLIC_HOLIDAYS_KNOWN_UNTIL = `${Math.max(...Object.keys(MOVING).map(Number))}-12-31`;
