import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_FOOTER } from '../test/fixtures.ts';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Mise en page/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: FIXTURE_FOOTER,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
