// contact_requests rules on PGlite, the engine of the local stand-in (packages/supabase-local).
import { describe } from 'vitest';
import { describeContactRequests } from './contactRequestsSuite.ts';
import { openPglite } from './sqlEngine.ts';

describe('contact_requests on PGlite', () => {
  describeContactRequests(openPglite);
});
