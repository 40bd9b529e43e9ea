import { formatEuros } from '../format.ts';
import { aidSchemeOn } from './aidSchemes.ts';
import { aidAmount, type DiplomaLevel } from './employerCost.ts';

/** The state aid as the pages word it (DESIGN.md §3: one wording, never "per year"). */
export interface AidWording {
  upToEuros: number;
  /** `jusqu’à 4 500 €` */
  upTo: string;
  /** `jusqu’à 4 500 € d’aide de l’État` */
  wording: string;
  /** `Jusqu’à 4 500 € d’aide de l’État`, to start a bullet. */
  line: string;
}

/** The wording of an amount of aid, or `undefined` when there is none. */
export function aidWording(upToEuros: number): AidWording | undefined {
  if (upToEuros <= 0) return undefined;
  const upTo = `jusqu’à ${formatEuros(upToEuros)}`;
  const wording = `${upTo} d’aide de l’État`;
  return { upToEuros, upTo, wording, line: `${wording.charAt(0).toUpperCase()}${wording.slice(1)}` };
}

/**
 * The aid a company under 250 employees gets for a contract concluded on `day` preparing a diploma
 * of `level`, worded; `undefined` when none applies or no rule is known. A page that names the aid
 * of one diploma (the Bachelor's) needs only this, not the whole company offer.
 */
export function aidForLevelOn(day: string, level: DiplomaLevel): AidWording | undefined {
  return aidWording(aidAmount({ level, size: 'under250', disabledWorker: false }, aidSchemeOn(day)));
}
