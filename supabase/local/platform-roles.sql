-- What a hosted Supabase project already has before our migrations run: the API roles that
-- PostgREST switches to from the key's `role` claim. Only used where no Supabase runs
-- (PGlite in the local stand-in and the tests, a bare PostgreSQL 15 in the tests).
-- Idempotent, so it can run on every start.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- What a hosted project does to every table, view, function and sequence created in public
-- afterwards: anon and authenticated get them all (https://supabase.com/docs/guides/database/postgres/roles).
-- Emulated so the tests prove each migration takes back what it must.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- What Supabase Auth installs in a hosted project (and `supabase start`): the `auth` schema's
-- helpers that read the caller's JWT claims, which PostgREST (and the local stand-in,
-- packages/supabase-local/src/rest/handler.ts `actAs`) puts in `request.jwt.claims` for the
-- transaction. Same definitions as Supabase's (supabase/auth, migrations
-- 20220224000811_update_auth_functions and 20220531120530_add_auth_jwt_function, with the empty
-- search_path of 20240624145325): the older one-claim settings (`request.jwt.claim.sub`, …) first,
-- then the claims object; an empty setting reads as none. Executable by everyone (a function's
-- default), the schema usable by the API roles, as on the platform. On a hosted project these
-- already exist and belong to Supabase: never put them in a migration.
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create or replace function auth.jwt()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid()
returns uuid
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;
