import { APPRENTICESHIP_AGE } from '@ecole/content/apprenticeship/ageLimits';
import { contractYearLabel } from '@ecole/content/apprenticeship/labels';
import type { MinimumPay, PayRaise } from '@ecole/content/apprenticeship/payGrid';
import { formatEurosCents, formatPercent } from '@ecole/content/format';
import { typesetText } from '@ecole/content/pages/typeset';

/** The pay simulator's words (typeset the French way: no-break spaces before `: % €`). */
export const PAY_MESSAGES = {
  title: 'Calculez votre salaire minimum',
  age: 'Votre âge',
  ageHint: typesetText(
    `En années : un contrat d’apprentissage commence en principe entre ${APPRENTICESHIP_AGE.usualFrom} et ${APPRENTICESHIP_AGE.usualUpTo} ans.`,
  ),
  year: 'Année de votre contrat',
  prompt: typesetText('Indiquez votre âge : votre salaire minimum s’affiche ici.'),
  pay: (pay: MinimumPay) =>
    typesetText(`Votre salaire minimum : ${formatEurosCents(pay.monthlyGross)} brut par mois, soit ${formatPercent(pay.ratePercent)} du SMIC.`),
  legal: typesetText('C’est un minimum légal, pour un temps plein : votre entreprise peut vous payer plus.'),
  agreement:
    'À partir de 21 ans, si la convention collective de votre entreprise prévoit un salaire minimum plus élevé que le SMIC, le pourcentage s’applique à ce minimum.',
  raisesTitle: 'Comment il augmente',
  raise: (raise: PayRaise) =>
    typesetText(
      raise.kind === 'birthday'
        ? `À ${raise.atAge} ans, dès le premier jour du mois qui suit votre anniversaire : ${formatEurosCents(raise.monthlyGross)} (${formatPercent(raise.ratePercent)} du SMIC).`
        : `En ${contractYearLabel(raise.contractYear)} de contrat : ${formatEurosCents(raise.monthlyGross)} (${formatPercent(raise.ratePercent)} du SMIC).`,
    ),
  noRaise: typesetText('À 26 ans et plus, votre minimum est de 100 % du SMIC chaque année : il suit les hausses du SMIC.'),
  years: [1, 2, 3].map((year) => ({ value: year as 1 | 2 | 3, label: contractYearLabel(year as 1 | 2 | 3) })),
} as const;
