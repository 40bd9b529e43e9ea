import type { Meta, StoryObj } from '@storybook/react-vite';
import { MobileStickyButtons, StickyCtaBar } from './StickyCtaBar.tsx';

const meta = {
  title: 'Mise en page/StickyCtaBar',
  component: StickyCtaBar,
  parameters: { layout: 'fullscreen' },
  args: {
    label: 'Inscription',
    message: 'Inscriptions ouvertes pour la rentrée de septembre',
    button: { label: 'Je réserve ma place', href: '/candidater' },
  },
  render: (args) => (
    <div>
      {Array.from({ length: 12 }, (_, index) => (
        <p key={index} style={{ padding: '0 16px' }}>
          Paragraphe {index + 1} : la barre reste en bas de l’écran, puis se pose sous le dernier paragraphe.
        </p>
      ))}
      <StickyCtaBar {...args} />
    </div>
  ),
} satisfies Meta<typeof StickyCtaBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};

/** Visible under 768 px only: switch the viewport to a phone. */
export const BoutonsMobiles: Story = {
  render: () => (
    <div>
      <p style={{ padding: '0 16px' }}>Sur un écran de moins de 768 px, deux boutons restent en bas de l’écran.</p>
      <MobileStickyButtons
        label="Actions rapides"
        buttons={[
          { label: 'Trouver mon alternant', href: '/contact' },
          { label: 'Être rappelé', href: '/contact' },
        ]}
      />
    </div>
  ),
};
