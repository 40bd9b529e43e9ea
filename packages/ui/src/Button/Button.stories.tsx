import type { Meta, StoryObj } from '@storybook/react-vite';
import { BUTTON_SIZES, BUTTON_VARIANTS } from './Button.css.ts';
import { Button } from './Button.tsx';

const meta = {
  title: 'Composants/Button',
  component: Button,
  args: { children: 'Je postule', href: '/candidater', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primaire: Story = {};

export const ToutesLesVariantes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {BUTTON_SIZES.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
          {BUTTON_VARIANTS.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const BoutonDesactive: Story = {
  args: { href: undefined, disabled: true, children: 'Envoi en cours...' },
};
