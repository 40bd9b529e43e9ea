import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { CostEstimatorSection } from './CostEstimatorSection.tsx';

const meta = {
  title: 'Sections/CostEstimator',
  component: CostEstimatorSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.costEstimator },
} satisfies Meta<typeof CostEstimatorSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
