// What the privacy policy states about the flood budget comes from @ecole/content; the migration
// must do what it says.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLOOD_BUDGET } from '@ecole/content';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PATHS } from '../src/paths.ts';

const migration = readFileSync(join(DEFAULT_PATHS.migrationsDir, '20261124130200_contact_requests_flood_budget.sql'), 'utf8');

describe('the flood budget’s fingerprints, as the privacy policy states them', () => {
  it(`are deleted after FLOOD_BUDGET.keptHours (${FLOOD_BUDGET.keptHours} h), by the trigger and by the purge`, () => {
    expect(FLOOD_BUDGET.keptHours).toBe(24);
    const deletions = [...migration.matchAll(/admitted_at < pg_catalog\.now\(\) - interval '([^']+)'/g)].map((match) => match[1]);
    expect(deletions).toEqual(['1 day', '1 day']);
  });
});
