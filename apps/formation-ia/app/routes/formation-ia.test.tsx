import { FORMATION_IA_PAGE, NBSP } from '@ecole/content';
import { describe, expect, it } from 'vitest';
import { h1Of, linksOf, mainOf, renderPage } from '../test/renderPage.tsx';
import { FormationIaPage, meta } from './formation-ia.tsx';

const before = renderPage(() => <FormationIaPage asOf="2025-10-01" />, '/formation-ia');
const after = renderPage(() => <FormationIaPage asOf="2026-11-21" />, '/formation-ia');

describe('AI course landing', () => {
  it('promises 1 hour saved per day and calls to the contact form', () => {
    expect(h1Of(before)).toBe('Gagnez 1 heure par jour grâce à l’IA');
    expect(linksOf(before)).toContainEqual(expect.objectContaining({ href: '#contact', text: 'Je réserve ma place' }));
  });

  it('has the programme in 4 steps and the contact form under their anchors', () => {
    expect(before).toContain('id="programme"');
    expect(before).toContain('id="contact"');
    for (const step of FORMATION_IA_PAGE.programme.steps) expect(before).toContain(step.title);
    expect(FORMATION_IA_PAGE.programme.steps).toHaveLength(4);
    expect(before).toMatch(/id="contact"[\s\S]*<form[\s\S]*type="submit"/);
  });

  it('shows the benefits, the trust figures and the bonus', () => {
    expect(before).toContain(FORMATION_IA_PAGE.benefits.title);
    expect(before).toContain('50+');
    expect(before).toContain(`92${NBSP}%`);
    expect(before).toContain(`90${NBSP}%`);
    expect(before).toContain(`5${NBSP}000${NBSP}€`);
    expect(before).toContain(FORMATION_IA_PAGE.bonus.title);
  });

  it('announces the 23 October 2025 session in Laval while it is upcoming', () => {
    expect(before).toContain(`Prochaine session${NBSP}: le 23 octobre 2025 à Laval`);
    expect(before).toContain('Plus que 6 places sur 10');
  });

  it('never presents the past session as next: dates are coming, the call to action stays', () => {
    expect(after).not.toContain('23 octobre 2025');
    expect(after).toContain('Prochaines dates bientôt disponibles');
    expect(linksOf(after).filter((link) => link.href === '#contact').length).toBeGreaterThanOrEqual(2);
  });

  it('has no site header or footer (a campaign page), only its content in <main>', () => {
    expect(before).not.toMatch(/<header|<footer/);
    expect(mainOf(before)).toContain('id="programme"');
  });

  it('describes itself for search engines with its own canonical address', () => {
    const descriptors = meta();
    expect(descriptors).toContainEqual({ title: expect.stringContaining('Formation IA en entreprise') });
    expect(descriptors).toContainEqual(expect.objectContaining({ rel: 'canonical', href: expect.stringMatching(/\/formation-ia$/) }));
  });
});
