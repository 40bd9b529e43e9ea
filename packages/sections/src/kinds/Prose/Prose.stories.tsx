import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { ProseSection } from './ProseSection.tsx';

const meta = {
  title: 'Sections/Prose',
  component: ProseSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.prose },
} satisfies Meta<typeof ProseSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
