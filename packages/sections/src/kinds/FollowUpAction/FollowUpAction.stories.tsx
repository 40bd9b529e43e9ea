import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { FollowUpActionSection } from './FollowUpActionSection.tsx';

const meta = {
  title: 'Sections/FollowUpAction',
  component: FollowUpActionSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.followUpAction },
} satisfies Meta<typeof FollowUpActionSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
