import type { Meta, StoryObj } from '@storybook/react-vite';
import { AVATAR_SIZES } from './Avatar.css.ts';
import { Avatar } from './Avatar.tsx';

// A 1×1 image as a data: URL, so the "loaded" story needs no network.
const PHOTO =
  'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="#0f766e"/></svg>');

const meta = {
  title: 'Composants/Avatar',
  component: Avatar,
  args: { name: 'Camille Martin' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No photo: the initials. */
export const SansPhoto: Story = {};
/** The photo loads: initials until it arrives. */
export const AvecPhoto: Story = { args: { src: PHOTO } };
/** The photo fails: initials stay. */
export const PhotoCassee: Story = { args: { src: '/introuvable.jpg' } };
export const Tailles: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {AVATAR_SIZES.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
