import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { StepsSection } from './StepsSection.tsx';

const meta = {
  title: 'Sections/Steps',
  component: StepsSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.steps },
} satisfies Meta<typeof StepsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
