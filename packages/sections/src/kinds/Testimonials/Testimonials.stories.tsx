import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { TestimonialsSection } from './TestimonialsSection.tsx';

const meta = {
  title: 'Sections/Testimonials',
  component: TestimonialsSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.testimonials },
} satisfies Meta<typeof TestimonialsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
