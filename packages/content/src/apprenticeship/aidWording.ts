import { formatEuros } from '../format.ts';
import { aidSchemeOn } from './aidSchemes.ts';
import { type AidScheme, aidAmount, DIPLOMA_LEVELS, type DiplomaLevel } from './employerCost.ts';

/** A diploma the school prepares in apprenticeship, by its name on the site and its level. */
export interface NamedDiploma {
  name: string;
  level: DiplomaLevel;
}

/** The state aid as the pages word it (DESIGN.md §3: one wording, never "per year"). */
export interface AidWording {
  upToEuros: number;
  /** `jusqu’à 4 500 €` */
  upTo: string;
  /** `jusqu’à 4 500 € d’aide de l’État` */
  wording: string;
  /**
   * Which diplomas the amount is for (issue 22: an amount without its diploma misled): `pour un
   * diplôme de niveau 5`, then what a named diploma gets when it differs (`2 000 € pour le
   * Bachelor Marketing Digital`).
   */
  scope: string;
  /** `Jusqu’à 4 500 € d’aide de l’État pour un diplôme de niveau 5 (2 000 € pour le Bachelor Marketing Digital)`, to start a bullet. */
  line: string;
  /** The same, inside a sentence (`jusqu’à 4 500 € d’aide de l’État pour un diplôme de niveau 5 (…)`). */
  phrase: string;
}

/** The wording of an amount of aid for `scope`, or `undefined` when there is none. */
export function aidWording(upToEuros: number, scope: string): AidWording | undefined {
  if (upToEuros <= 0) return undefined;
  const upTo = `jusqu’à ${formatEuros(upToEuros)}`;
  const wording = `${upTo} d’aide de l’État`;
  const phrase = `${wording} ${scope}`;
  return { upToEuros, upTo, wording, scope, phrase, line: `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}` };
}

/** `niveau 5`, `niveaux 6 et 7`, `niveaux 5 à 7`. */
function levelsText(levels: readonly DiplomaLevel[]): string {
  if (levels.length === 1) return `niveau ${levels[0]}`;
  return levels.length === 2 ? `niveaux ${levels[0]} et ${levels[1]}` : `niveaux ${levels[0]} à ${levels.at(-1)}`;
}

/**
 * The most aid a company under 250 employees gets for an apprentice of one of the school's
 * diploma levels (5 to 7, spec §1), for a contract under `scheme`, worded with the level it
 * applies to and what each diploma the site names gets (`named`): never an amount that the
 * diploma a company would hire for does not open. `undefined` when none applies.
 */
export function aidForDiplomas(scheme: AidScheme | undefined, named: readonly NamedDiploma[]): AidWording | undefined {
  const amountOf = (level: DiplomaLevel) => aidAmount({ level, size: 'under250', disabledWorker: false }, scheme);
  const most = Math.max(0, ...DIPLOMA_LEVELS.map(amountOf));
  const topLevels = DIPLOMA_LEVELS.filter((level) => amountOf(level) === most);
  const included = named.filter((diploma) => amountOf(diploma.level) === most).map((diploma) => `, dont le ${diploma.name}`);
  const others = named
    .filter((diploma) => amountOf(diploma.level) !== most)
    .map((diploma) => `${amountOf(diploma.level) > 0 ? formatEuros(amountOf(diploma.level)) : 'aucune aide'} pour le ${diploma.name}`);
  return aidWording(most, `pour un diplôme de ${levelsText(topLevels)}${included.join('')}${others.length > 0 ? ` (${others.join(', ')})` : ''}`);
}

/**
 * The aid a company under 250 employees gets for a contract concluded on `day` preparing a diploma
 * of `level`, worded; `undefined` when none applies or no rule is known. A page that names the aid
 * of one diploma (the Bachelor's) needs only this, not the whole company offer.
 */
export function aidForLevelOn(day: string, level: DiplomaLevel): AidWording | undefined {
  return aidWording(aidAmount({ level, size: 'under250', disabledWorker: false }, aidSchemeOn(day)), `pour un diplôme de niveau ${level}`);
}
