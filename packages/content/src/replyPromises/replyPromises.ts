import { CHOOSABLE_CONTACT_REASONS, CONTACT_REASONS, type ContactReasonSlug } from '../contactReasons.ts';
import { factValue } from '../data/facts.ts';
import { REPLY_DELAY } from '../data/formats.ts';
import { NBSP } from '../format.ts';
import { BUSINESS_TIME_ZONE, OPENING_INTERVALS, openingHoursPhrase, REPLY_PROMISES_DATA, replyPromisesFacts } from './openingHours.ts';

/**
 * A promise is data, and so is its clock (DESIGN.md §2.11, issue 21, issue 33). Each kind of request
 * has one reply delay, in business hours: hours during which the school is open
 * (`OPENING_HOURS`, in `BUSINESS_TIME_ZONE`; public holidays of `PUBLIC_HOLIDAYS` skipped). With
 * the provisional hours (7 h 30 a day, Monday to Friday) « 24 h ouvrées » is three working days
 * and an hour and a half: a request sent on Monday at 10:00 is due on Thursday before 11 h 30
 * (docs/content-decisions.md, for the school to confirm).
 *
 * Every page states a request's promise with `replyPromisePhrase` (the page with the form, the
 * thank-you page), the acknowledgement mail gives it with its deadline, and the database computes
 * each request's due time from the same figures (public.contact_reply_promises,
 * public.business_opening_hours and public.public_holidays, migrations 20261126120000 and
 * 20261128140000; `packages/contracts/test/replyPromises.test.ts` keeps them equal). The
 * figures are the school's to confirm: provisional facts the launch check lists. The
 * specification's 24 h of /contact is the default; the disability referent's 48 h (the
 * accessibility page) is the accessibility promise.
 */
export const BUSINESS_CALENDAR = {
  timeZone: BUSINESS_TIME_ZONE,
  /** ISO days of the week the school opens (the days with an opening interval). */
  workingDays: [...new Set(OPENING_INTERVALS.map((interval) => interval.weekday))],
} as const;

/** What « ouvrées » means, for a visitor: the school's opening hours, said as a person says them. */
export const BUSINESS_DAYS_PHRASE = `comptées sur nos heures d’ouverture (${openingHoursPhrase()}, hors jours fériés)`;

const promise = (slug: ContactReasonSlug) => {
  if (!REPLY_PROMISES_DATA.promise[slug]) throw new Error(`reply-promises.json : il manque le délai promis pour « ${slug} » (promise.${slug}).`);
  return factValue(replyPromisesFacts, (data) => data.promise[slug]!);
};

/** The delay of each kind of request, as the school states it (`data/reply-promises.json`): `<hours> h ouvrées`. */
export const REPLY_PROMISES: Readonly<Record<ContactReasonSlug, string>> = {
  'formation-ia': promise('formation-ia'),
  alternance: promise('alternance'),
  recrutement: promise('recrutement'),
  'dirigeants-salaries': promise('dirigeants-salaries'),
  accessibilite: promise('accessibilite'),
  collectivite: promise('collectivite'),
  autre: promise('autre'),
  offre: promise('offre'),
};

/** The promise in business hours, as the database counts it. */
export function replyPromiseHours(slug: ContactReasonSlug): number {
  const hours = REPLY_DELAY.exec(REPLY_PROMISES[slug]);
  if (!hours) throw new Error(`Délai de réponse illisible pour « ${slug} » : ${REPLY_PROMISES[slug]}`);
  return Number(hours[1]);
}

/** `24 h ouvrées`, typeset (no-break space between the figure and its unit). */
export function replyPromiseDelay(slug: ContactReasonSlug): string {
  return `${replyPromiseHours(slug)}${NBSP}h ouvrées`;
}

/** `sous 24 h ouvrées`: how every page words the promise of a kind of request. */
export function replyPromisePhrase(slug: ContactReasonSlug): string {
  return `sous ${replyPromiseDelay(slug)}`;
}

/**
 * The promise of a page where the visitor has not chosen the reason yet (/contact): the most
 * common delay, and each exception by name. (The thank-you page knows the reason from its address
 * and states that promise alone, issue 33.)
 * « sous 24 h ouvrées (48 h ouvrées pour une demande « Accessibilité et handicap ») ».
 */
export function replyPromiseSummary(slugs: readonly ContactReasonSlug[] = CHOOSABLE_CONTACT_REASONS.map((reason) => reason.slug)): string {
  const counts = new Map<number, number>();
  for (const slug of slugs) counts.set(replyPromiseHours(slug), (counts.get(replyPromiseHours(slug)) ?? 0) + 1);
  const usual = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
  const exceptions = slugs.filter((slug) => replyPromiseHours(slug) !== usual);
  const usualSlug = slugs.find((slug) => replyPromiseHours(slug) === usual)!;
  if (exceptions.length === 0) return replyPromisePhrase(usualSlug);
  const label = (slug: ContactReasonSlug) => CONTACT_REASONS.find((reason) => reason.slug === slug)!.label;
  const named = exceptions.map((slug) => `${replyPromiseDelay(slug)} pour une demande «${NBSP}${label(slug)}${NBSP}»`).join(', ');
  return `${replyPromisePhrase(usualSlug)} (${named})`;
}
