import { APPRENTICESHIP_AGE } from '@ecole/content/apprenticeship/ageLimits';
import type { CompanySize, DiplomaLevel, EmployerCost } from '@ecole/content/apprenticeship/employerCost';
import { COMPANY_SIZE_LABELS, contractYearLabel, DIPLOMA_LEVEL_LABELS } from '@ecole/content/apprenticeship/labels';
import type { ContractYear } from '@ecole/content/apprenticeship/payGrid';
import { formatEuros, formatEurosCents } from '@ecole/content/format';
import { typesetText } from '@ecole/content/pages/typeset';

/** The cost estimator's words (typeset the French way: no-break spaces before `: % €`). */
export const COST_MESSAGES = {
  title: 'Calculez le coût de votre alternant',
  age: 'Âge de l’apprenti',
  ageHint: typesetText(
    `En années : un contrat d’apprentissage commence en principe entre ${APPRENTICESHIP_AGE.usualFrom} et ${APPRENTICESHIP_AGE.usualUpTo} ans.`,
  ),
  year: 'Année du contrat',
  level: 'Niveau du diplôme préparé',
  size: 'Taille de votre entreprise',
  disabled: 'Apprenti reconnu travailleur handicapé (RQTH)',
  prompt: typesetText('Indiquez l’âge de l’apprenti : l’estimation s’affiche ici.'),
  years: [1, 2, 3].map((year) => ({ value: year as ContractYear, label: contractYearLabel(year as ContractYear) })),
  levels: ([5, 6, 7] as const).map((level: DiplomaLevel) => ({ value: level, label: DIPLOMA_LEVEL_LABELS[level] })),
  sizes: (['under250', 'from250'] as const).map((size: CompanySize) => ({ value: size, label: COMPANY_SIZE_LABELS[size] })),
  payTerm: 'Salaire brut minimum',
  aidTerm: 'Aide de l’État',
  costTerm: 'Coût après aide',
  pay: (cost: EmployerCost) => typesetText(`${formatEurosCents(cost.pay.monthlyGross)} par mois`),
  aid: (cost: EmployerCost, contractYear: ContractYear, known: boolean) =>
    typesetText(
      !known
        ? 'aucune règle connue pour un contrat conclu ce jour'
        : cost.aidTotal === 0
          ? 'aucune pour ce diplôme'
          : contractYear === 1
            ? `${formatEuros(cost.aidTotal)} la 1re année, soit ${formatEurosCents(cost.aidMonthly)} par mois`
            : `aucune en ${contractYearLabel(contractYear)} (${formatEuros(cost.aidTotal)} la 1re année seulement)`,
    ),
  cost: (cost: EmployerCost) => typesetText(`${formatEurosCents(cost.monthlyCostAfterAid)} par mois`),
  headline: (cost: EmployerCost) => typesetText(`Coût estimé : ${formatEurosCents(cost.monthlyCostAfterAid)} par mois, aide déduite.`),
  aidCoversPay: 'L’aide dépasse le salaire brut minimum : il ne vous reste rien à payer sur le salaire cette année-là.',
  participation: (amount: number) =>
    typesetText(`À prévoir aussi, une fois : ${formatEuros(amount)} de participation au coût de la formation (diplôme de niveau 6 ou plus).`),
  condition: (condition: string) => typesetText(`Pour une entreprise de 250 salariés ou plus, l’aide est versée ${condition}.`),
  legal: typesetText('Salaire minimum légal pour un temps plein : vous pouvez payer plus. Hypothèses et sources sous le tableau.'),
} as const;
