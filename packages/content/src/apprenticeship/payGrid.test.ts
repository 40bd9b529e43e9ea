import { describe, expect, it } from 'vitest';
import { ageBandOf, type ContractYear, minimumPay, nextRaises } from './payGrid.ts';
import { SMIC_HISTORY, smicOn } from './smic.ts';

/** The SMIC of the issue: 1 823,03 € gross a month for 35 h from 1 January 2026. */
const SMIC_2026 = 1823.03;
/** The value before it, from 1 November 2024. */
const SMIC_2024 = 1801.8;

/**
 * Worked cases of art. D6222-26, by hand: rate × SMIC, rounded to the cent.
 * e.g. 43 % × 1 823,03 = 783,9029 → 783,90 €.
 */
const WORKED: readonly (readonly [age: number, year: ContractYear, rate: number, pay2026: number, pay2024: number])[] = [
  [17, 1, 27, 492.22, 486.49],
  [17, 2, 39, 710.98, 702.7],
  [17, 3, 55, 1002.67, 990.99],
  [19, 1, 43, 783.9, 774.77],
  [19, 2, 51, 929.75, 918.92],
  [19, 3, 67, 1221.43, 1207.21],
  [23, 1, 53, 966.21, 954.95],
  [23, 2, 61, 1112.05, 1099.1],
  [23, 3, 78, 1421.96, 1405.4],
  [30, 1, 100, 1823.03, 1801.8],
  [30, 2, 100, 1823.03, 1801.8],
  [30, 3, 100, 1823.03, 1801.8],
];

describe('the apprentice pay grid (Code du travail, art. D6222-26)', () => {
  it.each(WORKED)('at %i, in year %i: %i % of the SMIC', (age, contractYear, rate, pay2026, pay2024) => {
    expect(minimumPay({ age, contractYear }, SMIC_2026)).toMatchObject({ ratePercent: rate, base: 'smic', monthlyGross: pay2026 });
    expect(minimumPay({ age, contractYear }, SMIC_2024).monthlyGross).toBe(pay2024);
  });

  it('puts each age in its band, the first day of each band included', () => {
    const band = (age: number) => ageBandOf(age).id;
    expect([15, 16, 17].map(band)).toEqual(['under18', 'under18', 'under18']);
    expect([18, 20].map(band)).toEqual(['18to20', '18to20']);
    expect([21, 25].map(band)).toEqual(['21to25', '21to25']);
    expect([26, 29, 45].map(band)).toEqual(['26plus', '26plus', '26plus']);
  });

  it('from 21, takes the collective agreement’s minimum as the base when it is higher than the SMIC', () => {
    expect(minimumPay({ age: 21, contractYear: 1, agreementMinimum: 2000 }, SMIC_2026)).toMatchObject({
      base: 'agreement',
      baseMonthly: 2000,
      monthlyGross: 1060,
    });
    expect(minimumPay({ age: 30, contractYear: 1, agreementMinimum: 1950.5 }, SMIC_2026)).toMatchObject({ base: 'agreement', monthlyGross: 1950.5 });
    // Lower than the SMIC: the SMIC stays the base.
    expect(minimumPay({ age: 23, contractYear: 1, agreementMinimum: 1700 }, SMIC_2026)).toMatchObject({ base: 'smic', monthlyGross: 966.21 });
  });

  it('below 21, keeps the SMIC as the base whatever the collective agreement says', () => {
    expect(minimumPay({ age: 20, contractYear: 1, agreementMinimum: 2500 }, SMIC_2026)).toMatchObject({ base: 'smic', monthlyGross: 783.9 });
  });

  it('says how the minimum rises: at the birthday of the next band, and in the next year of the contract', () => {
    expect(nextRaises({ age: 17, contractYear: 1 }, SMIC_2026)).toEqual([
      expect.objectContaining({ kind: 'birthday', atAge: 18, ratePercent: 43, monthlyGross: 783.9 }),
      expect.objectContaining({ kind: 'contractYear', contractYear: 2, ratePercent: 39, monthlyGross: 710.98 }),
    ]);
    expect(nextRaises({ age: 25, contractYear: 3 }, SMIC_2026)).toEqual([
      expect.objectContaining({ kind: 'birthday', atAge: 26, ratePercent: 100, monthlyGross: 1823.03 }),
    ]);
    // At 26 and over the rate is 100 % every year: nothing rises but the SMIC itself.
    expect(nextRaises({ age: 30, contractYear: 1 }, SMIC_2026)).toEqual([]);
  });
});

describe('the SMIC, dated', () => {
  it('holds the issue’s value with its effective day and its source, and the one before it', () => {
    expect(SMIC_HISTORY).toContainEqual({
      effectiveFrom: '2026-01-01',
      hourlyGross: 12.02,
      monthlyGross: 1823.03,
      source: 'Décret n° 2025-1228 du 17 décembre 2025',
    });
    expect(SMIC_HISTORY).toContainEqual({
      effectiveFrom: '2024-11-01',
      hourlyGross: 11.88,
      monthlyGross: 1801.8,
      source: 'Décret n° 2024-951 du 23 octobre 2024',
    });
  });

  it('is the value in force on the day asked, changing at midnight on its effective day', () => {
    expect(smicOn('2025-12-31')?.monthlyGross).toBe(SMIC_2024);
    expect(smicOn('2026-01-01')?.monthlyGross).toBe(SMIC_2026);
    expect(smicOn('2026-11-24')?.monthlyGross).toBe(SMIC_2026);
    expect(smicOn('2024-10-31')).toBeUndefined();
  });

  it('gives a pay that changes at that boundary', () => {
    const pay = (day: string) => minimumPay({ age: 19, contractYear: 1 }, smicOn(day)!.monthlyGross).monthlyGross;
    expect([pay('2025-12-31'), pay('2026-01-01')]).toEqual([774.77, 783.9]);
  });

  it('is the hourly rate for 35 hours a week over a year, by month (× 35 × 52 / 12), to the cent', () => {
    for (const value of SMIC_HISTORY) expect(Math.round((value.hourlyGross * 35 * 52 * 100) / 12) / 100).toBe(value.monthlyGross);
  });
});
