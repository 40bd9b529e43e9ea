import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { ReasonPanels, ReasonStepsSection } from './ReasonStepsSection.tsx';

const meta = {
  title: 'Sections/ReasonSteps',
  component: ReasonStepsSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.reasonSteps },
} satisfies Meta<typeof ReasonStepsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An address without an anchor: the default reason's promise and steps. */
export const ParDefaut: Story = {};

/**
 * Every panel, as the prerendered page holds them (the address's anchor shows one in the page):
 * each reason's promise, and a second panel where a phone number changes a step.
 */
export const TousLesPanneaux: Story = {
  render: (args) => (
    <div>
      {/* Shown all at once here, for review: the page's CSS hides all but one. */}
      <style>{'[data-story-panels] div { display: block !important; }'}</style>
      <div data-story-panels="">
        <ReasonPanels {...args} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('On vous appelle.')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('On vous écrit.')).toBeInTheDocument();
  },
};
