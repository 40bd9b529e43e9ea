-- Visits counted in the database, with no personal data (issue 37, point 1). Until now the campaign
-- report read the proxies' access logs, copied by hand from the server (nginx) or exported by
-- Cloudflare's Logpush (the edge): a campaign manager needed a terminal and the service-role key.
-- Now the lines reach the campaign-visits edge function (Logpush's HTTP destination for the edge;
-- `npm run campaign-ship`, or the local stand-in's tail of logs/access.log, for nginx and the
-- embedded proxy), which applies the visit rule (functions/_shared/campaignVisits.ts, the one the
-- report applies to files) and hands this database the day's counts. Nothing else of a line is
-- kept: no IP address (no line carries one), no user agent, no referrer, no time finer than the
-- day, no identifier of any kind. A row is « on this UTC day, this many visits landed on this page
-- with this campaign and this experiment variant ».
--
-- 1. public.campaign_visits: the daily counters. A campaign is kept only in the shape the school's
--    tools issue (`npm run campaign-link`: lower-case letters, digits, `-`, `_`, `.`); a visit
--    whose address carried anything else is counted with `other_campaign` and no values, which
--    the figures show as « (autre) »: a forged address adds one row a day, not one per spelling.
--    The landing page is a page of the route table (the proxy's `page` field said so).
-- 2. public.campaign_visit_batches: the batches received, by their SHA-256 (of the lines as they
--    came, computed by the function; the shipper's also covers where the lines were in the file).
--    Posting the same batch twice counts it once: Logpush retries a batch it thinks failed, and a
--    shipper killed before it recorded its offset sends its last batch again.
-- 3. public.ingest_campaign_visits(p_batch, p_source, p_lines, p_counters): what the function
--    calls with the service role; `deja-recu` for a batch already counted, else `compte`.
-- 4. public.purge_campaign_visits(p_now): rows older than 25 months go (the counts of two full
--    school years and the month between, compared year on year), batches with them; daily, by
--    pg_cron where the project has it (`purge-campaign-visits`), by the stand-in's sweep locally.
--
-- Who reads: the service role, and staff (is_staff(), 20261128120000) through the figures'
-- functions (20261128200200), which run with their caller's rights. Nobody else; nobody but the
-- service role writes.

create table public.campaign_visits (
  day date not null,
  landing_path text not null
    constraint campaign_visits_landing_path_shape
      check (char_length(landing_path) <= 200 and landing_path ~ '^/[A-Za-z0-9._~!$&''()*+,;=:@%/-]*$'),
  utm_source text null constraint campaign_visits_utm_source_shape check (utm_source ~ '^[a-z0-9][a-z0-9._-]{0,99}$'),
  utm_medium text null constraint campaign_visits_utm_medium_shape check (utm_medium ~ '^[a-z0-9][a-z0-9._-]{0,99}$'),
  utm_campaign text null constraint campaign_visits_utm_campaign_shape check (utm_campaign ~ '^[a-z0-9][a-z0-9._-]{0,99}$'),
  utm_term text null constraint campaign_visits_utm_term_shape check (utm_term ~ '^[a-z0-9][a-z0-9._-]{0,99}$'),
  utm_content text null constraint campaign_visits_utm_content_shape check (utm_content ~ '^[a-z0-9][a-z0-9._-]{0,99}$'),
  other_campaign boolean not null default false,
  variant text null constraint campaign_visits_variant_shape check (variant ~ '^[a-z0-9][a-z0-9-]{0,59}:[ab]$'),
  visits integer not null constraint campaign_visits_visits_positive check (visits > 0),
  constraint campaign_visits_other_has_no_values
    check (not other_campaign or num_nonnulls(utm_source, utm_medium, utm_campaign, utm_term, utm_content) = 0)
);

-- One row per day, page, campaign and variant (a missing value is a value: nulls not distinct).
create unique index campaign_visits_key on public.campaign_visits
  (day, landing_path, utm_source, utm_medium, utm_campaign, utm_term, utm_content, other_campaign, variant) nulls not distinct;

comment on table public.campaign_visits is
  'Visites comptées par jour (UTC), page d’arrivée, campagne et variante d’essai : aucune adresse IP, aucun navigateur, aucun identifiant. Écrites par la fonction campaign-visits, supprimées après 25 mois.';
comment on column public.campaign_visits.other_campaign is
  'La campagne de l’adresse n’a pas la forme des liens de l’école : comptée dans « (autre) », sans ses valeurs.';

create table public.campaign_visit_batches (
  id text primary key constraint campaign_visit_batches_id_shape check (id ~ '^[0-9a-f]{64}$'),
  source text not null constraint campaign_visit_batches_source_known check (source in ('logpush', 'journal')),
  received_at timestamptz not null default pg_catalog.now(),
  lines integer not null constraint campaign_visit_batches_lines_positive check (lines >= 0),
  visits integer not null constraint campaign_visit_batches_visits_positive check (visits >= 0)
);

create index campaign_visit_batches_received_at on public.campaign_visit_batches (received_at);

comment on table public.campaign_visit_batches is
  'Lots de lignes du journal d’accès déjà comptés (empreinte SHA-256) : un lot envoyé deux fois n’est compté qu’une fois.';

alter table public.campaign_visits enable row level security;
alter table public.campaign_visit_batches enable row level security;

revoke all on table public.campaign_visits, public.campaign_visit_batches from public, anon, authenticated;
grant select on table public.campaign_visits, public.campaign_visit_batches to authenticated;
grant select, insert, update, delete on table public.campaign_visits, public.campaign_visit_batches to service_role;

create policy campaign_visits_staff_select
  on public.campaign_visits
  for select
  to authenticated
  using ((select public.is_staff()));

create policy campaign_visit_batches_staff_select
  on public.campaign_visit_batches
  for select
  to authenticated
  using ((select public.is_staff()));

-- The counts of one batch: `p_counters` is a JSON array of rows (day, landing_path, the five
-- utm_*, other_campaign, variant, visits), as functions/_shared/campaignVisits.ts `countVisits`
-- adds them up. Rows of the same key are added together; a value the table refuses fails the
-- whole batch (23514), which the function reports and the sender retries after a fix.
create function public.ingest_campaign_visits(p_batch text, p_source text, p_lines integer, p_counters jsonb)
returns text
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_visits integer;
begin
  if p_counters is null or pg_catalog.jsonb_typeof(p_counters) <> 'array' then
    raise exception using errcode = '22023', message = 'p_counters doit être une liste JSON.';
  end if;
  select coalesce(sum((c.value ->> 'visits')::integer), 0) into v_visits
    from pg_catalog.jsonb_array_elements(p_counters) as c;

  insert into public.campaign_visit_batches (id, source, lines, visits)
    values (p_batch, p_source, coalesce(p_lines, 0), v_visits)
    on conflict (id) do nothing;
  if not found then
    return 'deja-recu';
  end if;

  insert into public.campaign_visits as v
    (day, landing_path, utm_source, utm_medium, utm_campaign, utm_term, utm_content, other_campaign, variant, visits)
  select (c.value ->> 'day')::date,
         c.value ->> 'landing_path',
         c.value ->> 'utm_source',
         c.value ->> 'utm_medium',
         c.value ->> 'utm_campaign',
         c.value ->> 'utm_term',
         c.value ->> 'utm_content',
         coalesce((c.value ->> 'other_campaign')::boolean, false),
         c.value ->> 'variant',
         sum((c.value ->> 'visits')::integer)::integer
    from pg_catalog.jsonb_array_elements(p_counters) as c
   group by 1, 2, 3, 4, 5, 6, 7, 8, 9
  on conflict (day, landing_path, utm_source, utm_medium, utm_campaign, utm_term, utm_content, other_campaign, variant)
  do update set visits = v.visits + excluded.visits;
  return 'compte';
end;
$$;

comment on function public.ingest_campaign_visits(text, text, integer, jsonb) is
  'Ajoute aux compteurs de visites les comptes d’un lot de lignes du journal d’accès, une seule fois par lot (fonction campaign-visits).';

-- Rows older than 25 months at p_now (the stand-in's clock, a test's, or the database's).
create function public.purge_campaign_visits(p_now timestamptz default pg_catalog.now())
returns integer
language sql
volatile
security invoker
set search_path = ''
as $$
  with limit_day as (
    select ((coalesce(p_now, pg_catalog.now()) at time zone 'UTC') - interval '25 months')::date as day
  ),
  counters as (
    delete from public.campaign_visits as v using limit_day as l where v.day < l.day returning 1
  ),
  batches as (
    delete from public.campaign_visit_batches as b using limit_day as l
     where b.received_at < (l.day::timestamp at time zone 'UTC') returning 1
  )
  select (select count(*) from counters)::integer;
$$;

comment on function public.purge_campaign_visits(timestamptz) is
  'Supprime les compteurs de visites (et les lots reçus) de plus de 25 mois ; renvoie le nombre de lignes de compteurs supprimées.';

revoke all on function public.ingest_campaign_visits(text, text, integer, jsonb) from public, anon, authenticated;
revoke all on function public.purge_campaign_visits(timestamptz) from public, anon, authenticated;
grant execute on function public.ingest_campaign_visits(text, text, integer, jsonb) to service_role;
grant execute on function public.purge_campaign_visits(timestamptz) to service_role;

-- Daily, where the project has pg_cron (as 20251110120200's purge; elsewhere supabase/README.md
-- gives the statement, and the local stand-in's sweep runs it).
do $$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule(
      'purge-campaign-visits',
      '37 3 * * *',
      'select public.purge_campaign_visits()'
    );
  end if;
end;
$$;
