import { describe, expect, it } from 'vitest';
import { AI_COURSE_SESSIONS, nextAiCourseSession } from './aiCourse.ts';
import { NNBSP } from './format.ts';
import { pageAsOf, sessionBanner } from './pages/formation-ia/formation-ia.ts';

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
});

describe('the session banner of /formation-ia', () => {
  it('announces the date, the town and the places left before the session', () => {
    const banner = sessionBanner('2025-10-01');
    expect(banner.title).toBe(`Prochaine session${NNBSP}: le 23 octobre 2025 à Laval`);
    expect(banner.text).toContain('Plus que 6 places sur 10');
    expect(banner.actions).toEqual([{ label: 'Je réserve ma place', href: '#contact' }]);
  });

  it('says dates are coming once the session has passed, and never offers to book a date that does not exist', () => {
    const banner = sessionBanner('2025-10-24');
    expect(banner.title).toBe('Prochaines dates bientôt disponibles');
    expect(JSON.stringify(banner)).not.toContain('2025');
    expect(JSON.stringify(pageAsOf('2025-10-24'))).not.toContain('Je réserve ma place');
  });

  it('declares an Event only for an upcoming session', () => {
    expect(pageAsOf('2025-10-01').structuredData).toEqual([expect.objectContaining({ type: 'event', startDate: '2025-10-23', city: 'Laval' })]);
    expect(pageAsOf('2025-10-24').structuredData).toEqual([]);
  });
});
