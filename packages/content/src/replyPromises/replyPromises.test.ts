import { describe, expect, it } from 'vitest';
import { CONTACT_REASONS } from '../contactReasons.ts';
import { launchReport } from '../launch/launchCheck.ts';
import { loadAllPages } from '../launch/loadPages.ts';
import { PUBLIC_HOLIDAYS, PUBLIC_HOLIDAYS_KNOWN_UNTIL } from './publicHolidays.ts';
import { REPLY_PROMISES, replyPromiseHours, replyPromisePhrase, replyPromiseSummary } from './replyPromises.ts';

/** Easter Sunday of a Gregorian year (the anonymous algorithm, Meeus/Jones/Butcher). */
function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - Math.floor(b / 4) - g + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}
const plus = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);

describe('the public holidays the reply clock skips', () => {
  const years = [...new Set(PUBLIC_HOLIDAYS.map((holiday) => Number(holiday.day.slice(0, 4))))];

  it('are the eleven days of art. L3133-1 for every year listed, up to PUBLIC_HOLIDAYS_KNOWN_UNTIL', () => {
    for (const year of years)
      expect(
        PUBLIC_HOLIDAYS.filter((holiday) => holiday.day.startsWith(`${year}-`)),
        String(year),
      ).toHaveLength(11);
    expect(years.at(-1)).toBe(Number(PUBLIC_HOLIDAYS_KNOWN_UNTIL.slice(0, 4)));
    expect(new Set(PUBLIC_HOLIDAYS.map((holiday) => holiday.day)).size).toBe(PUBLIC_HOLIDAYS.length);
  });

  it('place Easter Monday, Ascension and Whit Monday where Easter puts them', () => {
    for (const year of years) {
      const sunday = easter(year);
      const named = (name: string) => PUBLIC_HOLIDAYS.find((holiday) => holiday.day.startsWith(`${year}-`) && holiday.name === name)?.day;
      expect([named('Lundi de Pâques'), named('Ascension'), named('Lundi de Pentecôte')], String(year)).toEqual([
        plus(sunday, 1),
        plus(sunday, 39),
        plus(sunday, 50),
      ]);
    }
  });
});

describe('the reply promises (issue 21)', () => {
  it('give every kind of request a number of business hours; the specification’s 24 h by default, 48 h for accessibility', () => {
    for (const { slug } of CONTACT_REASONS) expect(replyPromiseHours(slug)).toBeGreaterThan(0);
    expect(replyPromiseHours('autre')).toBe(24);
    expect(replyPromiseHours('accessibilite')).toBe(48);
    expect(replyPromisePhrase('recrutement')).toBe('sous 24\u00a0h ouvrées');
  });

  it('are summed up for a page where the reason is not chosen yet, every exception by name', () => {
    expect(replyPromiseSummary()).toBe('sous 24\u00a0h ouvrées (48\u00a0h ouvrées pour une demande «\u00a0Accessibilité et handicap\u00a0»)');
    expect(replyPromiseSummary(['recrutement', 'autre'])).toBe('sous 24\u00a0h ouvrées');
  });

  it('are stated the same way on every page that states one, and no other delay is', async () => {
    const pages = await loadAllPages();
    const text = (path: string) => JSON.stringify(pages.filter((page) => page.path === path));
    expect(text('/contact')).toContain(replyPromiseSummary());
    // /thank-you states the promise of the request just sent only (issue 33): one per reason's panel.
    expect(text('/thank-you')).not.toContain(replyPromiseSummary());
    for (const reason of CONTACT_REASONS) expect(text('/thank-you')).toContain(`vous ${replyPromisePhrase(reason.slug)},`);
    expect(text('/accessibilite')).toContain(replyPromisePhrase('accessibilite'));
    for (const path of ['/tpe', '/pme', '/artisans']) expect(text(path)).toContain(`Réponse ${replyPromisePhrase('recrutement')}`);
    // The specification's other delays (72 h on /thank-you, 48 h in /contact's metadata) are gone,
    // and every « N h » a page promises is one of the table's.
    const stated = new Set(Object.keys(REPLY_PROMISES).map((slug) => replyPromiseHours(slug as keyof typeof REPLY_PROMISES)));
    for (const page of pages) {
      for (const match of JSON.stringify(page).matchAll(/sous (\d+)\u00a0?\s?h\b/g)) expect(stated, `${page.path}: ${match[0]}`).toContain(Number(match[1]));
      expect(JSON.stringify(page), page.path).not.toMatch(/72\s?h/);
    }
  });

  it('are provisional facts the launch check lists, with the pages that state them', async () => {
    const report = launchReport(await loadAllPages(), {});
    const accessibility = report.facts.find((fact) => fact.id === 'promise.accessibilite');
    expect(accessibility?.value).toBe('48 h ouvrées');
    expect(accessibility?.usedOn).toEqual(expect.arrayContaining(['/accessibilite', '/contact', '/thank-you']));
    expect(report.facts.map((fact) => fact.id)).toEqual(expect.arrayContaining(CONTACT_REASONS.map((reason) => `promise.${reason.slug}`)));
  });
});
