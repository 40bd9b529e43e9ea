import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box.tsx';

const meta = {
  title: 'Mise en page/Box',
  component: Box,
  args: {
    children: 'Un bloc dont les marges, le fond et l’affichage viennent des jetons.',
    padding: 'lg',
    backgroundColor: 'surface',
    borderRadius: 'md',
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};

export const Responsive: Story = {
  args: {
    display: { mobile: 'block', desktop: 'flex' },
    gap: 'md',
    children: (
      <>
        <Box padding="md" backgroundColor="primarySurface">
          Un
        </Box>
        <Box padding="md" backgroundColor="secondarySurface">
          Deux
        </Box>
      </>
    ),
  },
};
