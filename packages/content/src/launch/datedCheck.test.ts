// Dated content as the launch check reads it on a given day (issue 35, point 4): a landing with
// nothing to book is listed, and so is a page that still announces a day already gone. The pages
// are the real ones, rendered as of the day their data makes them say it.
import { describe, expect, it } from 'vitest';
import type { AiCourseSession } from '../aiCourse.ts';
import { pageAsOf as aiCourseAsOf } from '../pages/formation-ia/formation-ia.ts';
import { pageAsOf as bachelorAsOf } from '../pages/site/programmes-marketing-digital.ts';
import { datedProblems, noUpcomingOf, passedDatesOf } from './datedCheck.ts';
import { formatLaunchReport, isLaunchReady, launchReport } from './launchCheck.ts';

const session = (date: string): AiCourseSession => ({ date, city: 'Laval', seats: 10, seatsLeft: 6 });
const bachelor = { path: '/programmes/marketing-digital' as const, name: 'Bachelor Marketing Digital' };

describe('a landing with no session or intake to come', () => {
  it('is listed with what to add and where, and not once a date is known', () => {
    const none = noUpcomingOf('2026-11-28', { sessions: [session('2025-10-23')], intakes: [{ ...bachelor, intakes: [{ start: '2025-09', end: '2026-09' }] }] });
    expect(none.map((problem) => problem.page)).toEqual(['/formation-ia', '/programmes/marketing-digital']);
    expect(none[0]!.text).toContain('aucune session à venir');
    expect(none[0]!.text).toContain('packages/content/data/ai-course.json, champ sessions (npm run edit)');
    expect(none[1]!.text).toContain('Bachelor Marketing Digital\u00a0: aucune rentrée à venir');

    const known = noUpcomingOf('2026-11-28', {
      sessions: [session('2025-10-23'), session('2027-03-18')],
      intakes: [{ ...bachelor, intakes: [{ start: '2027-09', end: '2028-09' }] }],
    });
    expect(known).toEqual([]);
  });

  it('says so honestly on /formation-ia: the next dates are to be announced, and the form to be told', () => {
    const page = JSON.stringify(aiCourseAsOf('2026-11-28', [session('2025-10-23')]));
    expect(page).toContain('Prochaines dates bientôt disponibles');
    expect(page).toContain('Être informé des prochaines dates');
    expect(page).not.toContain('23 octobre 2025');
  });
});

describe('a page that announces a date already passed', () => {
  it('is listed, the session as the page says it and its structured data', () => {
    // Built on 1 November, the page still said it on the 28th: what a missed refresh leaves.
    const stale = aiCourseAsOf('2026-11-01', [session('2026-11-20')]);
    const problems = passedDatesOf(stale, '2026-11-28').map((problem) => problem.text);
    expect(problems.some((text) => /^annonce une date passée\u00a0: «\u00a0Prochaine session\s*:\s*le\s20\snovembre\s2026\u00a0»$/.test(text))).toBe(true);
    expect(problems).toContain('annonce aux moteurs de recherche un événement passé, le 2026-11-20 (données structurées)');
    // The same page rebuilt that day announces nothing gone.
    expect(passedDatesOf(aiCourseAsOf('2026-11-28', [session('2026-11-20')]), '2026-11-28')).toEqual([]);
    // The day of the session itself is still to come.
    expect(passedDatesOf(stale, '2026-11-20')).toEqual([]);
  });

  it('is listed for an intake month that has ended, not for the dates of the past a page states', () => {
    const stale = bachelorAsOf('2025-08-01');
    expect(JSON.stringify(stale)).toContain('septembre 2025');
    expect(passedDatesOf(stale, '2025-09-30')).toEqual([]);
    const problems = passedDatesOf(stale, '2025-10-24').map((problem) => problem.text);
    expect(problems.some((text) => /«\u00a0Prochaine rentrée\s*:\s*septembre\s2025\u00a0»/.test(text))).toBe(true);
    // Rebuilt as of the day: the registration decision of 28 March 2025 and « Mis à jour le » are facts of the past.
    expect(passedDatesOf(bachelorAsOf('2025-10-24'), '2025-10-24')).toEqual([]);
  });
});

describe('the launch check', () => {
  it('counts dated problems as open, in their own French section', () => {
    const report = launchReport([], { SITE_AS_OF: '2026-11-28' }, [aiCourseAsOf('2026-11-01', [session('2026-11-20')])]);
    expect(report.dated?.some((problem) => problem.page === '/formation-ia' && problem.text.includes('20 novembre 2026'))).toBe(true);
    expect(isLaunchReady({ facts: [], content: [], settings: [], dated: report.dated })).toBe(false);
    expect(formatLaunchReport(report)).toMatch(/Contenu daté à mettre à jour \(\d+\)\u00a0:/);
    expect(datedProblems([], '2026-11-28').length).toBe(noUpcomingOf('2026-11-28').length);
  });
});
