import type { Meta, StoryObj } from '@storybook/react-vite';
import { OptionalImage } from './OptionalImage.tsx';

/** A small inline picture, so the story needs no network. */
const PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#dbe5ff"/><circle cx="160" cy="100" r="60" fill="#1d4ed8"/></svg>',
  );

const meta = {
  title: 'Composants/OptionalImage',
  component: OptionalImage,
  args: { src: PICTURE, alt: 'Un disque bleu', width: 320, height: 200 },
} satisfies Meta<typeof OptionalImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chargee: Story = {};
/** The address leads nowhere: nothing is shown, not even the alt text. */
export const EnEchec: Story = { args: { src: '/image-introuvable.jpg', alt: 'Image introuvable' } };
