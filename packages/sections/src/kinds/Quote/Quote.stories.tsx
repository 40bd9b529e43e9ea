import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { QuoteSection } from './QuoteSection.tsx';

const meta = {
  title: 'Sections/Quote',
  component: QuoteSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.quote },
} satisfies Meta<typeof QuoteSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
