import { describe, expect, it } from 'vitest';
import type { Intake } from '../courses.ts';
import { plainText } from '../model/link.ts';
import { nextBachelorIntakeMonth } from './intake.ts';
import { pageAsOf as admissionsAsOf, intakeNotice } from './site/admissions.ts';
import { pageAsOf as candidaterAsOf } from './site/candidater.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const LATER: readonly Intake[] = [
  { start: '2025-09', end: '2026-09' },
  { start: '2027-09', end: '2028-09' },
];

describe('the Bachelor’s next intake on the student pages', () => {
  it('is the spec’s September 2025 intake until it starts, then none is known', () => {
    expect(nextBachelorIntakeMonth('2025-08-01')).toBe('septembre 2025');
    expect(nextBachelorIntakeMonth('2025-10-01')).toBeUndefined();
    expect(nextBachelorIntakeMonth('2026-11-24')).toBeUndefined();
  });

  it('is a later intake as soon as one is added to BACHELOR.intakes', () => {
    expect(nextBachelorIntakeMonth('2026-11-24', LATER)).toBe('septembre 2027');
  });
});

describe('the intake notice of /admissions', () => {
  it('names the upcoming intake and asks to apply for it', () => {
    const notice = intakeNotice('2026-11-24', LATER);
    expect(plain(notice.title)).toBe('Rentrée de septembre 2027 : les candidatures sont ouvertes');
    expect(notice.actions).toEqual([{ label: 'Je candidate pour septembre 2027', href: '/candidater' }]);
  });

  it('once the September 2025 intake has started, says the next dates are coming and keeps the call to apply', () => {
    const notice = intakeNotice('2026-11-24');
    expect(plain(notice.title)).toBe('Prochaine rentrée : dates bientôt annoncées');
    expect(notice.actions).toEqual([{ label: 'Je candidate dès maintenant', href: '/candidater' }]);
    // No past intake anywhere on the page (the SMIC's 2025 decree, cited under the pay grid, is not one).
    expect(JSON.stringify(admissionsAsOf('2026-11-24'))).not.toMatch(/septembre 2025|2025-09|rentrée 2025/i);
  });
});

describe('the start-dates answer of /candidater', () => {
  const answer = (asOf: string, intakes?: readonly Intake[]) => {
    const faq = candidaterAsOf(asOf, intakes).sections.find((section) => section.kind === 'faq');
    const item = faq?.items.find((question) => question.question.startsWith('Quand commence'));
    return plain(plainText(item?.answer ?? ''));
  };

  it('names the next intake while one is known', () => {
    expect(answer('2025-08-01')).toContain('a lieu en septembre 2025');
    expect(answer('2026-11-24', LATER)).toContain('a lieu en septembre 2027');
  });

  it('never shows a past intake as next: the dates are coming, applying stays open', () => {
    expect(answer('2026-11-24')).toContain('seront annoncées très bientôt');
    expect(answer('2026-11-24')).toContain('candidater dès maintenant');
    expect(JSON.stringify(candidaterAsOf('2026-11-24'))).not.toMatch(/2025/);
  });
});
