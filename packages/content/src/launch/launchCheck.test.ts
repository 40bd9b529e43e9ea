import { describe, expect, it } from 'vitest';
import { definePage } from '../model/page.ts';
import { missingFact, placeholder } from '../model/placeholder.ts';
import { SCHOOL } from '../school.ts';
import { formatLaunchReport, isLaunchReady, launchReport } from './launchCheck.ts';
import { loadAllPages } from './loadPages.ts';

const page = definePage({
  path: '/faq',
  description: 'Une page de test pour le contrôle de mise en ligne, assez longue pour être valable.',
  sections: [
    { kind: 'hero', title: 'FAQ', subtitle: `Appelez le ${SCHOOL.phone}` },
    {
      kind: 'testimonials',
      items: [{ quote: 'Une citation inventée.', author: 'Alex', role: 'Gérant', type: 'company', placeholder: placeholder('Témoignage réel à fournir.') }],
    },
  ],
});

describe('launch check', () => {
  const report = launchReport([page], {});

  it('lists every provisional fact with the pages that show it', () => {
    const phone = report.facts.find((fact) => fact.id === 'school.phone');
    expect(phone).toMatchObject({ label: 'Téléphone', value: SCHOOL.phone });
    expect(phone?.usedOn).toEqual(['pied de page (toutes les pages du site et des entreprises)', '/faq']);
    expect(report.facts.find((fact) => fact.id === 'school.brand')?.usedOn).toContain('<head> de toutes les pages');
    expect(report.facts.map((fact) => fact.id)).toEqual(expect.arrayContaining(['legal.siret', 'legal.nda', 'legal.uai']));
  });

  it('lists a missing fact with the pages that need it, and says the page shows nothing meanwhile', () => {
    missingFact('test.certifier', 'Certificateur du titre de test', ['/faq']);
    const missing = launchReport([page], {});
    expect(missing.facts.find((fact) => fact.id === 'test.certifier')).toMatchObject({ value: '', usedOn: ['/faq'] });
    expect(formatLaunchReport(missing)).toContain('Certificateur du titre de test [test.certifier] — rien n’est affiché en attendant');
    expect(isLaunchReady({ ...missing, facts: missing.facts.filter((fact) => fact.id === 'test.certifier'), content: [], settings: [] })).toBe(false);
  });

  it('lists example content with its page and what to supply', () => {
    expect(report.content).toEqual([{ page: '/faq', where: 'sections[1].items[0]', excerpt: 'Une citation inventée.', note: 'Témoignage réel à fournir.' }]);
  });

  it('lists missing production settings, and only those missing', () => {
    expect(report.settings.map((setting) => setting.name)).toContain('VITE_SUPABASE_URL');
    const configured = launchReport([page], { VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: 'k' });
    expect(configured.settings.map((setting) => setting.name)).toEqual(['VITE_APPLICATION_FORM_URL', 'VITE_APPLICATION_FORM_SCRIPT']);
  });

  it('is not ready while anything remains, and says what in French', () => {
    expect(isLaunchReady(report)).toBe(false);
    const text = formatLaunchReport(report);
    expect(text).toContain('Faits que l’école doit fournir');
    expect(text).toContain('« 02 43 00 00 00 »');
    expect(text).toContain('Réglages de production manquants');
    expect(isLaunchReady({ facts: [], content: [], settings: [] })).toBe(true);
  });

  it('reads every page module of the repository, as the command does', async () => {
    const pages = await loadAllPages();
    expect(pages.map((each) => each.path)).toEqual(expect.arrayContaining(['/', '/contact', '/tpe', '/formation-ia']));
    expect(launchReport(pages, {}).content.some((entry) => entry.page === '/tpe')).toBe(true);
  });
});
