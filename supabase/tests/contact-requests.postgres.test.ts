// contact_requests rules on a real PostgreSQL 15 server, the engine of a hosted Supabase
// project: DATABASE_URL if set, else a throwaway cluster (see postgres-server.ts). Each suite
// gets its own database on the one server.
import { afterAll, describe } from 'vitest';
import { describeContactRequests } from './contactRequestsSuite.ts';
import { type PostgresServer, startPostgres } from './postgres-server.ts';
import { openPostgres } from './sqlEngine.ts';
import { describeUpgrade } from './upgrade.ts';

let server: Promise<PostgresServer> | undefined;
const openDatabase = async () => openPostgres((await (server ??= startPostgres())).url);

describe('contact_requests on PostgreSQL 15', () => {
  describeContactRequests(openDatabase);
});

describe('contact_requests on PostgreSQL 15, upgraded from the 2025 schema', () => {
  describeUpgrade(openDatabase);
});

// Registered after the suites' own afterAll (which close their connections): stops the server.
afterAll(async () => {
  await (await server)?.stop();
}, 60_000);
