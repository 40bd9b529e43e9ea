import type { Meta, StoryObj } from '@storybook/react-vite';
import { STEP_LAYOUTS } from './StepList.css.ts';
import { StepList } from './StepList.tsx';

const meta = {
  title: 'Composants/StepList',
  component: StepList,
  args: {
    layout: 'vertical',
    steps: [
      { title: 'Postulez en ligne', description: 'Votre candidature prend 5 minutes.' },
      { title: 'Échangez avec nous', description: 'Un entretien de motivation, à distance.' },
      { title: 'Trouvez votre entreprise', description: 'Nous vous aidons à trouver votre entreprise d’accueil.' },
      { title: 'Commencez la formation', description: 'Vous signez votre contrat et démarrez.' },
    ],
  },
  argTypes: { layout: { control: 'inline-radio', options: STEP_LAYOUTS } },
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verticale: Story = {};
export const EnColonnes: Story = { args: { layout: 'columns' } };
