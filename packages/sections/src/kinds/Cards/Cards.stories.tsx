import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { CardsSection } from './CardsSection.tsx';

const meta = {
  title: 'Sections/Cards',
  component: CardsSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.cards },
} satisfies Meta<typeof CardsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
