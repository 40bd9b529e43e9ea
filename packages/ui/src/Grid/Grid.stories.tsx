import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box.tsx';
import { GRID_COLUMNS } from './Grid.css.ts';
import { Grid } from './Grid.tsx';

const meta = {
  title: 'Mise en page/Grid',
  component: Grid,
  args: { columns: 'auto', as: 'ul' },
  argTypes: { columns: { control: 'inline-radio', options: GRID_COLUMNS } },
  render: (args) => (
    <Grid {...args}>
      {['SEO et contenus', 'Publicité et réseaux sociaux', 'E-mailing', 'E-commerce'].map((text) => (
        <Box as="li" key={text} padding="lg" backgroundColor="surface" borderRadius="md">
          {text}
        </Box>
      ))}
    </Grid>
  ),
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Automatique: Story = {};
export const DeuxColonnes: Story = { args: { columns: 'two' } };
export const TroisColonnesAuPlus: Story = { args: { columns: 'three' } };
export const AvecPanneauLateral: Story = { args: { columns: 'sidebar' } };
