import { TYPOGRAPHY_RULES } from '@ecole/content/checks/pageChecks';
import { cleanTextProblem } from '@ecole/content/data/identifiers';
import { typesetText } from '@ecole/content/pages/typeset';
import { describe, expect, it } from 'vitest';
import { applyEdits, fixTypography, textEdits, tidyEdits } from '../src/typography.ts';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('French typography on save', () => {
  it.each([
    ["L'école", 'L’école'],
    ['Bonjour!', `Bonjour${NNBSP}!`],
    ['Vraiment ?', `Vraiment${NNBSP}?`],
    ['Prix : 100%', `Prix${NNBSP}: 100${NBSP}%`],
    ['5 000€', `5 000${NBSP}€`],
    ['un "bonus" offert', `un «${NBSP}bonus${NBSP}» offert`],
    ['des consignes («prompts»)', `des consignes («${NBSP}prompts${NBSP}»)`],
    ['  deux  espaces ', 'deux espaces'],
    ['de 9 h à 17 h', `de 9${NBSP}h à 17${NBSP}h`],
    ['à 10:30', 'à 10:30'],
  ])('« %s » becomes « %s »', (typed, saved) => {
    expect(fixTypography(typed)).toBe(saved);
  });

  it('leaves what the content checks and the schema accept, and changes nothing the second time', () => {
    for (const typed of ["L'IA, c'est 100% utile: essayez!", 'Un "vrai" prix ; enfin', 'Rendez-vous à 9 h, salle «B»']) {
      const saved = fixTypography(typed);
      expect(
        TYPOGRAPHY_RULES.filter((rule) => rule.refuses.test(saved)).map((rule) => rule.fix),
        saved,
      ).toEqual([]);
      expect(cleanTextProblem(saved)).toBeUndefined();
      expect(fixTypography(saved)).toBe(saved);
      // The pages' own typesetting finds nothing more to do.
      expect(typesetText(saved)).toBe(saved);
    }
  });

  it('fixes only the texts the schema marks, in lists too', () => {
    const data = { legal: { siret: { value: "123'456", status: 'confirmed' } }, sessions: [{ city: "L'Isle" }, { city: 'Laval' }] };
    const edits = textEdits(data, [['sessions', '*', 'city']]);
    expect(edits).toEqual([{ path: ['sessions', 0, 'city'], value: 'L’Isle' }]);
    expect(applyEdits(structuredClone(data), edits).legal.siret.value).toBe("123'456");
  });

  it('removes what a cleared field leaves beside a fact, and a value left on a missing fact', () => {
    const data = {
      phone: { value: '02 43 12 34 56', status: 'confirmed', meanwhile: '' },
      price: { value: '', status: 'missing', meanwhile: 'Sur devis' },
      audit: { value: 'ancien texte', status: 'missing' },
    };
    expect(applyEdits(structuredClone(data), tidyEdits(data))).toEqual({
      phone: { value: '02 43 12 34 56', status: 'confirmed' },
      price: { status: 'missing', meanwhile: 'Sur devis' },
      audit: { status: 'missing' },
    });
  });
});
