import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { MobileActionsSection } from './MobileActionsSection.tsx';

const meta = {
  title: 'Sections/MobileActions',
  component: MobileActionsSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.mobileActions },
} satisfies Meta<typeof MobileActionsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
