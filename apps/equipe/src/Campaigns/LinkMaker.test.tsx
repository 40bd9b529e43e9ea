import { expectNoAxeViolations } from '@ecole/ui/test';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LinkMaker } from './LinkMaker.tsx';

// What deskViteConfig defines from the content at build (the sitemap's pages, the origin).
const site = { origin: 'https://www.ecole-connectee.fr', provisional: true, landings: ['/formation-ia', '/pme', '/tpe'] };

async function make(values: Partial<Record<'Source' | 'Support' | 'Campagne', string>>, page = '/tpe') {
  await userEvent.selectOptions(screen.getByLabelText('Page d’arrivée'), page);
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label, { exact: true });
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Faire le lien' }));
}

describe('the desk’s tracked-link maker (issue 37)', () => {
  it('makes the link campaign-link makes, with its QR code, and is axe clean', async () => {
    const { container } = render(<LinkMaker site={{ ...site, provisional: false }} />);
    await make({ Source: 'salon-laval', Support: 'print', Campagne: 'rentree-2026' });
    const url = 'https://www.ecole-connectee.fr/tpe?utm_source=salon-laval&utm_medium=print&utm_campaign=rentree-2026';
    expect(await screen.findByRole('img', { name: `QR code de ${url}` })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(container.querySelector('output')).toHaveTextContent(url);
    expect(screen.queryByRole('note')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('refuses what the command refuses, naming the field as the desk names it', async () => {
    render(<LinkMaker site={site} />);
    await make({ Source: 'Salon Laval', Support: 'print', Campagne: 'rentree-2026' });
    // textContent, not toHaveTextContent (which folds the no-break spaces into spaces).
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Valeur refusée pour «\u00a0Source\u00a0» : « Salon Laval ». Utilisez des minuscules sans accent, des chiffres et des tirets',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('warns while the site’s address is the provisional one', () => {
    render(<LinkMaker site={site} />);
    expect(screen.getByRole('note').textContent).toContain(
      'Attention\u00a0: https://www.ecole-connectee.fr est encore l’adresse provisoire du site. Vérifiez que l’école possède ce domaine',
    );
  });
});
