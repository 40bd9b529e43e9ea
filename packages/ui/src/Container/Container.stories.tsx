import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONTAINER_WIDTHS } from './Container.css.ts';
import { Container } from './Container.tsx';

const meta = {
  title: 'Mise en page/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: { width: 'default', children: 'La colonne de contenu, centrée, avec des marges latérales sur mobile.' },
  argTypes: { width: { control: 'inline-radio', options: CONTAINER_WIDTHS } },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
export const Etroit: Story = { args: { width: 'narrow' } };
