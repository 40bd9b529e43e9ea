import type { Meta, StoryObj } from '@storybook/react-vite';
import { TONES } from '../tokens/tokens.ts';
import { Accordion, FaqAccordion, type FaqItem } from './Accordion.tsx';

const ITEMS: FaqItem[] = [
  { question: 'Qui peut candidater ?', answer: 'Les titulaires d’un Bac+2 ou équivalent, motivés par le numérique.' },
  { question: 'La formation est-elle payante pour l’alternant ?', answer: 'Non : l’entreprise et son opérateur de compétences la financent.' },
  { question: 'Les cours sont-ils à distance ?', answer: 'Oui, en visioconférence, avec le replay de chaque cours.' },
].map((item, index) => ({ ...item, color: TONES[index % TONES.length] }));

const meta = {
  title: 'Composants/Accordion',
  component: FaqAccordion,
  args: { items: ITEMS },
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Replie: Story = {};
export const PremiereOuverte: Story = { args: { defaultOpenIndex: 0 } };
/** The anatomy, for answers richer than a sentence. */
export const Anatomie: Story = {
  render: () => (
    <Accordion.Root>
      {(['primary', 'secondary'] as const).map((color) => (
        <Accordion.Item key={color} defaultOpen={color === 'primary'} color={color}>
          <Accordion.Trigger>{color === 'primary' ? 'Comment est financée la formation ?' : 'Quel est le rythme ?'}</Accordion.Trigger>
          <Accordion.Content>
            <p>{color === 'primary' ? 'Par l’entreprise d’accueil.' : 'Le rythme est détaillé sur la page de chaque programme.'}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  ),
};
