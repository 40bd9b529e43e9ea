import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid } from '../Grid/Grid.tsx';
import { TESTIMONIAL_TYPES, Testimonial } from './Testimonial.tsx';

const meta = {
  title: 'Composants/Testimonial',
  component: Testimonial,
  args: {
    quote: 'Notre alternante a repris nos réseaux sociaux en main : nous publions enfin chaque semaine.',
    author: 'Claire',
    role: 'Gérante d’une entreprise de menuiserie',
    type: 'company',
  },
  argTypes: { type: { control: 'inline-radio', options: TESTIMONIAL_TYPES } },
} satisfies Meta<typeof Testimonial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Entreprise: Story = {};
export const Alternant: Story = {
  args: { type: 'student', author: 'Léa', role: 'Alternante en marketing digital', quote: 'J’apprends à distance et je mets en pratique dès le lendemain.' },
};
/** The photo's address leads nowhere: it is hidden, the name stays. */
export const PhotoEnEchec: Story = { args: { image: '/photo-introuvable.jpg' } };
export const EnGrille: Story = {
  render: (args) => (
    <Grid as="ul">
      <Testimonial {...args} as="li" />
      <Testimonial {...args} as="li" type="student" author="Léa" role="Alternante" />
    </Grid>
  ),
};
