// The Bachelor page names its certifier from the register file, and only from it (issue 35,
// point 5): here the file as `npm run register-check -- --write` writes it from the recorded
// answer of the API Apprentissage (packages/registers/test/registerCheck.test.ts checks that it does).
import { describe, expect, it, vi } from 'vitest';
import { BACHELOR_CERTIFICATION } from '../courseRecords/bachelor.ts';
import { listPendingFacts } from '../model/placeholder.ts';
import { pageAsOf } from '../pages/site/programmes-marketing-digital.ts';

vi.mock('../../data/registre/rncp-40377.json', async () => ({
  default: (await import('./fixtures/rncp-40377.registered.json', { with: { type: 'json' } })).default,
}));

const page = pageAsOf('2026-11-28');
const keyInformation = page.sections.find((section) => section.kind === 'keyInformation');

describe('the Bachelor page, once the register has been read', () => {
  it('names the register’s certifier in its key information', () => {
    expect(BACHELOR_CERTIFICATION.certifier).toBe('ORGANISME CERTIFICATEUR EXEMPLE');
    const certifier = keyInformation?.kind === 'keyInformation' ? keyInformation.items.find((item) => item.id === 'certifier') : undefined;
    expect(certifier).toMatchObject({ term: 'Certificateur', parts: ['ORGANISME CERTIFICATEUR EXEMPLE'] });
  });

  it('says it in the registered wording, wherever the page states the title', () => {
    // Spaces as typed: copy is typeset (no-break spaces) when the page is rendered.
    const text = JSON.stringify(page).replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(
      'titre « Chargé de marketing digital et e-commerce » de niveau 6 inscrit au RNCP n° 40377, certificateur ORGANISME CERTIFICATEUR EXEMPLE',
    );
    expect(text.match(/certificateur ORGANISME CERTIFICATEUR EXEMPLE/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('leaves nothing for the launch check to ask about the certifier', () => {
    expect(listPendingFacts().map((fact) => fact.id)).not.toContain('course.bachelor-marketing-digital.certifier');
  });
});
