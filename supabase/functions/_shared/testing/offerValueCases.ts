// Good and bad job offers (issue 21, point 8), fed to the database
// (supabase/tests/jobOffers.ts), to the functions' rules (jobOffer.ts) and to the form
// (packages/contact, validateOffer): each is accepted everywhere or refused everywhere.
// Dates are relative to the day the test runs (the table counts from the offer's created_at).

import { OFFER_REASON, type OfferColumns, parisDate } from "../jobOffer.ts";

/** A date `days` after today in the school's time zone, `YYYY-MM-DD`. */
export function dayFromToday(days: number, now: Date = new Date()): string {
  const today = new Date(`${parisDate(now)}T12:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A complete, acceptable offer. */
export const VALID_OFFER = (): OfferColumns => ({
  offer_title: "Assistant marketing digital",
  offer_work_mode: "hybride",
  offer_town: "Laval",
  offer_start: dayFromToday(120),
  offer_rhythm: "rythme-ecole",
  offer_level: "bac-3",
  company_name: "Menuiserie Exemple",
  company_size: "11-49",
});

/** The request an offer comes with (its message is the missions). */
export const OFFER_CONTACT = {
  name: "Camille Martin",
  email: "camille.martin@example.fr",
  phone: null,
  reason: OFFER_REASON,
  message: "Animer nos réseaux sociaux et suivre nos campagnes.",
};

export interface OfferCase {
  why: string;
  offer: () => Partial<OfferColumns>;
  accepted: boolean;
}

export const OFFER_CASES: readonly OfferCase[] = [
  { why: "a complete offer", offer: () => ({}), accepted: true },
  {
    why: "fully remote, without a town",
    offer: () => ({ offer_work_mode: "a-distance", offer_town: null }),
    accepted: true,
  },
  {
    why: "a town although fully remote",
    offer: () => ({ offer_work_mode: "a-distance" }),
    accepted: false,
  },
  { why: "on site without a town", offer: () => ({ offer_town: null }), accepted: false },
  { why: "no title", offer: () => ({ offer_title: null }), accepted: false },
  { why: "a blank title", offer: () => ({ offer_title: "\u00a0 \u200b" }), accepted: false },
  {
    why: "a title of 120 characters",
    offer: () => ({ offer_title: "T".repeat(120) }),
    accepted: true,
  },
  {
    why: "a title of 121 characters",
    offer: () => ({ offer_title: "T".repeat(121) }),
    accepted: false,
  },
  {
    why: "a title on two lines",
    offer: () => ({ offer_title: "Assistant\nBcc: victime@example.com" }),
    accepted: false,
  },
  {
    why: "a town of 101 characters",
    offer: () => ({ offer_town: "V".repeat(101) }),
    accepted: false,
  },
  {
    why: "a company name with a bidirectional override",
    offer: () => ({ company_name: "Exemple\u202e" }),
    accepted: false,
  },
  { why: "an unknown work mode", offer: () => ({ offer_work_mode: "lune" }), accepted: false },
  { why: "an unknown rhythm", offer: () => ({ offer_rhythm: "3-2" }), accepted: false },
  { why: "an unknown level", offer: () => ({ offer_level: "bac-8" }), accepted: false },
  { why: "an unknown company size", offer: () => ({ company_size: "1000" }), accepted: false },
  { why: "no company size", offer: () => ({ company_size: null }), accepted: false },
  { why: "a start today", offer: () => ({ offer_start: dayFromToday(0) }), accepted: true },
  {
    why: "a start a month ago (late offers happen)",
    offer: () => ({ offer_start: dayFromToday(-30) }),
    accepted: true,
  },
  {
    why: "a start more than a month ago",
    offer: () => ({ offer_start: dayFromToday(-40) }),
    accepted: false,
  },
  {
    why: "a start more than two years ahead",
    offer: () => ({ offer_start: dayFromToday(740) }),
    accepted: false,
  },
  { why: "no start", offer: () => ({ offer_start: null }), accepted: false },
  {
    why: "a start that is no calendar day",
    offer: () => ({ offer_start: "2027-02-30" }),
    accepted: false,
  },
];
