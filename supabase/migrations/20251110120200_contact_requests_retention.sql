-- Retention (privacy policy): a prospect's data is kept 3 years after their last contact.
-- The purge deletes every request of an e-mail address (case ignored) whose most recent
-- request is more than 3 years old; an address that wrote again recently keeps its history.
-- Runnable by the service role only; scheduled daily with pg_cron where it is enabled
-- (supabase/README.md, « Tâches planifiées »).

create function public.purge_contact_requests_older_than_3_years()
returns integer
language sql
volatile
security invoker
set search_path = ''
as $$
  with last_contact as (
    select lower(email) as email_key, max(created_at) as last_at
      from public.contact_requests
     group by lower(email)
  ),
  purged as (
    delete from public.contact_requests as r
     using last_contact as l
     where lower(r.email) = l.email_key
       and l.last_at < now() - interval '3 years'
    returning 1
  )
  select count(*)::integer from purged;
$$;

comment on function public.purge_contact_requests_older_than_3_years() is
  'Supprime les demandes des adresses sans contact depuis plus de 3 ans ; renvoie le nombre de lignes supprimées.';

revoke all on function public.purge_contact_requests_older_than_3_years() from public, anon, authenticated;
grant execute on function public.purge_contact_requests_older_than_3_years() to service_role;

-- pg_cron is an extension a project enables in its dashboard; PGlite and a bare PostgreSQL do
-- not have it. Schedule the purge only where it exists (cron.schedule replaces a job of the
-- same name, so re-running is harmless); elsewhere the README gives the statement.
do $$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule(
      'purge-contact-requests',
      '17 3 * * *',
      'select public.purge_contact_requests_older_than_3_years()'
    );
  end if;
end;
$$;
