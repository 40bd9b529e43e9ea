import { describe, expect, it } from 'vitest';
import { countLines } from './Erase.tsx';

describe('what an erasure says it deletes', () => {
  it('names each count in French, and counts a list of spellings', () => {
    expect(countLines({ requests: 2, fingerprints: 3, spellings: ['a@b.fr', 'A@b.fr'] as unknown as number })).toEqual([
      '2 demande(s), avec leur suivi, leurs rappels et leur accusé de réception',
      '3 empreinte(s) du budget anti-abus',
      '2 écriture(s) de l’adresse',
    ]);
  });
});
