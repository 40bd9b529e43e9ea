import { describe, expect, it } from 'vitest';
import { AI_COURSE_SESSIONS, type AiCourseSession, nextAiCourseSession } from './aiCourse.ts';
import { NNBSP } from './format.ts';
import type { Action } from './model/link.ts';
import type { Page } from './model/page.ts';
import type { SectionOf } from './model/sections.ts';
import { hrefsOf } from './model/walk.ts';
import { pageAsOf, sessionBanner } from './pages/formation-ia/formation-ia.ts';
import { SCHOOL } from './school.ts';

/** The specification's session (spec §2 and §9): it stays in the data. */
const SPEC_SESSION = { date: '2025-10-23', city: 'Laval', seats: 10, seatsLeft: 6 };
/** A session added after it (test data: not a real date). */
const LATER_SESSION: AiCourseSession = { date: '2026-03-12', city: 'Rennes', seats: 10, seatsLeft: 10 };

describe('the next AI course session', () => {
  it('is the known session while its day has not passed', () => {
    expect(AI_COURSE_SESSIONS).toContainEqual(SPEC_SESSION);
    expect(nextAiCourseSession('2025-09-01')).toEqual(SPEC_SESSION);
    expect(nextAiCourseSession('2025-10-23')).toEqual(SPEC_SESSION);
  });

  it('is never a past session', () => {
    expect(nextAiCourseSession('2025-10-24')).toBeUndefined();
  });

  it('picks the earliest upcoming one whatever the order of the list', () => {
    expect(nextAiCourseSession('2025-11-01', [LATER_SESSION, SPEC_SESSION])).toEqual(LATER_SESSION);
    expect(nextAiCourseSession('2025-10-01', [LATER_SESSION, SPEC_SESSION])).toEqual(SPEC_SESSION);
  });
});

/** What a visitor of /formation-ia is shown and offered, as of one day. */
function landing(page: Page) {
  const section = <K extends Page['sections'][number]['kind']>(kind: K, id?: string) =>
    page.sections.find((each) => each.kind === kind && (id === undefined || each.id === id)) as SectionOf<K>;
  const hero = section('hero');
  const banner = section('callToAction', 'session');
  const form = section('contactForm', 'contact');
  // Every button of the page: the hero's, every section's, the banner's.
  const actions = page.sections.flatMap((each) => ('actions' in each && each.actions ? [...each.actions] : [])) as Action[];
  return { hero, banner, form, actions, json: JSON.stringify(page) };
}

/** Every call to action leads to the form, but « Voir le programme » to the programme. */
function expectEveryActionLeadsToTheForm(actions: readonly Action[]) {
  expect(actions.length).toBeGreaterThan(0);
  for (const action of actions) {
    expect(action.href, action.label).toBe(action.label === 'Voir le programme' ? '#programme' : '#contact');
  }
}

describe('/formation-ia under three clocks (DESIGN.md §2.7)', () => {
  describe('before the spec’s session (1 October 2025)', () => {
    const page = pageAsOf('2025-10-01');
    const { hero, banner, form, actions } = landing(page);

    it('announces the session of 23 October 2025 in Laval, with its places left', () => {
      expect(banner.title).toBe(`Prochaine session${NNBSP}: le 23 octobre 2025 à Laval`);
      expect(banner.text).toContain('Plus que 6 places sur 10');
      expect(hero.bullets).toContain('Prochaine session le 23 octobre 2025 à Laval');
      expect(form.title).toBe('Réservez votre place');
      expect(form.intro).toContain('23 octobre 2025');
    });

    it('offers to book a place, from the hero and from the banner, and to organise a session in the company', () => {
      expect(hero.actions?.[0]).toEqual({ label: 'Je réserve ma place', href: '#contact' });
      expect(banner.actions.map((action) => action.label)).toEqual(['Je réserve ma place', 'Organiser une session dans mon entreprise']);
      expectEveryActionLeadsToTheForm(actions);
    });

    it('declares the session as an Event', () => {
      expect(page.structuredData).toEqual([expect.objectContaining({ type: 'event', startDate: '2025-10-23', city: 'Laval', seatsLeft: 6 })]);
    });
  });

  describe('after it, with a later session in the data (1 November 2025)', () => {
    const sessions = [...AI_COURSE_SESSIONS, LATER_SESSION];
    const page = pageAsOf('2025-11-01', sessions);
    const { hero, banner, form, actions, json } = landing(page);

    it('announces the later session, never the past one', () => {
      expect(banner.title).toBe(`Prochaine session${NNBSP}: le 12 mars 2026 à Rennes`);
      expect(banner.text).toContain('Plus que 10 places sur 10');
      expect(hero.bullets).toContain('Prochaine session le 12 mars 2026 à Rennes');
      expect(form.intro).toContain('12 mars 2026');
      expect(json).not.toContain('23 octobre 2025');
      expect(json).not.toContain('2025-10-23');
      expect(json).not.toContain('Laval');
    });

    it('offers to book a place for it', () => {
      expect(hero.actions?.[0]).toEqual({ label: 'Je réserve ma place', href: '#contact' });
      expect(banner.actions[0]).toEqual({ label: 'Je réserve ma place', href: '#contact' });
      expectEveryActionLeadsToTheForm(actions);
    });

    it('declares the later session as the Event', () => {
      expect(page.structuredData).toEqual([expect.objectContaining({ type: 'event', startDate: '2026-03-12', city: 'Rennes', seatsLeft: 10 })]);
    });
  });

  describe('after it, with no session in the data (today’s build, 24 November 2026)', () => {
    const page = pageAsOf('2026-11-24');
    const { hero, banner, form, actions, json } = landing(page);

    it('says new dates are coming, in the banner and the hero, and names no date', () => {
      expect(banner.title).toBe('Prochaines dates bientôt disponibles');
      expect(hero.bullets).toContain('Prochaines dates bientôt annoncées, ou une session dans votre entreprise');
      expect(form.title).toBe('Parlons de votre formation');
      expect(json).not.toMatch(/Prochaine session|2025|octobre|places sur/);
    });

    it('never offers to book a date that does not exist: its calls to action say what they do', () => {
      expect(json).not.toContain('Je réserve ma place');
      expect(json).not.toContain('Réservez');
      expect(hero.actions).toEqual([
        { label: 'Organiser une session dans mon entreprise', href: '#contact' },
        { label: 'Voir le programme', href: '#programme' },
      ]);
      expect(banner.actions).toEqual([
        { label: 'Être informé des prochaines dates', href: '#contact' },
        { label: 'Organiser une session dans mon entreprise', href: '#contact' },
      ]);
      expectEveryActionLeadsToTheForm(actions);
    });

    it('declares no Event', () => {
      expect(page.structuredData).toEqual([]);
    });

    it('keeps the spec’s session in the data', () => {
      expect(AI_COURSE_SESSIONS).toContainEqual(SPEC_SESSION);
    });
  });

  it('the banner alone follows the same clock (its default sessions are the known ones)', () => {
    expect(sessionBanner('2025-10-01').actions[0]?.label).toBe('Je réserve ma place');
    expect(sessionBanner('2025-10-24').title).toBe('Prochaines dates bientôt disponibles');
    expect(sessionBanner('2025-10-24', [LATER_SESSION]).title).toContain('12 mars 2026');
  });
});

describe('what /formation-ia tells an HR buyer', () => {
  const page = pageAsOf('2026-11-24');
  const json = JSON.stringify(page);

  it('names the school and links to its quality certificate', () => {
    expect(json).toContain(SCHOOL.brand);
    expect(hrefsOf(page).map((entry) => entry.href)).toContain(SCHOOL.qualityCertificate.href);
  });

  it('sends the form’s requests with the reason « Formation IA »', () => {
    expect(landing(page).form.reason).toBe('formation-ia');
  });
});
