import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box.tsx';
import { STACK_GAPS, Stack } from './Stack.tsx';

const meta = {
  title: 'Mise en page/Stack',
  component: Stack,
  args: { gap: 'md' },
  argTypes: { gap: { control: 'inline-radio', options: STACK_GAPS } },
  render: (args) => (
    <Stack {...args}>
      {['Postuler en ligne', 'Échanger avec nous', 'Trouver votre entreprise'].map((text) => (
        <Box key={text} padding="md" backgroundColor="surface" borderRadius="sm">
          {text}
        </Box>
      ))}
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
export const Serre: Story = { args: { gap: 'xs' } };
