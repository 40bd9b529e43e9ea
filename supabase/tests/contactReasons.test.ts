import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTACT_REASONS, DEFAULT_REASON, OFFER_REASON } from '../functions/_shared/contactContract/index.ts';
import { migrationFiles } from './migrations.ts';

/** The migration that last set the known list (the job offer's reason, issue 21, point 8). */
const migration = readFileSync(new URL('../migrations/20261127120000_contact_requests_job_offers.sql', import.meta.url), 'utf8');
const checkedInDatabase = [...(/reason in \(([\s\S]*?)\)\s*\)/.exec(migration)?.[1] ?? '').matchAll(/'([^']*)'/g)].map((match) => match[1]);
/** Every `reason in (…)` list of every migration (the rules migration repeats it twice). */
const everyListInMigrations = migrationFiles().flatMap((file) =>
  [...readFileSync(new URL(`../migrations/${file}`, import.meta.url), 'utf8').matchAll(/reason in \(([^)]*)\)/g)].map((list) => [
    file,
    [...(list[1] ?? '').matchAll(/'([^']*)'/g)].map((match) => match[1]),
  ]),
);

// The contract's list of reasons (the site and the functions read it) against the database's.
describe('the known contact reasons (DESIGN.md §3)', () => {
  const site = CONTACT_REASONS.map((reason) => reason.label);

  it('are the same list in the contract and in the database CHECK', () => {
    expect(checkedInDatabase).toEqual(site);
    expect(everyListInMigrations.length).toBeGreaterThanOrEqual(4);
    // Each list is the site's as it was: the job offer's reason came with its own migration.
    const beforeOffers = site.filter((label) => label !== OFFER_REASON);
    for (const [file, list] of everyListInMigrations) {
      expect(list, String(file)).toEqual(String(file) < '20261127120000' ? beforeOffers : site);
    }
  });

  it('have the same default in the contract and the table: the spec’s « Formation IA »', () => {
    expect(DEFAULT_REASON).toBe('Formation IA');
    expect(readFileSync(new URL('../migrations/20251101120000_contact_requests.sql', import.meta.url), 'utf8')).toContain(
      "reason text not null default 'Formation IA'",
    );
  });
});
