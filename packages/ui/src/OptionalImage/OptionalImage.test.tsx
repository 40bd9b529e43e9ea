import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { OPTIONAL_IMAGE_ATTRIBUTE, OptionalImage } from './OptionalImage.tsx';

afterEach(() => vi.restoreAllMocks());

describe('OptionalImage', () => {
  it('shows the image with its text alternative while it loads', async () => {
    const { container } = render(<OptionalImage src="/equipe.jpg" alt="L’équipe pédagogique" width={400} height={300} />);
    expect(screen.getByRole('img', { name: 'L’équipe pédagogique' })).toHaveAttribute('src', '/equipe.jpg');
    await expectNoAxeViolations(container);
  });

  it('disappears entirely when the image fails to load, and tells the caller', () => {
    const onError = vi.fn();
    const { container } = render(<OptionalImage src="/absente.jpg" alt="Photo absente" onError={onError} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(container).toBeEmptyDOMElement();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('disappears when the image had already failed before React took over the prerendered page', () => {
    // jsdom never loads images; a browser reports a failed one as complete with no pixels.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    render(<OptionalImage src="/absente.jpg" alt="Photo absente" />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('with noBrokenIcon, is its own mask (a failed one paints nothing, before any script); without, loads as asked', () => {
    render(
      <>
        <OptionalImage src="/equipe.jpg" alt="Masquée" noBrokenIcon loading="lazy" />
        <OptionalImage src="/photo.jpg" alt="Ordinaire" loading="lazy" />
      </>,
    );
    const masked = screen.getByRole('img', { name: 'Masquée' });
    expect(masked.style.maskImage).toBe('url("/equipe.jpg")');
    expect(screen.getByRole('img', { name: 'Ordinaire' }).getAttribute('style')).toBeNull();
    // The hook a page's script finds them by, to hide one that failed where React never runs.
    expect(screen.getAllByRole('img').map((image) => image.hasAttribute(OPTIONAL_IMAGE_ATTRIBUTE))).toEqual([true, true]);
  });

  it('stays when the image had already loaded', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(400);
    render(<OptionalImage src="/equipe.jpg" alt="L’équipe" />);
    expect(screen.getByRole('img', { name: 'L’équipe' })).toBeInTheDocument();
  });
});
