import { describe, expect, it } from 'vitest';
import { capitalize, formatDate, formatEuros, formatEurosCents, formatPercent, STATE_AID } from './index.ts';

describe('French formatting', () => {
  it('opens a sentence with a capital, accents kept, the rest untouched', () => {
    expect(capitalize('stratégie digitale, e-commerce')).toBe('Stratégie digitale, e-commerce');
    expect(capitalize('écoles du CFA')).toBe('Écoles du CFA');
    expect(capitalize('')).toBe('');
  });

  it('writes amounts the French way, with no-break spaces', () => {
    expect(formatEuros(STATE_AID.amountEuros)).toBe('5\u00a0000\u00a0€');
  });
  it('puts a no-break space before the percent sign', () => {
    expect(formatPercent(87)).toBe('87\u00a0%');
  });
  it('writes calendar days in French without shifting them', () => {
    expect(formatDate('2025-10-23')).toBe('23 octobre 2025');
    expect(formatDate('2026-01-01')).toBe('1er janvier 2026');
  });
  it('writes pay with its cents', () => {
    expect([formatEurosCents(783.9), formatEurosCents(1060), formatEurosCents(1823.03)]).toEqual([
      '783,90\u00a0€',
      '1\u00a0060,00\u00a0€',
      '1\u00a0823,03\u00a0€',
    ]);
  });
});

describe('typesetting', () => {
  it('puts a narrow no-break space before ; ! ? : and a no-break space before % € » and after «', async () => {
    const { typesetText } = await import('./pages/typeset.ts');
    expect(typesetText('Prêt ? Oui : 87 % des « alternants » ; 5 000 € !')).toBe(
      'Prêt\u202f? Oui\u202f: 87\u00a0% des «\u00a0alternants\u00a0»\u202f; 5 000\u00a0€\u202f!',
    );
  });
  it('keeps a number with its unit and leaves addresses alone', async () => {
    const { typeset } = await import('./pages/typeset.ts');
    expect(typeset({ text: 'Réponse sous 24 h, 30 min par semaine', href: 'https://exemple.fr/a ?b' })).toEqual({
      text: 'Réponse sous 24\u00a0h, 30\u00a0min par semaine',
      href: 'https://exemple.fr/a ?b',
    });
  });
  it('groups the thousands of a course figure', async () => {
    const { formatMonth } = await import('./courses.ts');
    expect(formatMonth('2025-09')).toBe('septembre 2025');
  });
});
