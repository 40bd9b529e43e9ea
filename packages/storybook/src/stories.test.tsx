import { expectNoAxeViolations } from '@ecole/ui/test';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview.tsx';

/**
 * Every story of the one Storybook (the same globs as .storybook/main.ts), rendered with the
 * Storybook's own decorators (router, app context, tokens): none may throw or break an axe rule.
 * A new story is picked up with no change here.
 */
type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = { run: (context?: { canvasElement?: HTMLElement }) => Promise<void> };
const STORY_FILES = {
  ...import.meta.glob<StoryModule>('../../ui/src/**/*.stories.tsx', { eager: true }),
  ...import.meta.glob<StoryModule>('../../contact/src/**/*.stories.tsx', { eager: true }),
  ...import.meta.glob<StoryModule>('../../sections/src/**/*.stories.tsx', { eager: true }),
};

setProjectAnnotations(preview);

describe('Storybook', () => {
  it('finds the stories of the three packages', () => {
    const files = Object.keys(STORY_FILES);
    for (const folder of ['../../ui/src/', '../../contact/src/', '../../sections/src/kinds/']) {
      expect(files.some((file) => file.startsWith(folder))).toBe(true);
    }
  });

  for (const [file, storyModule] of Object.entries(STORY_FILES)) {
    describe(file, () => {
      const stories = Object.entries(composeStories(storyModule)) as [string, ComposedStory][];
      it('has at least one story', () => expect(stories.length).toBeGreaterThan(0));
      for (const [name, Story] of stories) {
        it(`${name} renders without error or axe violation`, async () => {
          // `run` renders the story as Storybook does and plays its `play` function (the states
          // reached by interaction: open menus, shown toasts); a render error or failed step throws.
          const canvasElement = document.body.appendChild(document.createElement('div'));
          try {
            await Story.run({ canvasElement });
            expect(canvasElement).not.toBeEmptyDOMElement();
            await expectNoAxeViolations(canvasElement);
          } finally {
            canvasElement.remove();
          }
        });
      }
    });
  }
});
