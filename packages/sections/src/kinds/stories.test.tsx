import type { SectionKind } from '@ecole/content';
import type { composeStories } from '@storybook/react';
import { describe, expect, it } from 'vitest';
import { ALL_RENDERERS } from '../page/registry/allRenderers.ts';

/**
 * Every kind of section has its story (`kinds/<Kind>/<Kind>.stories.tsx`, `<Kind>` the kind with a
 * capital: `contactForm` → `ContactForm/ContactForm.stories.tsx`), of its own renderer.
 * `ALL_RENDERERS` lists every kind of the content model (its type refuses one left out), so a kind
 * added without a story fails here. That every story renders on its own (each brings its router
 * and app context: test/withApp.tsx), without error or axe violation, is the Storybook package's
 * test, which runs the stories of ui, contact and sections alike.
 */
type StoryModule = Parameters<typeof composeStories>[0];
const STORY_FILES = import.meta.glob<StoryModule>('./*/*.stories.tsx', { eager: true });

const KINDS = Object.keys(ALL_RENDERERS) as SectionKind[];
const storyFileOf = (kind: SectionKind) => {
  const folder = kind[0]!.toUpperCase() + kind.slice(1);
  return `./${folder}/${folder}.stories.tsx`;
};

describe('the sections’ stories', () => {
  it.each(KINDS)('has a story of the %s renderer', (kind) => {
    const storyModule = STORY_FILES[storyFileOf(kind)];
    expect(storyModule, `${storyFileOf(kind)} is missing`).toBeDefined();
    expect(storyModule!.default.component).toBe(ALL_RENDERERS[kind]);
  });

  it('has no story but those of the kinds', () => {
    expect(Object.keys(STORY_FILES).sort()).toEqual(KINDS.map(storyFileOf).sort());
  });
});
