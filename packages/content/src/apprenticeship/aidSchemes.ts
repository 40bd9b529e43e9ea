import { pendingFact } from '../model/placeholder.ts';
import type { AidScheme, TrainingParticipation } from './employerCost.ts';

/**
 * The state aid to hire an apprentice, and the employer's participation in the training, as dated,
 * sourced rules for the diplomas the school prepares (levels 5 to 7). They change often, by decree:
 * each scheme says which contracts it covers (by the day they are concluded) and which text set it.
 * Their amounts and conditions were read from secondary sources (law firms' and OPCOs' summaries of
 * the decrees), not from the Journal officiel: every scheme is a provisional fact (DESIGN.md §2.9)
 * the school confirms before launch, with the day they were last checked.
 */

/**
 * The day the rules below were last checked. Pages say it; update it with the rules.
 */
export const AID_RULES_CHECKED_ON = pendingFact(
  'aid.checkedOn',
  'Date de la dernière vérification des règles d’aide à l’embauche et de coût d’un apprenti (à refaire sur Légifrance avant la mise en ligne, puis à chaque décret)',
  '2026-11-24',
);

const DECREE_2025 = pendingFact(
  'aid.2025',
  'Aide exceptionnelle aux employeurs d’apprentis, contrats conclus du 24 février au 31 décembre 2025 : 5 000 € (moins de 250 salariés, niveaux 5 à 7), 2 000 € (250 salariés et plus, sous condition d’un quota d’alternants), 6 000 € (apprenti RQTH), 1re année du contrat — montants et conditions à confirmer',
  'Décret n° 2025-174 du 22 février 2025',
);

const AIDE_UNIQUE_ONLY = pendingFact(
  'aid.2026-suspended',
  'Du 1er janvier au 7 mars 2026, aide exceptionnelle suspendue : seule l’aide unique (diplômes de niveau 4 au plus, moins de 250 salariés) s’appliquait, aucune aide pour les niveaux 5 à 7 — à confirmer',
  'Code du travail, art. D6243-2 (aide unique, réservée aux diplômes de niveau 4 au plus)',
);

const DECREE_2026 = pendingFact(
  'aid.2026',
  'Aide exceptionnelle aux employeurs d’apprentis, contrats conclus à partir du 8 mars 2026 et commençant avant le 1er janvier 2027 : moins de 250 salariés, 4 500 € (niveau 5) et 2 000 € (niveaux 6 et 7) ; 250 salariés et plus, 1 500 € et 750 € (sous condition d’un taux d’alternants) ; apprenti RQTH, 6 000 € ; 1re année du contrat — montants et conditions à confirmer',
  'Décret n° 2026-168 du 6 mars 2026',
);

const QUOTA_CONDITION = 'à condition d’atteindre un taux minimal d’alternants dans l’effectif, fixé par le décret';

export const AID_SCHEMES: readonly AidScheme[] = [
  {
    id: 'aide-exceptionnelle-2025',
    contractsFrom: '2025-02-24',
    contractsUntil: '2025-12-31',
    amounts: { under250: { 5: 5000, 6: 5000, 7: 5000 }, from250: { 5: 2000, 6: 2000, 7: 2000 } },
    disabledWorker: 6000,
    conditionFrom250: QUOTA_CONDITION,
    source: DECREE_2025,
  },
  {
    // No budget was voted in time: the exceptional aid stopped on 31 December 2025 and came back
    // only for contracts concluded from 8 March 2026, without retroactive effect.
    id: 'aide-unique-seule-2026',
    contractsFrom: '2026-01-01',
    contractsUntil: '2026-03-07',
    amounts: { under250: { 5: 0, 6: 0, 7: 0 }, from250: { 5: 0, 6: 0, 7: 0 } },
    disabledWorker: 0,
    source: AIDE_UNIQUE_ONLY,
  },
  {
    id: 'aide-exceptionnelle-2026',
    contractsFrom: '2026-03-08',
    contractsUntil: '2026-12-31',
    amounts: { under250: { 5: 4500, 6: 2000, 7: 2000 }, from250: { 5: 1500, 6: 750, 7: 750 } },
    disabledWorker: 6000,
    conditionFrom250: QUOTA_CONDITION,
    source: DECREE_2026,
  },
];

/** The aid scheme covering a contract concluded on `day`, or `undefined` when no rule is known for that day. */
export function aidSchemeOn(day: string, schemes: readonly AidScheme[] = AID_SCHEMES): AidScheme | undefined {
  return schemes.find((scheme) => scheme.contractsFrom <= day && day <= scheme.contractsUntil);
}

/**
 * Since 1 July 2025, the employer pays a flat share of the training of a diploma of level 6 or
 * more, billed by the CFA after the first 45 days in the company.
 */
export const TRAINING_PARTICIPATION: TrainingParticipation = {
  contractsFrom: '2025-07-01',
  fromLevel: 6,
  amountEuros: 750,
  source: pendingFact(
    'aid.trainingParticipation',
    'Participation forfaitaire de l’employeur au coût de la formation : 750 € par contrat pour un diplôme de niveau 6 ou plus, contrats conclus depuis le 1er juillet 2025 (facturée par le CFA après 45 jours en entreprise) — à confirmer',
    'Code du travail, art. L6332-14 et R6332-25-1 (décret n° 2025-585 du 27 juin 2025)',
  ),
};

/** The participation owed for a contract concluded on `day`, if any. */
export function trainingParticipationOn(day: string, rule: TrainingParticipation = TRAINING_PARTICIPATION): TrainingParticipation | undefined {
  return day >= rule.contractsFrom ? rule : undefined;
}
