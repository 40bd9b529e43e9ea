import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { LinksSection } from './LinksSection.tsx';

const meta = {
  title: 'Sections/Links',
  component: LinksSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.links },
} satisfies Meta<typeof LinksSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
