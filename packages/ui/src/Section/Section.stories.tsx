import type { Meta, StoryObj } from '@storybook/react-vite';
import { SECTION_SPACES, SECTION_TONES } from './Section.css.ts';
import { Section } from './Section.tsx';

const meta = {
  title: 'Mise en page/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Pourquoi choisir l’alternance avec nous ?',
    intro: 'Une formation gratuite, rémunérée et 100 % à distance.',
    tone: 'plain',
    space: 'md',
    children: <p>Le contenu de la section, dans la colonne centrée.</p>,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: SECTION_TONES },
    space: { control: 'inline-radio', options: SECTION_SPACES },
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};

export const TousLesTons: Story = {
  render: (args) => (
    <>
      {SECTION_TONES.map((tone) => (
        <Section key={tone} {...args} tone={tone} title={`Ton « ${tone} »`}>
          <p>
            Texte courant et <a href="#lien">un lien</a>.
          </p>
        </Section>
      ))}
    </>
  ),
};
