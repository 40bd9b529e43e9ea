import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { FaqSection } from './FaqSection.tsx';

const meta = {
  title: 'Sections/Faq',
  component: FaqSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.faq },
} satisfies Meta<typeof FaqSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
