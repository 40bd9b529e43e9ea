// contact_requests rules on PGlite, the engine of the local stand-in (packages/supabase-local).
import { describe } from 'vitest';
import { describeContactRequests } from './contactRequestsSuite.ts';
import { openPglite } from './sqlEngine.ts';
import { describeUpgrade } from './upgrade.ts';

describe('contact_requests on PGlite', () => {
  describeContactRequests(openPglite);
});

describe('contact_requests on PGlite, upgraded from the 2025 schema', () => {
  describeUpgrade(openPglite);
});
