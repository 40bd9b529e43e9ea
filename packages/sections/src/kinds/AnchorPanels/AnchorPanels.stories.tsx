import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { AnchorPanelsSection } from './AnchorPanelsSection.tsx';

const meta = {
  title: 'Sections/AnchorPanels',
  component: AnchorPanelsSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.anchorPanels },
} satisfies Meta<typeof AnchorPanelsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
