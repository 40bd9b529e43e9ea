import { describe, expect, it } from 'vitest';
import { h1Of, linksOf, mainOf } from './html.ts';

describe('prerendered HTML readers', () => {
  const html =
    '<header><a href="/">Accueil</a></header><main id="contenu"><h1>Contactez-<em>nous</em></h1>' +
    '<a href="/faq" data-discover="true">FAQ</a><a href="https://x.fr" target="_blank">LinkedIn</a></main>';

  it('reads links across lines and attributes in any order, their text as a reader gets it', () => {
    expect(linksOf('<p><a target="_blank"\n href="/a?x=1&amp;y=2">Stages &amp;\n<strong>alternance</strong></a></p>')).toEqual([
      { href: '/a?x=1&y=2', router: false, newTab: true, text: 'Stages &\nalternance' },
    ]);
  });

  it('reads the main content, the h1 text and the links with their kind', () => {
    expect(mainOf(html)).not.toContain('Accueil');
    expect(h1Of(html)).toBe('Contactez-nous');
    expect(linksOf(mainOf(html))).toEqual([
      { href: '/faq', router: true, newTab: false, text: 'FAQ' },
      { href: 'https://x.fr', router: false, newTab: true, text: 'LinkedIn' },
    ]);
  });
});
