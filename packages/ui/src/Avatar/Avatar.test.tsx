import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Avatar, initials } from './Avatar.tsx';

const PHOTO = '/images/temoignages/camille.jpg';
const avatar = () => screen.getByRole('img', { name: 'Camille Martin' });
const photo = () => avatar().querySelector('img');

describe('Avatar', () => {
  it('is idle with the initials when there is no photo', async () => {
    const { container } = render(<Avatar name="Camille Martin" />);
    expect(avatar()).toHaveAttribute('data-state', 'idle');
    expect(avatar()).toHaveTextContent('CM');
    expect(photo()).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows the initials while the photo loads, then the photo alone', async () => {
    const onStateChange = vi.fn();
    const { container } = render(<Avatar name="Camille Martin" src={PHOTO} onStateChange={onStateChange} />);
    expect(avatar()).toHaveAttribute('data-state', 'loading');
    expect(avatar()).toHaveTextContent('CM');
    expect(photo()).toHaveAttribute('src', PHOTO);
    expect(photo()).toHaveAttribute('data-state', 'loading');
    await expectNoAxeViolations(container);

    fireEvent.load(photo()!);
    expect(avatar()).toHaveAttribute('data-state', 'loaded');
    expect(avatar()).not.toHaveTextContent('CM');
    expect(photo()).toHaveAttribute('data-state', 'loaded');
    expect(onStateChange.mock.calls.map(([state]) => state)).toEqual(['loading', 'loaded']);
    await expectNoAxeViolations(container);
  });

  it('drops a photo that fails and keeps the initials', async () => {
    const { container } = render(<Avatar name="Camille Martin" src={PHOTO} />);
    fireEvent.error(photo()!);
    expect(avatar()).toHaveAttribute('data-state', 'error');
    expect(photo()).toBeNull();
    expect(avatar()).toHaveTextContent('CM');
    await expectNoAxeViolations(container);
  });

  it('starts over when the photo address changes', () => {
    const { rerender } = render(<Avatar name="Camille Martin" src="/cassee.jpg" />);
    fireEvent.error(photo()!);
    rerender(<Avatar name="Camille Martin" src={PHOTO} />);
    expect(avatar()).toHaveAttribute('data-state', 'loading');
    fireEvent.load(photo()!);
    expect(avatar()).toHaveAttribute('data-state', 'loaded');
  });

  it('makes initials from the first and last names', () => {
    expect(initials('Marie-Claire de la Fontaine')).toBe('MF');
    expect(initials('  élodie  ')).toBe('É');
  });
});
