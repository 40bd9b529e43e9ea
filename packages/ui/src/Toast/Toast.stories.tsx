import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TOAST_VARIANTS, type ToastOptions } from './constants.ts';
import { queueToastForNextPage } from './pendingToasts.ts';
import { ToastRegion, useToast } from './Toast.tsx';

const EXAMPLES: Record<ToastOptions['variant'], ToastOptions> = {
  success: { variant: 'success', title: 'Votre message a été envoyé avec succès !' },
  error: { variant: 'error', title: 'Une erreur est survenue. Veuillez réessayer plus tard.' },
};

function Demo() {
  const { show } = useToast();
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {TOAST_VARIANTS.map((variant) => (
        <Button key={variant} variant={variant === 'success' ? 'primary' : 'outline'} onClick={() => show(EXAMPLES[variant])}>
          Toast {variant}
        </Button>
      ))}
      <Button
        variant="secondary"
        onClick={() => {
          queueToastForNextPage(EXAMPLES.success);
          window.location.reload();
        }}
      >
        Mettre en file et recharger
      </Button>
    </div>
  );
}

const meta = {
  title: 'Composants/Toast',
  component: ToastRegion,
  render: (args) => (
    <ToastRegion {...args}>
      <Demo />
    </ToastRegion>
  ),
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
export const LongueDuree: Story = { args: { duration: 15000 } };

/** Both variants on screen, shown on arrival (the toast code loads with the first one). */
function ShowOnMount() {
  const { show } = useToast();
  useEffect(() => {
    for (const variant of TOAST_VARIANTS) show(EXAMPLES[variant]);
  }, [show]);
  return <p>Deux notifications en bas à droite.</p>;
}

export const Affichees: Story = {
  args: { duration: 60000 },
  render: (args) => (
    <ToastRegion {...args}>
      <ShowOnMount />
    </ToastRegion>
  ),
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: /Notifications/ }, { timeout: 5000 });
    await expect(await within(region).findAllByRole('listitem')).toHaveLength(TOAST_VARIANTS.length);
  },
};
