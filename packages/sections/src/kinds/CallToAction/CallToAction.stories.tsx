import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { CallToActionSection } from './CallToActionSection.tsx';

const meta = {
  title: 'Sections/CallToAction',
  component: CallToActionSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.callToAction },
} satisfies Meta<typeof CallToActionSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
