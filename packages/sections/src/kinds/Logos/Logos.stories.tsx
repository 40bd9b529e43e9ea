import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { LogosSection } from './LogosSection.tsx';

const meta = {
  title: 'Sections/Logos',
  component: LogosSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.logos },
} satisfies Meta<typeof LogosSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
