import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { StickyCtaSection } from './StickyCtaSection.tsx';

const meta = {
  title: 'Sections/StickyCta',
  component: StickyCtaSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.stickyCta },
} satisfies Meta<typeof StickyCtaSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
