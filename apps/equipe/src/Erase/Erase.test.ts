import { describe, expect, it } from 'vitest';
import { countLines } from './Erase.tsx';

describe('what an erasure says it deletes', () => {
  it('names each count in French', () => {
    expect(countLines({ outcome: 'apercu', requests: 2, fingerprints: 3, spellings: 2 })).toEqual([
      '2 demande(s), avec leur suivi, leurs rappels et leur accusé de réception',
      '3 empreinte(s) du budget anti-abus',
      '2 écriture(s) différente(s) de l’adresse',
    ]);
  });
});
