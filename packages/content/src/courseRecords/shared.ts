import { TRAINING_PARTICIPATION } from '../apprenticeship/aidSchemes.ts';
import type { DiplomaLevel } from '../apprenticeship/employerCost.ts';
import { formatDate, formatEuros, NBSP } from '../format.ts';
import type { RichText } from '../model/link.ts';
import { isMissing, type Known } from '../model/placeholder.ts';
import type { KeyInformationPart } from '../model/sections.ts';
import { APPLICATION, DISABILITY_REFERENT, SCHOOL } from '../school.ts';
import type { Item } from './courseRecord.ts';

/** Parts every course record shares. */

/** A phone number never breaks across two lines. */
const unbroken = (text: string) => text.replace(/ /g, NBSP);

/** Who to ask about the course: the school, and the disability referent. */
export const CONTACT_PARTS: Item = [
  [
    'L’équipe des admissions : ',
    { label: SCHOOL.email, href: `mailto:${SCHOOL.email}` },
    ' ou ',
    { label: unbroken(SCHOOL.phone), href: `tel:${SCHOOL.phoneHref}` },
    '.',
  ],
  [`${DISABILITY_REFERENT.role} : ${DISABILITY_REFERENT.name}, `, { label: DISABILITY_REFERENT.email, href: `mailto:${DISABILITY_REFERENT.email}` }, '.'],
];

/** The same for every course: the individual study, the referent, and the site's accessibility statement. */
export const ACCESSIBILITY_PARTS: Item = [
  'Chaque situation est étudiée avec vous avant l’entrée en formation, en toute confidentialité : rythme, supports ou modalités d’évaluation peuvent être adaptés lorsque c’est possible.',
  [
    { label: 'Votre référente handicap', href: '/accessibilite#referente' },
    ' et ',
    { label: 'la déclaration d’accessibilité du site', href: '/accessibilite#declaration' },
    '.',
  ],
];

/**
 * What an apprenticeship course costs, and who pays (Code du travail, art. L6211-1: free for the
 * apprentice; art. L6332-14: the employer's OPCO funds the contract at the level set for the
 * diploma; the employer's flat participation for level 6 and over, dated and sourced in
 * `apprenticeship/aidSchemes.ts`). The school's own price is a missing fact until it gives it.
 */
export function apprenticeshipPrice(level: Known<DiplomaLevel>, price: Known<KeyInformationPart>): Item {
  const participation = TRAINING_PARTICIPATION;
  const owed =
    isMissing(level) || level >= participation.fromLevel
      ? ` Pour un diplôme de niveau ${participation.fromLevel} ou plus, l’employeur verse une participation de ${formatEuros(participation.amountEuros)} par contrat (contrats conclus depuis le ${formatDate(participation.contractsFrom)} ; ${participation.source}).`
      : '';
  return [
    'Gratuite pour l’apprenti, qui est rémunéré par son entreprise (Code du travail, art. L6211-1).',
    `Pour l’employeur : le coût de la formation est pris en charge par son OPCO, au niveau de prise en charge fixé pour ce diplôme (art. L6332-14).${owed}`,
    price,
  ];
}

/** How one enters an apprenticeship course: the application, the selection, the contract. */
export function apprenticeshipModalities(): RichText[] {
  return [
    'En apprentissage : un contrat de travail avec une entreprise, la formation 100 % à distance.',
    [
      `Candidature en ligne en ${APPLICATION.minutesToApply} minutes (`,
      { label: 'candidater', href: '/candidater' },
      `), puis ${APPLICATION.selection.charAt(0).toLowerCase()}${APPLICATION.selection.slice(1)} ; nous vous aidons ensuite à trouver votre entreprise.`,
    ],
  ];
}
