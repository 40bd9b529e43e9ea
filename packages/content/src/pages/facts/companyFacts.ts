import { AID_WORDING, COST_ESTIMATE_FACTS } from './simulatorFacts.ts';

/**
 * What every company page must say (spec §1 « Company pitches », and the issue that wrote the
 * company pages), shared by the facts of those pages (`pages/entreprises/<slug>.facts.ts`).
 */

/** Where every request from a company page goes: /contact with the company reason. */
export const COMPANY_CONTACT = '/contact?objet=recrutement';

/**
 * The company pitches of spec §1, as the shared sections say them. The aid is worded with the
 * amount of the rules of the build's day (the spec's « up to 5 000 € » held for 2025 contracts
 * only), and every company page has the cost estimator.
 */
export const COMPANY_PITCH: Readonly<Record<string, readonly string[]>> = {
  'pitch: state aid, one wording, the amount of the rules in force': AID_WORDING,
  ...COST_ESTIMATE_FACTS,
  'pitch: no paperwork': ['Zéro paperasse', 'cerfa', 'OPCO'],
  'pitch: about 30 minutes a week of follow-up': ['Environ 30 minutes par semaine'],
  'pitch: remote work': ['Formation 100 % à distance', 'Le travail à distance est possible'],
  'pitch: trial period': ['Une période d’essai'],
  'pitch: monthly or weekly check-ins': ['Des points mensuels ou hebdomadaires'],
  'pitch: the 2-minute description form': ['2 min pour nous décrire votre besoin', '2 minutes suffisent'],
  'pitch: apprentices present 80 % on the company’s priorities': ['Présents à 80 % sur vos priorités'],
};

/** What a sector page's phone buttons say (spec §2: sticky mobile buttons to /contact). */
export const PHONE_BUTTONS = ['Trouver mon alternant', 'Être rappelé'];

/**
 * The calls every sector page has (segmentPage), and where they lead. The phone's buttons are
 * hidden at 1 280 px, where the actions are checked: their words are checked in the HTML instead.
 */
export const SEGMENT_ACTIONS = [
  { name: 'Comment ça marche', href: '#comment-ca-marche' },
  { name: 'Contactez-nous', href: COMPANY_CONTACT },
] as const;

/** How a page labels example testimonials and logos. */
export const EXAMPLE_TESTIMONIAL = 'Exemple en attendant un témoignage réel';
export const EXAMPLE_LOGOS = 'Logos d’exemple';
