import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_EXAMPLES } from '../../test/sectionExamples.ts';
import { withApp } from '../../test/withApp.tsx';
import { ReasonStepsSection } from './ReasonStepsSection.tsx';

const meta = {
  title: 'Sections/ReasonSteps',
  component: ReasonStepsSection,
  decorators: [withApp],
  args: { section: SECTION_EXAMPLES.reasonSteps },
} satisfies Meta<typeof ReasonStepsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An address without an anchor: the default reason's promise and steps. The other panels are in the
 * page, hidden; the address's anchor shows one (ReasonSteps.test.tsx, e2e/tests/thank-you.spec.ts).
 */
export const ParDefaut: Story = {};
