import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { KeyInformationSection } from './KeyInformationSection.tsx';

const meta = {
  title: 'Sections/KeyInformation',
  component: KeyInformationSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.keyInformation },
} satisfies Meta<typeof KeyInformationSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
