import { describe, expect, it } from 'vitest';
import { looksLikeABot, MIN_FILL_TIME_MS } from './spamGuard.ts';

describe('looksLikeABot', () => {
  it('lets a person through: empty honeypot, time taken', () => {
    expect(looksLikeABot({ honeypot: '', startedAt: 0, submittedAt: MIN_FILL_TIME_MS })).toBe(false);
  });

  it('catches a filled honeypot however long the filling took', () => {
    expect(looksLikeABot({ honeypot: 'https://spam.example', startedAt: 0, submittedAt: 60_000 })).toBe(true);
  });

  it('catches a form sent faster than three seconds', () => {
    expect(MIN_FILL_TIME_MS).toBe(3000);
    expect(looksLikeABot({ honeypot: '', startedAt: 0, submittedAt: MIN_FILL_TIME_MS - 1 })).toBe(true);
  });
});
