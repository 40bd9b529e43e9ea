import type { Locator } from 'playwright-core';

/**
 * The « fast first tap right after the section comes on screen » probe of one island (issue 39,
 * points 3 to 5): what a visitor taps (and types) in it, and how to tell, once it is live, that
 * the tap was kept.
 */

export interface FirstTapProbe {
  island: string;
  path: string;
  width: number;
  target: (slot: Locator) => Locator;
  /** Typed once the press is over, if the target is a field. */
  typed?: string;
  /** Whether the live island shows what the tap (and the keys) asked for. */
  kept: (slot: Locator, target: Locator) => Promise<boolean>;
}

const fieldKept = (typed: string) => async (_slot: Locator, field: Locator) =>
  (await field.inputValue()) === typed && (await field.evaluate((element) => element === document.activeElement));

/** Nothing a tap there asks for: the island has no control before it is live (its text is what a tap meets). */
const nothingToLose = async () => true;

/** A calculator's age field: the digits typed are kept, and the result replaced its prompt. */
const ageKept: FirstTapProbe['kept'] = async (slot, field) =>
  (await fieldKept('19')(slot, field)) && !(await slot.getByRole('status').textContent())?.includes('Indiquez');

export const FIRST_TAP_PROBES: readonly FirstTapProbe[] = [
  {
    island: 'course-tabs',
    path: '/programmes/marketing-digital',
    width: 1280,
    target: (slot) => slot.getByRole('tab', { name: 'Pré-requis' }),
    kept: async (slot) => (await slot.getByRole('tab', { selected: true }).textContent()) === 'Pré-requis',
  },
  {
    island: 'pay-simulator',
    path: '/etudiants',
    width: 375,
    target: (slot) => slot.getByRole('spinbutton', { name: 'Votre âge' }),
    typed: '19',
    kept: ageKept,
  },
  {
    island: 'cost-estimator',
    path: '/tpe',
    width: 375,
    target: (slot) => slot.getByRole('spinbutton', { name: 'Âge de l’apprenti' }),
    typed: '19',
    kept: ageKept,
  },
  {
    island: 'contact-form',
    path: '/contact',
    width: 375,
    target: (slot) => slot.getByRole('textbox', { name: 'Prénom et Nom' }),
    typed: 'Camille',
    kept: fieldKept('Camille'),
  },
  // The two islands the last closing note left out. Neither has a control before it is live: the
  // thank-you page's steps are text (its island adds the « sent » toast and an old link's anchor),
  // and the follow-up page's form is drawn by its island from the link in the address. A tap on
  // their text is what a visitor's first tap meets: it must cost what it costs on the floor.
  {
    island: 'reason-steps',
    path: '/thank-you',
    width: 375,
    // The panel shown (the others are in the page, hidden until their anchor is the address's).
    target: (slot) => slot.locator('h2').filter({ visible: true }).first(),
    kept: nothingToLose,
  },
  {
    island: 'follow-up',
    path: '/suivi-demande',
    width: 375,
    // Its frame, which it hydrates in place: the text inside changes when it goes live.
    target: (slot) => slot.locator(':scope > *').first(),
    kept: nothingToLose,
  },
];
