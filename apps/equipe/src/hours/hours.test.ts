import { describe, expect, it } from 'vitest';
import { countdown, duration, frenchDeadlineOf, frenchMoment, shortMoment } from './hours.ts';

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('the promise clock as staff read it', () => {
  it('says the business time left, agreed in number', () => {
    expect(countdown(3)).toBe(`${nbsp('3 h')} ouvrées restantes`);
    expect(countdown(1.5)).toBe(`${nbsp('1 h 30')} ouvrée restante`);
    expect(countdown(0.75)).toBe(`${nbsp('45 min')} ouvrées restantes`);
  });

  it('says how late, and a paused clock', () => {
    expect(countdown(-2)).toBe(`en retard de ${nbsp('2 h')} ouvrées`);
    expect(countdown(0)).toBe(`en retard de ${nbsp('0 min')} ouvrée`);
    expect(countdown(5, true)).toBe(`délai suspendu (${nbsp('5 h')} ouvrées à la reprise)`);
    expect(countdown(null)).toBeNull();
  });

  it('writes durations in whole minutes', () => {
    expect(duration(2.25)).toBe(nbsp('2 h 15'));
    expect(duration(-0.5)).toBe(nbsp('30 min'));
  });

  it('writes moments in Paris time, as a person says them', () => {
    expect(frenchMoment('2026-11-30T17:00:00Z')).toBe(`lundi 30 novembre à ${nbsp('18 h 00')}`);
    expect(frenchMoment('2026-12-01T08:30:00Z')).toBe(`mardi 1er décembre à ${nbsp('9 h 30')}`);
    expect(shortMoment('2026-07-01T12:04:00Z')).toBe('01/07/2026 14:04');
  });

  it('writes a deadline as the mails do (issue 33): « avant » the hour, never « à 0 h 00 »', () => {
    expect(frenchDeadlineOf('2026-11-30T17:00:00Z')).toBe(`lundi 30 novembre, avant ${nbsp('18 h')}`);
    expect(frenchDeadlineOf('2026-12-03T10:30:00Z')).toBe(`jeudi 3 décembre, avant ${nbsp('11 h 30')}`);
    // A due time of the old clock, at midnight: the end of the day before.
    expect(frenchDeadlineOf('2026-11-30T23:00:00Z')).toBe('lundi 30 novembre, avant minuit');
  });
});
