import { aidSchemeOn, trainingParticipationOn } from './aidSchemes.ts';
import type { CostRules } from './employerCost.ts';
import { smicOn } from './smic.ts';

/**
 * The rules in force for a contract concluded on `day`: the SMIC, the aid scheme and the training
 * participation. `undefined` when no SMIC is known for that day.
 */
export function costRulesOn(day: string): CostRules | undefined {
  const smic = smicOn(day);
  if (!smic) return undefined;
  const aid = aidSchemeOn(day);
  const participation = trainingParticipationOn(day);
  return { smicMonthly: smic.monthlyGross, ...(aid ? { aid } : {}), ...(participation ? { participation } : {}) };
}
