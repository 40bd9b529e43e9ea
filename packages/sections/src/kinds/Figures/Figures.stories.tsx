import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { FiguresSection } from './FiguresSection.tsx';

const meta = {
  title: 'Sections/Figures',
  component: FiguresSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.figures },
} satisfies Meta<typeof FiguresSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
