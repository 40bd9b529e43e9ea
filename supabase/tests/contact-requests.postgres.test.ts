// contact_requests rules on a real PostgreSQL 15 server, the engine of a hosted Supabase
// project: DATABASE_URL if set, else a throwaway cluster (see postgres-server.ts).
import { afterAll, describe } from 'vitest';
import { startPostgres, type PostgresServer } from './postgres-server.ts';
import { describeContactRequests } from './contactRequestsSuite.ts';
import { openPostgres } from './sqlEngine.ts';

let server: PostgresServer | undefined;

describe('contact_requests on PostgreSQL 15', () => {
  describeContactRequests(async () => {
    server = await startPostgres();
    return openPostgres(server.url);
  });
});

// Registered after the suite's own afterAll (which closes the connection): stops the server.
afterAll(async () => {
  await server?.stop();
}, 60_000);
