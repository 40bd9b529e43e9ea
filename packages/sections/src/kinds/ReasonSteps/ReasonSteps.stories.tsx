import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IslandFrame } from '../../parts/Island/IslandFrame.tsx';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { ReasonStepsIsland, ReasonStepsSection } from './ReasonStepsSection.tsx';

const meta = {
  title: 'Sections/ReasonSteps',
  component: ReasonStepsSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.reasonSteps },
} satisfies Meta<typeof ReasonStepsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};

/**
 * The address names a reason the section knows (`?objet=recrutement`): that reason's next steps, as
 * the island shows them once it runs (it reads the page's address).
 */
export const ParMotif: Story = {
  render: (args) => {
    window.history.replaceState(window.history.state, '', '?objet=recrutement');
    return (
      <IslandFrame app="site">
        <ReasonStepsIsland {...args} />
      </IslandFrame>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('On cherche')).toBeInTheDocument();
  },
};
