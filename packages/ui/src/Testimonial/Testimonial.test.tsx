import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Testimonial } from './Testimonial.tsx';

const CLAIRE = {
  quote: 'Nous publions enfin chaque semaine.',
  author: 'Claire',
  role: 'Gérante d’une menuiserie',
  image: '/claire.jpg',
};

describe('Testimonial', () => {
  it('quotes the words and names their author and role', async () => {
    const { container } = render(
      <ul>
        <Testimonial as="li" {...CLAIRE} />
      </ul>,
    );
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText(CLAIRE.quote).closest('blockquote')).not.toBeNull();
    const caption = figure.querySelector('figcaption');
    expect(caption).toHaveTextContent(`${CLAIRE.author}${CLAIRE.role}`);
    await expectNoAxeViolations(container);
  });

  it('hides the photo when it fails to load, keeping the name', () => {
    const { container } = render(<Testimonial {...CLAIRE} />);
    const photo = container.querySelector('img');
    expect(photo).toHaveAttribute('src', CLAIRE.image);
    // The name is right beside it: the photo is decoration, not announced twice.
    expect(photo).toHaveAttribute('alt', '');
    fireEvent.error(photo as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(CLAIRE.author)).toBeInTheDocument();
  });

  it('tells a student’s words from a company’s by its colour', () => {
    render(
      <>
        <Testimonial {...CLAIRE} type="company" />
        <Testimonial {...CLAIRE} author="Léa" type="student" />
      </>,
    );
    const [company, student] = screen.getAllByRole('figure').map((figure) => figure.parentElement as HTMLElement);
    expect(company).toHaveAttribute('data-type', 'company');
    expect(student).toHaveAttribute('data-type', 'student');
    expect(company?.className).not.toBe(student?.className);
  });
});
