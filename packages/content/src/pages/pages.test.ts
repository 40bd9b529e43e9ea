import { describe, expect, it } from 'vitest';
import { NBSP } from '../format.ts';
import { REPLY_DELAY } from '../school.ts';
import { CONTACT_PAGE } from './contact.ts';
import { AI_COURSE_SESSIONS, FORMATION_IA_PAGE, nextAiCourseSession, sessionBanner } from './formationIa.ts';
import { HOME_PAGE } from './home.ts';
import { NOT_FOUND_PAGE } from './notFound.ts';
import { PLACEHOLDER_PAGE, placeholderMeta } from './placeholder.ts';
import { THANK_YOU_PAGE } from './thankYou.ts';
import { TPE_PAGE } from './tpe.ts';

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

const PAGES = { HOME_PAGE, CONTACT_PAGE, THANK_YOU_PAGE, NOT_FOUND_PAGE, PLACEHOLDER_PAGE, FORMATION_IA_PAGE, TPE_PAGE };

describe('page copy typography', () => {
  it.each(Object.entries(PAGES))('%s never lets : ; ! ? % € » start a line, and uses the typographic apostrophe', (_, page) => {
    for (const text of allStrings(page)) {
      expect(text, text).not.toMatch(/ [:;!?%€»]/);
      expect(text, text).not.toMatch(/« /);
      expect(text, text).not.toMatch(/[a-zà-ÿ]'[a-zà-ÿ]/i);
    }
  });

  it('placeholder descriptions are typeset too', () => {
    expect(placeholderMeta('FAQ').description).toContain(`FAQ${NBSP}: page en cours de rédaction`);
  });
});

describe('the not-found page', () => {
  it('says what the spec says, with the typographic apostrophe', () => {
    expect(NOT_FOUND_PAGE.code).toBe('404');
    expect(NOT_FOUND_PAGE.title).toBe('Page non trouvée');
    expect(NOT_FOUND_PAGE.text).toBe('La page que vous recherchez n’existe pas ou a été déplacée.');
    expect(NOT_FOUND_PAGE.links.map((link) => link.href)).toEqual(['/', '/contact']);
  });
});

describe('reply promises', () => {
  it('gives the same delay on /contact and in its description', () => {
    expect(CONTACT_PAGE.aside.reply).toContain(REPLY_DELAY.contactPage.replace(' ', NBSP));
    expect(CONTACT_PAGE.meta.description).toContain(REPLY_DELAY.contactPage.replace(' ', NBSP));
  });

  it('promises 72 h maximum after a request', () => {
    expect(THANK_YOU_PAGE.reply).toContain(`72${NBSP}h maximum`);
  });
});

describe('the next AI course session', () => {
  const session = { date: '2025-10-23', city: 'Laval', seats: 10, seatsLeft: 6 };

  it('is the known session while its day has not passed', () => {
    expect(AI_COURSE_SESSIONS).toContainEqual(session);
    expect(nextAiCourseSession('2025-09-01')).toEqual(session);
    expect(nextAiCourseSession('2025-10-23')).toEqual(session);
  });

  it('is never a past session', () => {
    expect(nextAiCourseSession('2025-10-24')).toBeUndefined();
  });

  it('picks the earliest upcoming one whatever the order of the list', () => {
    const later = { date: '2026-03-12', city: 'Laval', seats: 10, seatsLeft: 10 };
    expect(nextAiCourseSession('2025-11-01', [later, session])).toEqual(later);
    expect(nextAiCourseSession('2025-10-01', [later, session])).toEqual(session);
  });

  it('announces the date, the town and the places left before the session', () => {
    const banner = sessionBanner('2025-10-01');
    expect(banner.title).toBe(`Prochaine session${NBSP}: le 23 octobre 2025 à Laval`);
    expect(banner.text).toContain('Plus que 6 places sur 10');
    expect(banner.text).toContain(`100${NBSP}%`);
    expect(banner.cta.href).toBe('#contact');
  });

  it('says dates are coming and keeps the call to action once the session has passed', () => {
    const banner = sessionBanner('2025-10-24');
    expect(banner.title).toBe('Prochaines dates bientôt disponibles');
    expect(banner.text).not.toContain('2025');
    expect(banner.cta.href).toBe('#contact');
  });
});
