import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { HeroSection } from './HeroSection.tsx';

const meta = {
  title: 'Sections/Hero',
  component: HeroSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.hero },
} satisfies Meta<typeof HeroSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
