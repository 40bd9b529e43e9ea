import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { ContactFormSection } from './ContactFormSection.tsx';

const meta = {
  title: 'Sections/ContactForm',
  component: ContactFormSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.contactForm },
} satisfies Meta<typeof ContactFormSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
