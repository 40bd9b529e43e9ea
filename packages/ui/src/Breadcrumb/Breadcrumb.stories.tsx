import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_TRAIL } from '../test/fixtures.ts';
import { Breadcrumb } from './Breadcrumb.tsx';

const meta = {
  title: 'Mise en page/Breadcrumb',
  component: Breadcrumb,
  args: { ...FIXTURE_TRAIL, path: '/programmes/marketing-digital' },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Programme: Story = {};
export const PageEntreprise: Story = { args: { path: '/tpe' } };
export const SegmentInconnu: Story = { args: { path: '/programmes/nouveau-cursus' } };
