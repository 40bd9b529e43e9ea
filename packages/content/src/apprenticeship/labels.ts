import type { CompanySize, DiplomaLevel } from './employerCost.ts';
import type { AgeBandId, ContractYear } from './payGrid.ts';

/**
 * The words of the rules, in French, shared by the pages (tables, conditions of a claim) and the
 * simulators that run in the browser, so both say the same thing.
 */
export const AGE_BAND_LABELS: Readonly<Record<AgeBandId, string>> = {
  under18: 'Moins de 18 ans',
  '18to20': '18 à 20 ans',
  '21to25': '21 à 25 ans',
  '26plus': '26 ans et plus',
};

/** `1re année`, `2e année`. */
export const contractYearLabel = (year: ContractYear): string => `${year}${year === 1 ? 're' : 'e'} année`;

export const DIPLOMA_LEVEL_LABELS: Readonly<Record<DiplomaLevel, string>> = {
  5: 'Niveau 5 (Bac+2)',
  6: 'Niveau 6 (Bac+3, Bac+4) – Bachelor',
  7: 'Niveau 7 (Bac+5)',
};

/** Inside a sentence: « d’un diplôme de niveau 5 (Bac+2) ». */
export const DIPLOMA_LEVEL_SHORT: Readonly<Record<DiplomaLevel, string>> = {
  5: 'niveau 5 (Bac+2)',
  6: 'niveau 6 (Bac+3, Bac+4)',
  7: 'niveau 7 (Bac+5)',
};

export const COMPANY_SIZE_LABELS: Readonly<Record<CompanySize, string>> = {
  under250: 'Moins de 250 salariés',
  from250: '250 salariés ou plus',
};
