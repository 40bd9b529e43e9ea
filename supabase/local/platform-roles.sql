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
