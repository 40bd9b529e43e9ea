import { describe, expect, it } from 'vitest';
import { APPRENTICESHIP_AGE, ageRuleNote } from './ageLimits.ts';

describe('the age rules the simulators state', () => {
  it('say nothing from 16 to 29: a contract usually starts in that range', () => {
    for (const age of [16, 22, 29]) expect(ageRuleNote(age, 'you')).toBeUndefined();
  });

  it('say that 15 needs the collège finished', () => {
    expect(ageRuleNote(15, 'you')).toMatch(/À 15 ans, l’apprentissage est possible si vous avez terminé la classe de 3e/);
  });

  it('say from 30 that apprenticeship normally stops at 29, and its exceptions, with their source', () => {
    const note = ageRuleNote(30, 'apprentice')!;
    expect(note).toContain('au plus tard à 29 ans révolus');
    for (const exception of ['travailleur handicapé', 'création ou de reprise d’entreprise', 'sportif de haut niveau', 'jusqu’à 35 ans']) {
      expect(note).toContain(exception);
    }
    expect(note).toContain(APPRENTICESHIP_AGE.source);
    expect(ageRuleNote(64, 'you')).toContain('si vous êtes reconnu travailleur handicapé');
  });
});
