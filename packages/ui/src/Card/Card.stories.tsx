import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { Grid } from '../Grid/Grid.tsx';
import { TONES } from '../tokens/tokens.ts';
import { Card } from './Card.tsx';

const meta = {
  title: 'Composants/Card',
  component: Card,
  args: {
    title: 'Rémunérée dès le début',
    description: 'Votre contrat d’apprentissage vous verse un pourcentage du SMIC, qui augmente chaque année.',
    icon: '€',
    tone: 'primary',
  },
  argTypes: { tone: { control: 'inline-radio', options: TONES } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};

export const TousLesTons: Story = {
  render: (args) => (
    <Grid as="ul">
      {TONES.map((tone) => (
        <Card key={tone} {...args} as="li" tone={tone} title={`Ton ${tone}`} />
      ))}
    </Grid>
  ),
};

export const AvecBouton: Story = {
  args: {
    title: 'Alternance Marketing Digital',
    icon: undefined,
    children: (
      <Button href="/programmes/marketing-digital" variant="outline">
        Découvrir la formation
      </Button>
    ),
  },
};
