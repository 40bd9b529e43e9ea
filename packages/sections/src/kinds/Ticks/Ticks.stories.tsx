import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { TicksSection } from './TicksSection.tsx';

const meta = {
  title: 'Sections/Ticks',
  component: TicksSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.ticks },
} satisfies Meta<typeof TicksSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
