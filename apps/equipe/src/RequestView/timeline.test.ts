import { describe, expect, it } from 'vitest';
import { timelineText } from './timeline.ts';

const said = (event: Parameters<typeof timelineText>[0]) => {
  const { what, rest } = timelineText(event);
  return `${what}${rest}`;
};

describe('a request’s history as staff read it', () => {
  it('names whom a request was handed to before who did it', () => {
    expect(said({ event: 'confié à', actor: 'Camille', detail: 'Léa' })).toBe('confié à Léa par Camille');
  });

  it('says a new due time as a person says it', () => {
    expect(said({ event: 'repris', actor: 'Camille', detail: 'échéance 2026-12-08 12:00' })).toBe(
      'repris par Camille\u00a0: nouvelle échéance mardi 8 décembre, avant 12\u00a0h',
    );
  });

  it('keeps any other detail, and an event without actor', () => {
    expect(said({ event: 'clos', actor: 'Camille', detail: 'Doublon de 4F7A-1C2B' })).toBe('clos par Camille\u00a0: Doublon de 4F7A-1C2B');
    expect(said({ event: 'reçue', actor: null, detail: null })).toBe('reçue');
  });
});
