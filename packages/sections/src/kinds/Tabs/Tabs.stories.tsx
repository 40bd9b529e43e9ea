import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { TabsSection } from './TabsSection.tsx';

const meta = {
  title: 'Sections/Tabs',
  component: TabsSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.tabs },
} satisfies Meta<typeof TabsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
