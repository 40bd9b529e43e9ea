import { describe, expect, it } from 'vitest';
import { aidForDiplomas } from './apprenticeship/aidWording.ts';
import { type EmployerCase, employerCost, everyEmployerCase } from './apprenticeship/employerCost.ts';
import { PAY_GRID } from './apprenticeship/payGrid.ts';
import { costRulesOn } from './apprenticeship/rulesOn.ts';
import { aidUpTo, backingCase, COST_AFTER_AID, type CostAfterAid, companyOfferAsOf, meetsClaim, specAidClaimHolds } from './companyOffer.ts';
import { STATE_AID } from './school.ts';

/**
 * The company pages' claims (spec §1) against what the estimator computes. A claim made to every
 * company of a sector must be met by a case open to every employer (any age, year, level and
 * size; not the aid reserved to disabled workers). Each test names the case a claim assumes.
 */
const TODAY_RULES = '2026-11-24';
const RULES_2025 = '2025-10-01';
const rules = (day: string) => costRulesOn(day)!;

/** The case that backs « under 200 € » and « under 300 € »: the youngest apprentice, first year, level 5, small company. */
const UNDER_18_LEVEL_5: EmployerCase = { age: 17, contractYear: 1, level: 5, size: 'under250', disabledWorker: false };

describe('« under 200 € a month » (shops) and « under 300 € » (craftspeople, liberal professions, construction and industry)', () => {
  const claims: [string, CostAfterAid][] = [
    ['commercants', COST_AFTER_AID.commercants],
    ['artisans', COST_AFTER_AID.artisans],
    ['professions-liberales', COST_AFTER_AID['professions-liberales']],
    ['btp-industrie', COST_AFTER_AID['btp-industrie']],
  ];

  it.each(claims)('%s: assume an apprentice under 18, in the first year of a level-5 diploma (Bac+2), in a company under 250', (_, claim) => {
    expect(backingCase(claim, rules(TODAY_RULES))).toEqual(UNDER_18_LEVEL_5);
    // 27 % × 1 823,03 = 492,22 € − 4 500 € / 12 = 117,22 €.
    expect(employerCost(UNDER_18_LEVEL_5, rules(TODAY_RULES)).monthlyCostAfterAid).toBe(117.22);
    // Under the 2025 rules too: 486,49 € − 5 000 € / 12 = 69,82 €.
    expect(backingCase(claim, rules(RULES_2025))).toEqual(UNDER_18_LEVEL_5);
  });

  it('hold for no apprentice of 18 or more, nor for a Bachelor apprentice (level 6), under today’s rules', () => {
    const met = everyEmployerCase(PAY_GRID, { disabledWorker: [false] }).filter((input) =>
      meetsClaim(COST_AFTER_AID.artisans, employerCost(input, rules(TODAY_RULES)).monthlyCostAfterAid),
    );
    expect(met).toEqual([UNDER_18_LEVEL_5]);
    // The typical Bachelor apprentice (21 to 25, level 6, first year) costs 966,21 − 166,67 = 799,54 € a month.
    expect(employerCost({ age: 22, contractYear: 1, level: 6, size: 'under250', disabledWorker: false }, rules(TODAY_RULES)).monthlyCostAfterAid).toBe(799.54);
  });

  it('are shown with the case they assume', () => {
    const statement = companyOfferAsOf(TODAY_RULES).cost(COST_AFTER_AID.commercants)!;
    expect(statement).toMatchObject({ from: 'claim', amount: 'moins de 200\u00a0€', case: UNDER_18_LEVEL_5 });
    expect(statement.condition).toBe(
      'pour un apprenti de moins de 18 ans, en 1re année d’un diplôme de niveau 5 (Bac+2), dans une entreprise de moins de 250 salariés',
    );
  });
});

describe('« 150 to 300 € a month » (tourist offices)', () => {
  it.each([[TODAY_RULES], [RULES_2025]])('is backed by no case open to every employer (rules of %s)', (day) => {
    expect(backingCase(COST_AFTER_AID['offices-tourisme'], rules(day))).toBeUndefined();
  });

  it('is reached only with the aid reserved to apprentices recognised as disabled workers, aged 18 to 20, in the first year', () => {
    const met = everyEmployerCase(PAY_GRID, { disabledWorker: [true, false] }).filter((input) =>
      meetsClaim(COST_AFTER_AID['offices-tourisme'], employerCost(input, rules(TODAY_RULES)).monthlyCostAfterAid),
    );
    expect(met.length).toBeGreaterThan(0);
    for (const input of met) expect(input).toMatchObject({ age: 18, contractYear: 1, disabledWorker: true });
  });

  it('is not stated: the page gives the range the rules compute for a first year instead', () => {
    // From 117,22 € (under 18, level 5) to 1 823,03 − 166,67 = 1 656,36 € (26 and over, level 6 or 7).
    expect(companyOfferAsOf(TODAY_RULES).cost(COST_AFTER_AID['offices-tourisme'])).toMatchObject({
      from: 'computed',
      amount: '117 à 1\u00a0657\u00a0€',
      sentence: 'de 117 à 1\u00a0657\u00a0€ par mois',
    });
  });
});

describe('« up to 5 000 € of state aid »', () => {
  it('held for contracts concluded in 2025: 5 000 € for levels 5 to 7 in a company under 250', () => {
    expect(aidUpTo(rules(RULES_2025))).toBe(STATE_AID.amountEuros);
    expect(specAidClaimHolds(rules(RULES_2025))).toBe(true);
    expect(companyOfferAsOf(RULES_2025).aid?.wording).toBe('jusqu’à 5\u00a0000\u00a0€ d’aide de l’État');
  });

  it('holds no more since 8 March 2026: the most is 4 500 € (level 5), and the page says so', () => {
    expect(specAidClaimHolds(rules(TODAY_RULES))).toBe(false);
    expect(companyOfferAsOf(TODAY_RULES).aid).toMatchObject({ upToEuros: 4500, wording: 'jusqu’à 4\u00a0500\u00a0€ d’aide de l’État' });
    // The Bachelor (level 6): 2 000 €.
    expect(companyOfferAsOf(TODAY_RULES).aidFor(6)?.upToEuros).toBe(2000);
  });

  it('is not worded at all when no aid applies to the school’s diplomas (1 January to 7 March 2026) or none is known (from 2027)', () => {
    expect(companyOfferAsOf('2026-02-01').aid).toBeUndefined();
    expect(companyOfferAsOf('2027-01-15').aid).toBeUndefined();
  });
});

describe('the aid a company page states (issue 22: « up to 4 500 € » applied to a diploma the site does not name)', () => {
  const nbsp = (text: string) => text.replace(/ (?=\d{3}\b|€)/g, '\u00a0');

  it('names the level the most applies to, and what the Bachelor gets', () => {
    expect(companyOfferAsOf(TODAY_RULES).aid?.line).toBe(
      nbsp('Jusqu’à 4 500 € d’aide de l’État pour un diplôme de niveau 5 (2 000 € pour le Bachelor Marketing Digital)'),
    );
  });

  it('says the Bachelor is included when it gets the most, as under the 2025 rules', () => {
    expect(companyOfferAsOf(RULES_2025).aid?.line).toBe(
      nbsp('Jusqu’à 5 000 € d’aide de l’État pour un diplôme de niveaux 5 à 7, dont le Bachelor Marketing Digital'),
    );
  });

  it('gives each named diploma its own amount', () => {
    const aid = aidForDiplomas(rules(TODAY_RULES).aid, [
      { name: 'Bachelor Marketing Digital', level: 6 },
      { name: 'BTS Test', level: 5 },
    ]);
    expect(aid?.scope).toBe(nbsp('pour un diplôme de niveau 5, dont le BTS Test (2 000 € pour le Bachelor Marketing Digital)'));
  });
});
