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
 * The list is written once in the facts module the edge functions share
 * (`@ecole/supabase/school-facts`, issue 36). The database holds the same list (public.public_holidays,
 * migration 20261126120000_contact_requests_follow_up.sql) and computes every due time from it;
 * supabase/tests/schoolFacts.test.ts keeps the two equal. Past `PUBLIC_HOLIDAYS_KNOWN_UNTIL` the clock
 * knows no holiday: add the next years there and in a migration before then (the launch check says
 * when).
 */
export { PUBLIC_HOLIDAYS, PUBLIC_HOLIDAYS_KNOWN_UNTIL, type PublicHoliday } from '@ecole/supabase/school-facts';
