import { describe, expect, it } from 'vitest';
import { formatDate, formatEuros, formatPercent, STATE_AID } from './index.ts';

describe('French formatting', () => {
  it('writes amounts the French way, with no-break spaces', () => {
    expect(formatEuros(STATE_AID.amountEuros)).toBe('5\u00a0000\u00a0€');
  });
  it('puts a no-break space before the percent sign', () => {
    expect(formatPercent(87)).toBe('87\u00a0%');
  });
  it('writes calendar days in French without shifting them', () => {
    expect(formatDate('2025-10-23')).toBe('23 octobre 2025');
  });
});
