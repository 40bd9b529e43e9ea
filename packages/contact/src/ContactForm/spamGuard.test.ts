import { describe, expect, it } from 'vitest';
import { judgeSubmission, MIN_FILL_TIME_MS } from './spamGuard.ts';

describe('judgeSubmission', () => {
  it('lets a person through: empty honeypot, time taken', () => {
    expect(judgeSubmission({ honeypot: '', startedAt: 0, submittedAt: MIN_FILL_TIME_MS, confirmed: false })).toBe('send');
  });

  it('traps a filled honeypot however long the filling took, confirmed or not', () => {
    expect(judgeSubmission({ honeypot: 'https://spam.example', startedAt: 0, submittedAt: 60_000, confirmed: false })).toBe('trap');
    expect(judgeSubmission({ honeypot: 'https://spam.example', startedAt: 0, submittedAt: 60_000, confirmed: true })).toBe('trap');
  });

  it('asks to confirm a form sent faster than three seconds, and sends it once confirmed', () => {
    expect(MIN_FILL_TIME_MS).toBe(3000);
    expect(judgeSubmission({ honeypot: '', startedAt: 0, submittedAt: MIN_FILL_TIME_MS - 1, confirmed: false })).toBe('confirm');
    expect(judgeSubmission({ honeypot: '', startedAt: 0, submittedAt: MIN_FILL_TIME_MS - 1, confirmed: true })).toBe('send');
  });
});
