import { definePage } from '@ecole/content';
import { paySimulatorSection } from '@ecole/content/apprenticeship/sections';
import { AppProvider } from '@ecole/ui/AppContext';
import { expectNoAxeViolations } from '@ecole/ui/test';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import PaySimulatorIsland from './PaySimulatorIsland.tsx';
import { PaySimulatorSection } from './PaySimulatorSection.tsx';

// As a page builds it: typeset, with the rules of 24 November 2026 (SMIC 1 823,03 €).
const section = definePage({ path: '/etudiants', description: 'x', sections: [paySimulatorSection('2026-11-24')!] }).sections[0]!;
/** Text as read: every kind of space one plain space. */
const plain = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

describe('the pay simulator section', () => {
  it('prerenders the whole grid as a table, and the simulator’s place, kept by its prerendered copy, which takes taps and keys before it runs', () => {
    const html = renderToStaticMarkup(
      <AppProvider app="site">
        <PaySimulatorSection section={section} />
      </AppProvider>,
    );
    expect(html).toContain('<table');
    // The simulator's first render holds its place from the first paint; it does nothing until its code runs.
    expect(html).toMatch(
      /<div data-island-slot="pay-simulator" data-island-props="[^"]+" data-island-replay="" class="[^"]+"><form [^>]*data-island="ec-pay-simulator"/,
    );
    for (const text of ['Moins de 18 ans', '492,22', '18 à 20 ans', '783,90', '21 à 25 ans', '1 421,96', '26 ans et plus', '1 823,03']) {
      expect(plain(html)).toContain(text);
    }
    expect(plain(html)).toContain('Ce sont des minimums légaux : votre entreprise peut vous payer plus.');
  });

  it('loads the simulator: an age and a year give the minimum, announced in a live region, and how it rises', async () => {
    const { container } = render(<PaySimulatorIsland rules={section.rules} />);
    const age = await screen.findByRole('spinbutton', { name: 'Votre âge' });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(plain(status.textContent)).toBe('Indiquez votre âge : votre salaire minimum s’affiche ici.');

    fireEvent.change(age, { target: { value: '19' } });
    expect([...status.querySelectorAll('p')].map((line) => plain(line.textContent))).toEqual([
      'Votre salaire minimum : 783,90 € brut par mois, soit 43 % du SMIC.',
      'C’est un minimum légal, pour un temps plein : votre entreprise peut vous payer plus.',
    ]);
    const form = screen.getByRole('form', { name: 'Calculez votre salaire minimum' });
    const raises = within(form)
      .getAllByRole('listitem')
      .map((item) => plain(item.textContent));
    expect(raises).toEqual([
      'À 21 ans, dès le premier jour du mois qui suit votre anniversaire : 966,21 € (53 % du SMIC).',
      'En 2e année de contrat : 929,75 € (51 % du SMIC).',
    ]);

    fireEvent.click(screen.getByRole('radio', { name: '3e année' }));
    expect(plain(status.textContent)).toContain('1 221,43 € brut par mois, soit 67 % du SMIC');
    await expectNoAxeViolations(container);
  });

  it('says the collective agreement may raise the base from 21, and that nothing rises by age from 26', async () => {
    render(<PaySimulatorIsland rules={section.rules} />);
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Votre âge' }), { target: { value: '30' } });
    expect(plain(screen.getByRole('status').textContent)).toContain('1 823,03 € brut par mois, soit 100 % du SMIC');
    const form = screen.getByRole('form', { name: 'Calculez votre salaire minimum' });
    expect(within(form).getByText(/convention collective/)).toBeInTheDocument();
    expect(within(form).getByText(/il suit les hausses du SMIC/)).toBeInTheDocument();
  });

  it('asks again for an age it cannot use, marks the field and says why under it', async () => {
    render(<PaySimulatorIsland rules={section.rules} />);
    const age = await screen.findByRole('spinbutton', { name: 'Votre âge' });
    fireEvent.change(age, { target: { value: '12' } });
    expect(age).toHaveAttribute('aria-invalid', 'true');
    expect(age).toHaveAccessibleDescription(/Indiquez un âge en années\s:\sun nombre entier, de 15 à 99\./);
    expect(plain(screen.getByRole('status').textContent)).toBe('Indiquez votre âge : votre salaire minimum s’affiche ici.');
    fireEvent.change(age, { target: { value: '20' } });
    expect(age).not.toHaveAttribute('aria-invalid');
    expect(age).not.toHaveAccessibleDescription(/Indiquez un âge/);
  });

  it('from 30, says apprenticeship normally starts by 29 and names its exceptions, while still computing the minimum', async () => {
    render(<PaySimulatorIsland rules={section.rules} />);
    const age = await screen.findByRole('spinbutton', { name: 'Votre âge' });
    fireEvent.change(age, { target: { value: '34' } });
    expect(age).not.toHaveAttribute('aria-invalid');
    expect(age).toHaveAccessibleDescription(/au plus tard à 29 ans révolus.*travailleur handicapé.*jusqu’à 35 ans/);
    expect(plain(screen.getByRole('status').textContent)).toContain('100 % du SMIC');
    fireEvent.change(age, { target: { value: '29' } });
    expect(age).not.toHaveAccessibleDescription(/révolus/);
  });
});
