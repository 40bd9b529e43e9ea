// The two pages the backend's functions answer with an anchor (`…#<code>`): each code the
// function can send must have its panel, or the visitor lands at the top of the page without
// being told why. The codes are the backend's, read from where they are written once.
import { FOLLOW_UP_RESULTS } from '@ecole/supabase/follow-up-results';
import { REFUSALS } from '@ecole/supabase/refusals';
import { describe, expect, it } from 'vitest';
import type { Section } from '../../model/sections.ts';
import { page as refusalPage } from './demande-non-envoyee.ts';
import { page as followUpPage } from './suivi-demande.ts';

function sectionOf<K extends Section['kind']>(sections: readonly Section[], kind: K): Extract<Section, { kind: K }> {
  const section = sections.find((candidate): candidate is Extract<Section, { kind: K }> => candidate.kind === kind);
  if (!section) throw new Error(`aucune section ${kind}`);
  return section;
}

describe('the panels of the pages the functions redirect to', () => {
  it('/demande-non-envoyee has one panel per refusal of submit-contact-form, and no other', () => {
    const ids = sectionOf(refusalPage.sections, 'anchorPanels').panels.map((panel) => panel.id);
    expect(ids.sort()).toEqual([...REFUSALS].sort());
  });

  it('/suivi-demande has one panel per answer of follow-up-request, and no other', () => {
    const ids = sectionOf(followUpPage.sections, 'followUpAction').results.map((result) => result.id);
    expect(ids.sort()).toEqual([...FOLLOW_UP_RESULTS].sort());
  });
});
