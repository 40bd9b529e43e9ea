import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { TableSection } from './TableSection.tsx';

const meta = {
  title: 'Sections/Table',
  component: TableSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.table },
} satisfies Meta<typeof TableSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
