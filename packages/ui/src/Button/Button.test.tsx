import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { InApp, watchDocumentNavigations } from '../test/router.tsx';
import { BUTTON_VARIANTS } from './Button.css.ts';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('renders a link to the application page, followed with a page load', async () => {
    const watcher = watchDocumentNavigations();
    const { container } = render(
      <InApp>
        <Button href="/candidater">Je postule</Button>
      </InApp>,
    );
    const link = screen.getByRole('link', { name: 'Je postule' });
    expect(link).toHaveAttribute('href', '/candidater');
    await userEvent.click(link);
    watcher.stop();
    expect(watcher.clicks).toEqual([{ href: '/candidater', handledByRouter: false }]);
    await expectNoAxeViolations(container);
  });

  it('renders a real button that does not submit forms by accident', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Voir plus</Button>
        <Button type="submit" variant="secondary">
          Envoyer
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Envoyer' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('styles each variant differently', () => {
    render(
      BUTTON_VARIANTS.map((variant) => (
        <Button key={variant} variant={variant}>
          {variant}
        </Button>
      )),
    );
    const classNames = BUTTON_VARIANTS.map((variant) => screen.getByRole('button', { name: variant }).className);
    expect(new Set(classNames).size).toBe(BUTTON_VARIANTS.length);
    const primary = getComputedStyle(screen.getByRole('button', { name: 'primary' }));
    expect(primary.backgroundColor).toBe('var(--ec-color-primary)');
  });
});
