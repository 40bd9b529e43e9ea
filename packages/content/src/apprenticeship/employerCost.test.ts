import { describe, expect, it } from 'vitest';
import { AID_SCHEMES, aidSchemeOn, trainingParticipationOn } from './aidSchemes.ts';
import { type EmployerCase, employerCost } from './employerCost.ts';
import { costRulesOn } from './rulesOn.ts';

const base: EmployerCase = { age: 20, contractYear: 1, level: 6, size: 'under250', disabledWorker: false };
const costOn = (day: string, input: Partial<EmployerCase> = {}) => employerCost({ ...base, ...input }, costRulesOn(day)!);

describe('the state aid schemes, dated', () => {
  it('covers a contract by the day it is concluded, and knows no rule past the last one', () => {
    expect(aidSchemeOn('2025-02-23')).toBeUndefined();
    expect(aidSchemeOn('2025-02-24')?.id).toBe('aide-exceptionnelle-2025');
    expect(aidSchemeOn('2025-12-31')?.id).toBe('aide-exceptionnelle-2025');
    expect(aidSchemeOn('2026-01-01')?.id).toBe('aide-unique-seule-2026');
    expect(aidSchemeOn('2026-03-08')?.id).toBe('aide-exceptionnelle-2026');
    expect(aidSchemeOn('2026-12-31')?.id).toBe('aide-exceptionnelle-2026');
    expect(aidSchemeOn('2027-01-01')).toBeUndefined();
  });

  it('never overlap, and each names the text that set it', () => {
    const sorted = [...AID_SCHEMES].sort((a, b) => a.contractsFrom.localeCompare(b.contractsFrom));
    for (const [index, scheme] of sorted.entries()) {
      expect(scheme.contractsFrom <= scheme.contractsUntil, scheme.id).toBe(true);
      if (index > 0) expect(sorted[index - 1]!.contractsUntil < scheme.contractsFrom, scheme.id).toBe(true);
      expect(scheme.source).toMatch(/Décret n° \d{4}-\d+ du|Code du travail, art\./);
    }
  });

  it('owes the training participation for contracts concluded from 1 July 2025 only', () => {
    expect(trainingParticipationOn('2025-06-30')).toBeUndefined();
    expect(trainingParticipationOn('2025-07-01')).toMatchObject({ amountEuros: 750, fromLevel: 6 });
  });
});

describe('the monthly cost of an apprentice after aid: worked cases', () => {
  it('2026 rules (contracts from 8 March 2026): a Bachelor apprentice of 20, first year, company under 250', () => {
    // 43 % × 1 823,03 = 783,90 € ; 2 000 € / 12 = 166,67 € ; 783,90 − 166,67 = 617,23 €.
    expect(costOn('2026-11-24')).toMatchObject({
      pay: { monthlyGross: 783.9 },
      aidTotal: 2000,
      aidMonthly: 166.67,
      monthlyCostAfterAid: 617.23,
      participation: 750,
    });
  });

  it('2026 rules: a level-5 apprentice of 17 gets the most aid (4 500 €, 375 € a month)', () => {
    expect(costOn('2026-11-24', { age: 17, level: 5 })).toMatchObject({
      pay: { monthlyGross: 492.22 },
      aidTotal: 4500,
      aidMonthly: 375,
      monthlyCostAfterAid: 117.22,
      participation: 0,
    });
  });

  it('2026 rules: a company of 250 employees or more gets less (750 € for level 7)', () => {
    // 53 % × 1 823,03 = 966,21 € ; 750 € / 12 = 62,50 €.
    expect(costOn('2026-11-24', { age: 22, level: 7, size: 'from250' })).toMatchObject({ aidTotal: 750, aidMonthly: 62.5, monthlyCostAfterAid: 903.71 });
  });

  it('2026 rules: an apprentice recognised as a disabled worker opens 6 000 €, whatever the size and level', () => {
    expect(costOn('2026-11-24', { age: 19, disabledWorker: true })).toMatchObject({ aidTotal: 6000, aidMonthly: 500, monthlyCostAfterAid: 283.9 });
    expect(costOn('2026-11-24', { age: 19, size: 'from250', level: 7, disabledWorker: true }).aidTotal).toBe(6000);
    // 492,22 € of pay against 500 € of aid: nothing left to pay, never a negative cost.
    expect(costOn('2026-11-24', { age: 17, level: 5, disabledWorker: true })).toMatchObject({ monthlyCostAfterAid: 0, aidCoversPay: true });
  });

  it('gives the aid for the first year of the contract only', () => {
    expect(costOn('2026-11-24', { contractYear: 2 })).toMatchObject({
      pay: { monthlyGross: 929.75 },
      aidTotal: 2000,
      aidMonthly: 0,
      monthlyCostAfterAid: 929.75,
    });
  });

  it('2025 rules (contracts from 24 February to 31 December 2025): 5 000 € for levels 5 to 7 under 250 employees, on the SMIC of then', () => {
    // 43 % × 1 801,80 = 774,77 € ; 5 000 € / 12 = 416,67 €.
    expect(costOn('2025-10-01')).toMatchObject({
      pay: { monthlyGross: 774.77 },
      aidTotal: 5000,
      aidMonthly: 416.67,
      monthlyCostAfterAid: 358.1,
      participation: 750,
    });
    expect(costOn('2025-10-01', { age: 17, level: 5 }).monthlyCostAfterAid).toBe(69.82);
    expect(costOn('2025-06-15').participation).toBe(0);
  });

  it('early 2026 (1 January to 7 March): no aid for levels 5 to 7', () => {
    expect(costOn('2026-02-01')).toMatchObject({ aidTotal: 0, monthlyCostAfterAid: 783.9 });
  });

  it('after the last known scheme: no aid is counted, and the rules say none is known', () => {
    expect(costRulesOn('2027-01-15')).not.toHaveProperty('aid');
    expect(costOn('2027-01-15').aidTotal).toBe(0);
  });

  it('from 21, counts the collective agreement’s minimum when it is higher', () => {
    // 53 % × 2 100 = 1 113 € ; − 166,67 € = 946,33 €.
    expect(costOn('2026-11-24', { age: 23, agreementMinimum: 2100 })).toMatchObject({
      pay: { base: 'agreement', monthlyGross: 1113 },
      monthlyCostAfterAid: 946.33,
    });
  });
});
