import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { ApplicationFormSection } from './ApplicationFormSection.tsx';

const meta = {
  title: 'Sections/ApplicationForm',
  component: ApplicationFormSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.applicationForm },
} satisfies Meta<typeof ApplicationFormSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
