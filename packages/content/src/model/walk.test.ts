import { describe, expect, it } from 'vitest';
import type { Page } from './page.ts';
import { hrefsOf, proseOf } from './walk.ts';

const page: Page = {
  path: '/mentions-legales',
  description: 'Une page de test.',
  sections: [
    { kind: 'hero', title: 'Titre' },
    {
      kind: 'prose',
      blocks: [
        { type: 'paragraph', text: ['Écrivez-nous à ', { label: 'contact@exemple.fr', href: 'mailto:contact@exemple.fr' }, '.'] },
        { type: 'list', items: ['un', 'deux'] },
      ],
    },
    { kind: 'links', items: [{ label: 'FAQ', href: '/faq' }] },
  ],
};

describe('proseOf', () => {
  it('reads a text with links inside it as the one sentence it renders', () => {
    expect(proseOf(page)).toContainEqual({ path: 'sections[1].blocks[0].text', text: 'Écrivez-nous à contact@exemple.fr.' });
  });

  it('keeps lists of strings and lists of links item by item', () => {
    const texts = proseOf(page).map((entry) => entry.text);
    expect(texts).toEqual(expect.arrayContaining(['un', 'deux', 'FAQ']));
  });
});

describe('hrefsOf', () => {
  it('still finds the links inside a rich text', () => {
    expect(hrefsOf(page).map((entry) => entry.href)).toEqual(['mailto:contact@exemple.fr', '/faq']);
  });
});
