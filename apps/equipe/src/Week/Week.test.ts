import { describe, expect, it } from 'vitest';
import { lastWeek } from './Week.tsx';

describe('the default period of « Semaine »', () => {
  it('is last week, Monday to Sunday, in Paris: the week the Monday mail reports', () => {
    expect(lastWeek(new Date('2026-11-28T12:00:00Z'))).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(lastWeek(new Date('2026-11-30T07:00:00Z'))).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    // Sunday 23:30 in UTC is already Monday in Paris.
    expect(lastWeek(new Date('2026-11-29T23:30:00Z'))).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });
});
