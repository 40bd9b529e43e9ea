import { formatDate, formatEuros, formatEurosCents, formatPercent } from '../format.ts';
import type { RichText } from '../model/link.ts';
import type { CostEstimatorSection, PaySimulatorSection, SectionTone } from '../model/sections.ts';
import { AID_RULES_CHECKED_ON, aidSchemeOn, trainingParticipationOn } from './aidSchemes.ts';
import { type AidScheme, type CompanySize, DIPLOMA_LEVELS, type DiplomaLevel, employerCost, type TrainingParticipation } from './employerCost.ts';
import { AGE_BAND_LABELS, contractYearLabel, DIPLOMA_LEVEL_LABELS } from './labels.ts';
import { CONTRACT_YEARS, PAY_GRID, PAY_GRID_SOURCES, shareOf } from './payGrid.ts';
import { SMIC_SCOPE, type SmicValue, smicOn } from './smic.ts';

/**
 * The sections of the pay simulator and the cost estimator as of one day: the rules in force that
 * day, the table a visitor without JavaScript reads, and the words around it. Pages that show them
 * are dated (`pageAsOf`), so a build as of a day uses the SMIC and the aid of that day.
 */

interface Frame {
  id?: string;
  title?: string;
  intro?: RichText;
  tone?: SectionTone;
}

function smicSentence(smic: SmicValue): string {
  return `SMIC de ${formatEurosCents(smic.monthlyGross)} brut par mois pour 35 heures par semaine depuis le ${formatDate(smic.effectiveFrom)} (${smic.source.replace(/^D/, 'd')}), ${SMIC_SCOPE}`;
}

/** The pay simulator of a page as of `asOf`, or `undefined` before the first SMIC the data knows. */
export function paySimulatorSection(asOf: string, frame: Frame = {}): PaySimulatorSection | undefined {
  const smic = smicOn(asOf);
  if (!smic) return undefined;
  return {
    kind: 'paySimulator',
    id: frame.id ?? 'salaire',
    title: frame.title ?? 'Combien serez-vous payé ?',
    intro:
      frame.intro ??
      'En apprentissage, votre salaire minimum est un pourcentage du SMIC fixé par la loi : il dépend de votre âge et de l’année de votre contrat. Trouvez le vôtre dans la grille, ou calculez-le.',
    ...(frame.tone ? { tone: frame.tone } : {}),
    rules: { asOf, smic, grid: PAY_GRID },
    table: {
      caption: `Salaire minimum brut par mois d’un apprenti à temps plein, au ${formatDate(asOf)}`,
      columns: ['Âge', ...CONTRACT_YEARS.map(contractYearLabel)],
      rows: PAY_GRID.map((band) => ({
        head: AGE_BAND_LABELS[band.id],
        cells: band.ratesPercent.map((rate) => [formatEurosCents(shareOf(smic.monthlyGross, rate)), `${formatPercent(rate)} du SMIC`] as const),
      })),
    },
    notes: [
      'Ce sont des minimums légaux : votre entreprise peut vous payer plus.',
      'À partir de 21 ans, le pourcentage s’applique au SMIC ou, s’il est plus élevé, au salaire minimum prévu par la convention collective de l’entreprise pour votre poste.',
      'Votre salaire augmente à chaque nouvelle année de contrat, et dès le premier jour du mois qui suit vos 18, 21 et 26 ans.',
      `Sources : grille de l’article D6222-26 du Code du travail (changement de tranche d’âge : article D6222-31) ; ${smicSentence(smic)}.`,
    ],
  };
}

/** `4 500 € (niveau 5), 2 000 € (niveaux 6 et 7)`: levels with the same amount said together. */
function amountsByLevel(amounts: Readonly<Record<DiplomaLevel, number>>): string {
  const groups: { amount: number; levels: DiplomaLevel[] }[] = [];
  for (const level of DIPLOMA_LEVELS) {
    const last = groups.at(-1);
    if (last && last.amount === amounts[level]) last.levels.push(level);
    else groups.push({ amount: amounts[level], levels: [level] });
  }
  return groups
    .map(({ amount, levels }) => {
      const which =
        levels.length === 1 ? `niveau ${levels[0]}` : levels.length === 2 ? `niveaux ${levels[0]} et ${levels[1]}` : `niveaux ${levels[0]} à ${levels.at(-1)}`;
      return `${amount === 0 ? 'aucune aide' : formatEuros(amount)} (${which})`;
    })
    .join(', ');
}

const SIZE_WORDS: Readonly<Record<CompanySize, string>> = {
  under250: 'entreprise de moins de 250 salariés',
  from250: 'entreprise de 250 salariés ou plus',
};

/** The aid scheme in words, from its amounts. */
export function describeAidScheme(scheme: AidScheme): string {
  const from250 = `${SIZE_WORDS.from250} : ${amountsByLevel(scheme.amounts.from250)}${scheme.conditionFrom250 ? `, ${scheme.conditionFrom250}` : ''}`;
  const disabled =
    scheme.disabledWorker > 0
      ? ` ; apprenti reconnu travailleur handicapé (RQTH) : ${formatEuros(scheme.disabledWorker)}, quelle que soit la taille de l’entreprise`
      : '';
  return `${SIZE_WORDS.under250} : ${amountsByLevel(scheme.amounts.under250)} ; ${from250}${disabled}`;
}

function aidAssumption(asOf: string, scheme: AidScheme | undefined): string {
  const day = formatDate(asOf);
  if (!scheme) {
    return `Aide de l’État : aucune règle n’était publiée, quand nous les avons vérifiées, pour un contrat conclu le ${day} ; l’estimation ne compte donc aucune aide.`;
  }
  return `Aide de l’État pour un contrat conclu le ${day} (contrats conclus du ${formatDate(scheme.contractsFrom)} au ${formatDate(scheme.contractsUntil)}) : ${describeAidScheme(scheme)}. Elle porte sur la 1re année du contrat : l’estimation la répartit sur ses 12 mois. Source : ${scheme.source}.`;
}

function participationAssumption(participation: TrainingParticipation | undefined): string {
  const opco = 'La formation est prise en charge par l’OPCO de votre entreprise (article L6332-14 du Code du travail)';
  if (!participation) return `${opco}.`;
  return `${opco}, moins une participation de ${formatEuros(participation.amountEuros)} que vous versez une fois par contrat pour un diplôme de niveau ${participation.fromLevel} ou plus (contrats conclus depuis le ${formatDate(participation.contractsFrom)}) : elle n’est pas comptée dans le coût mensuel. Source : ${participation.source}.`;
}

/** The cost estimator of a page as of `asOf` (a contract concluded that day), or `undefined` before the first SMIC the data knows. */
export function costEstimatorSection(asOf: string, frame: Frame = {}): CostEstimatorSection | undefined {
  const smic = smicOn(asOf);
  if (!smic) return undefined;
  const aid = aidSchemeOn(asOf);
  const participation = trainingParticipationOn(asOf);
  const rules = { smicMonthly: smic.monthlyGross, ...(aid ? { aid } : {}), ...(participation ? { participation } : {}) };
  return {
    kind: 'costEstimator',
    id: frame.id ?? 'estimation',
    title: frame.title ?? 'Estimez le coût de votre alternant',
    intro:
      frame.intro ??
      'Son salaire minimum, l’aide de l’État qui s’applique et ce qu’il vous reste à payer chaque mois : tout dépend de son âge, de l’année du contrat, du niveau du diplôme et de la taille de votre entreprise.',
    ...(frame.tone ? { tone: frame.tone } : {}),
    rules: { asOf, smic, grid: PAY_GRID, ...(aid ? { aid } : {}), ...(participation ? { participation } : {}) },
    table: {
      caption: `Coût par mois la 1re année, aide déduite, pour un contrat conclu le ${formatDate(asOf)} dans une entreprise de moins de 250 salariés`,
      columns: ['Âge de l’apprenti', 'Salaire brut minimum', ...DIPLOMA_LEVELS.map((level) => DIPLOMA_LEVEL_LABELS[level].replace(/ – Bachelor$/, ''))],
      rows: PAY_GRID.map((band) => {
        const costs = DIPLOMA_LEVELS.map((level) =>
          employerCost({ age: band.fromAge ?? 17, contractYear: 1, level, size: 'under250', disabledWorker: false }, rules),
        );
        return {
          head: AGE_BAND_LABELS[band.id],
          cells: [formatEurosCents(costs[0]!.pay.monthlyGross), ...costs.map((cost) => formatEurosCents(cost.monthlyCostAfterAid))],
        };
      }),
    },
    assumptions: [
      `Salaire : le minimum légal pour un temps plein (grille de l’article D6222-26 du Code du travail), sur la base du ${smicSentence(smic)}. À partir de 21 ans, la base est le salaire minimum de votre convention collective s’il est plus élevé ; vous pouvez toujours payer plus.`,
      aidAssumption(asOf, aid),
      participationAssumption(participation),
      'Ne sont pas comptés : les cotisations patronales qui restent dues (sur le salaire d’un apprenti, elles sont en grande partie couvertes par la réduction générale des cotisations, article L241-13 du Code de la sécurité sociale), la mutuelle, les frais de transport et de repas.',
      'Les années suivantes, sans aide, le coût est le salaire brut de la grille, qui augmente avec l’année du contrat et l’âge de l’apprenti.',
    ],
    checkedOn: AID_RULES_CHECKED_ON,
  };
}
