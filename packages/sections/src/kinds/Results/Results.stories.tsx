import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { ResultsSection } from './ResultsSection.tsx';

const meta = {
  title: 'Sections/Results',
  component: ResultsSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.results },
} satisfies Meta<typeof ResultsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
