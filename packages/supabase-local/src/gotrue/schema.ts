import type { PGlite } from '@electric-sql/pglite';

/**
 * Where the stand-in's Auth keeps its state: its own schema in the stand-in's database (so it
 * persists in the data folder like everything else), created at every start, never a migration
 * (a hosted project has Auth's own `auth` schema, which the migrations must not create). Only the
 * superuser the stand-in runs as can read it: no API role has any grant on it.
 *
 * Codes are stored as SHA-256 hashes, never in clear. Refresh tokens are kept as GoTrue keeps
 * its own (auth.refresh_tokens.token): it hands the active one back to a client that lost the
 * answer of its last refresh, so it must be able to read it.
 */
export const AUTH_SCHEMA_SQL = `
create schema if not exists local_auth;
revoke all on schema local_auth from public;

create table if not exists local_auth.users (
  id uuid primary key,
  email text not null unique check (email = lower(email)),
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  -- When the last code was mailed (GoTrue's recovery_sent_at: one code per address per minute).
  code_sent_at timestamptz,
  app_metadata jsonb not null default '{}',
  user_metadata jsonb not null default '{}',
  created_at timestamptz not null,
  updated_at timestamptz not null
);

-- The one live code of a user (GoTrue keeps one recovery token per user too).
create table if not exists local_auth.codes (
  user_id uuid primary key references local_auth.users (id) on delete cascade,
  code_hash text not null,
  sent_at timestamptz not null,
  wrong_attempts integer not null default 0
);

-- The codes mailed to each address in the last hour (the per-mailbox cap), by address, so that
-- removing and adding someone again does not reset the count.
create table if not exists local_auth.code_mails (
  email text not null,
  sent_at timestamptz not null
);
create index if not exists code_mails_email on local_auth.code_mails (email, sent_at);

create table if not exists local_auth.sessions (
  id uuid primary key,
  user_id uuid not null references local_auth.users (id) on delete cascade,
  created_at timestamptz not null,
  refreshed_at timestamptz not null
);

create table if not exists local_auth.refresh_tokens (
  token text primary key,
  session_id uuid not null references local_auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
`;

export async function createAuthSchema(db: PGlite): Promise<void> {
  await db.exec(AUTH_SCHEMA_SQL);
}
