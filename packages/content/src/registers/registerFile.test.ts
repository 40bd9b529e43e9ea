// The committed register file as it is: read by the Bachelor page (its certifier) and the launch
// check (its end date). Until `npm run register-check -- --write` has read the register with a key,
// it holds no answer: the page names no certifier, never a typed one, and the launch check says how
// to get it. No page shows a missing fact's instructions.
import { describe, expect, it } from 'vitest';
import { BACHELOR_CERTIFICATION } from '../courseRecords/bachelor.ts';
import { launchReport } from '../launch/launchCheck.ts';
import { loadAllPages } from '../launch/loadPages.ts';
import { isMissing, listPendingFacts } from '../model/placeholder.ts';
import { certifierOf, RNCP_40377_REGISTER } from './certificationRegister.ts';
import registered from './fixtures/rncp-40377.registered.json' with { type: 'json' };

describe('the committed register file of RNCP 40377', () => {
  it('is one the register check wrote, or the empty one before the first read', () => {
    expect(RNCP_40377_REGISTER).toMatchObject({ rncp: 'RNCP40377', source: registered.source, generatedBy: registered.generatedBy });
    if (RNCP_40377_REGISTER.fetchedAt === null) {
      expect(RNCP_40377_REGISTER.certification).toBeNull();
    } else {
      expect(Object.keys(RNCP_40377_REGISTER.certification ?? {})).toEqual(Object.keys(registered.certification));
    }
  });

  it('gives the Bachelor its certifier, or the launch check says how to read it from the register', async () => {
    const certifier = certifierOf(RNCP_40377_REGISTER);
    if (certifier !== undefined) {
      expect(BACHELOR_CERTIFICATION.certifier).toBe(certifier);
      return;
    }
    expect(isMissing(BACHELOR_CERTIFICATION.certifier)).toBe(true);
    const fact = launchReport(await loadAllPages(), {}).facts.find((each) => each.id === 'course.bachelor-marketing-digital.certifier');
    expect(fact?.label).toContain('npm run register-check -- --write');
    expect(fact?.usedOn).toEqual(['/programmes/marketing-digital']);
  });

  it('names certifiers as a page says them', () => {
    const file = (...names: string[]) => ({
      ...registered,
      certification: { ...registered.certification, certifiers: names.map((name) => ({ name, siret: '' })) },
    });
    expect(certifierOf(file('A'))).toBe('A');
    expect(certifierOf(file('A', 'B', 'C'))).toBe('A, B et C');
    expect(certifierOf(file(' '))).toBeUndefined();
  });
});

describe('every page', () => {
  it('shows none of a missing fact’s instructions, nor the commands that supply it', async () => {
    const pages = await loadAllPages();
    // The facts typed in code carry their instructions; a data file's fact has none of its own (its
    // label is the schema's title, described for the launch check): nothing to look for.
    const instructions = listPendingFacts()
      .filter((fact) => fact.neededOn !== undefined && fact.label !== '')
      .map((fact) => fact.label);
    expect(instructions.length).toBeGreaterThan(0);
    const shown = pages.flatMap((page) => {
      const text = JSON.stringify(page).replace(/[\u00a0\u202f]/g, ' ');
      return [...instructions, 'npm run', 'register-check', 'API_APPRENTISSAGE_KEY']
        .filter((words) => text.includes(words.replace(/[\u00a0\u202f]/g, ' ')))
        .map((words) => `${page.path}: ${words}`);
    });
    expect(shown).toEqual([]);
  });
});
