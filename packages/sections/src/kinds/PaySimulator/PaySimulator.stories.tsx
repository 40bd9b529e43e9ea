import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { PaySimulatorSection } from './PaySimulatorSection.tsx';

const meta = {
  title: 'Sections/PaySimulator',
  component: PaySimulatorSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.paySimulator },
} satisfies Meta<typeof PaySimulatorSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
