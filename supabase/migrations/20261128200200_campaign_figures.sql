-- The campaigns' figures, one definition for two readers (issue 37, points 2 and 4; DESIGN.md
-- §2.13), as public.lead_figures is for the week (20261128150000): `npm run campaign-report`
-- (service role) and the desk's « Campagnes » (a staff session) call the same functions and print
-- what they return.
--
-- 1. public.campaign_figures(p_from, p_to, p_pages, p_max_rows, p_max_per_source): visits (the
--    daily counters of 20261128200000) and contact requests (contact_requests, by created_at) of
--    the UTC days [p_from, p_to] (either null: open), per landing page (`page`) and per campaign
--    (`campagne`), then the total (`total`). Exactly what packages/campaigns/src/report.ts
--    `buildReport` computes from the log files, so the report gives the same figures whichever it
--    read (packages/campaigns/test/ingest.test.ts proves it):
--    - a landing label is the page's path if it is a page of the route table (`p_pages`, which
--      the readers hand over from @ecole/routes: the table is theirs, not the database's), else
--      « (autre) »; a request with no landing page is « (page d’arrivée inconnue) »;
--    - a campaign label is `rentree-2026 (salon-laval / print)`, the term and the content after
--      in brackets, « (sans campagne) » without any value, « (autre) » when a value is not of the
--      shape the school's tools issue (public.campaign_label);
--    - rows rank by requests, then visits, then label (code point order): a request is a person
--      who wrote, a visit a line anyone can add by asking for a URL (issue 34);
--    - at most p_max_rows rows (20) per dimension, the rest added up in a last row « (N autres) »;
--      and in the campaigns, at most p_max_per_source (5) rows of one utm_source;
--    - `converted` = visits that led to a request, a visit converting at most once
--      (least(requests, visits)); the readers divide it by the visits. The total's adds up what
--      each landing page supports.
-- 2. public.experiment_figures(p_experiment, p_from, p_to, p_requests_needed, p_at): one row per
--    variant (a, b) of an experiment: its visits (counters with that variant) and requests
--    (contact_requests.experiment_variant, 20261128200100) from the UTC day p_from to p_to (the
--    experiment's end, or open), as they stood at p_at; and the verdict of Evan Miller's simple
--    sequential test (packages/content/src/sequentialTest.ts) with N = p_requests_needed, stated
--    before the start: the requests of both variants taken in the order they came, B wins at the
--    first where B's lead over A reaches ceil(2√N) (`b-gagne`); at the N-th request without it,
--    no winner (`pas-de-difference`); before either, `en-cours`, with the requests still to come
--    to reach N. Once decided, the verdict stays, whatever comes after (`decided_at`): the test
--    stopped there. Reading it every day, or every minute, changes nothing to its 5 % chance of a
--    false winner; only B can win (the published rule is one-sided).
--
-- Who may call them: the service role and staff (42501 for any other signed-in person; anon has no
-- grant). security invoker: they read with their caller's rights (row security lets staff read the
-- counters, 20261128200000, and the requests, 20261128120000).

-- A visit's or a request's campaign as the figures name it (report.ts `campaignLabel`).
create function public.campaign_label(
  p_source text,
  p_medium text,
  p_campaign text,
  p_term text,
  p_content text,
  p_other boolean default false
)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when coalesce(p_other, false) then '(autre)'
    when pg_catalog.num_nonnulls(p_source, p_medium, p_campaign, p_term, p_content) = 0 then '(sans campagne)'
    when p_source !~ '^[a-z0-9][a-z0-9._-]{0,99}$' or p_medium !~ '^[a-z0-9][a-z0-9._-]{0,99}$'
      or p_campaign !~ '^[a-z0-9][a-z0-9._-]{0,99}$' or p_term !~ '^[a-z0-9][a-z0-9._-]{0,99}$'
      or p_content !~ '^[a-z0-9][a-z0-9._-]{0,99}$' then '(autre)'
    else coalesce(p_campaign, '—') || ' (' || coalesce(p_source, '—') || ' / ' || coalesce(p_medium, '—') || ')'
      || case when p_term is null and p_content is null then '' else ' [' || pg_catalog.concat_ws(', ', p_term, p_content) || ']' end
  end;
$$;

create function public.campaign_figures(
  p_from date,
  p_to date,
  p_pages text[],
  p_max_rows integer default 20,
  p_max_per_source integer default 5
)
returns table (
  dimension text,
  place integer,
  label text,
  visits integer,
  requests integer,
  converted integer
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_max integer := greatest(coalesce(p_max_rows, 20), 2);
  v_per_source integer := greatest(coalesce(p_max_per_source, 5), 1);
begin
  if current_user = 'authenticated' and not public.is_staff() then
    raise exception using errcode = '42501', message = 'Réservé à l’équipe : connectez-vous avec votre adresse de l’école.';
  end if;
  return query
  with items as (
    select v.landing_path, v.visits::bigint as visits, 0::bigint as requests,
           public.campaign_label(v.utm_source, v.utm_medium, v.utm_campaign, v.utm_term, v.utm_content, v.other_campaign) as campaign,
           v.utm_source
      from public.campaign_visits as v
     where (p_from is null or v.day >= p_from)
       and (p_to is null or v.day <= p_to)
    union all
    select r.landing_path, 0::bigint, 1::bigint,
           public.campaign_label(r.utm_source, r.utm_medium, r.utm_campaign, r.utm_term, r.utm_content),
           r.utm_source
      from public.contact_requests as r
     where (p_from is null or r.created_at >= (p_from::timestamp at time zone 'UTC'))
       and (p_to is null or r.created_at < ((p_to + 1)::timestamp at time zone 'UTC'))
  ),
  keyed as (
    select 'page' as dimension, 1 as ord,
           case when i.landing_path is null then '(page d’arrivée inconnue)'
                when i.landing_path = any (coalesce(p_pages, '{}')) then i.landing_path
                else '(autre)' end as label,
           null::text as source, i.visits, i.requests
      from items as i
    union all
    select 'campagne', 2, i.campaign,
           case when i.campaign in ('(autre)', '(sans campagne)') then null else coalesce(i.utm_source, '—') end,
           i.visits, i.requests
      from items as i
  ),
  rows_ as (
    select k.dimension, k.ord, k.label, min(k.source) as source, sum(k.visits) as visits, sum(k.requests) as requests
      from keyed as k
     group by k.dimension, k.ord, k.label
  ),
  ranked as (
    select r.*,
           least(r.requests, r.visits) as converted,
           row_number() over (partition by r.dimension order by r.requests desc, r.visits desc, r.label collate "C") as rank,
           case when r.source is null then 1
                else row_number() over (partition by r.dimension, r.source order by r.requests desc, r.visits desc, r.label collate "C") end as source_rank,
           count(*) over (partition by r.dimension) as total_rows
      from rows_ as r
  ),
  eligible as (
    select e.*,
           (e.dimension <> 'campagne' or e.source_rank <= v_per_source) as allowed
      from ranked as e
  ),
  counted as (
    select c.*,
           sum(case when c.allowed then 1 else 0 end) over (partition by c.dimension order by c.rank) as allowed_rank,
           sum(case when c.allowed then 1 else 0 end) over (partition by c.dimension) as allowed_rows
      from eligible as c
  ),
  placed as (
    -- The first v_max allowed rows are shown; when others remain and all v_max places are taken,
    -- the last of them makes room for the row that adds the others up (report.ts `capped`).
    select p.*,
           p.allowed and p.allowed_rank <= case when p.total_rows > least(p.allowed_rows, v_max) and p.allowed_rows >= v_max then v_max - 1 else v_max end as shown
      from counted as p
  ),
  rest as (
    select p.dimension, p.ord, count(*) as n, sum(p.visits) as visits, sum(p.requests) as requests, sum(p.converted) as converted
      from placed as p
     where not p.shown
     group by p.dimension, p.ord
  ),
  output as (
    select p.dimension, p.ord, (row_number() over (partition by p.dimension order by p.rank))::integer as place, p.label,
           p.visits, p.requests, p.converted
      from placed as p
     where p.shown
    union all
    select r.dimension, r.ord, 1000000, pg_catalog.format('(%s autres)', r.n), r.visits, r.requests, r.converted
      from rest as r
    union all
    select 'total', 3, 0, 'Total',
           coalesce((select sum(i.visits) from items as i), 0),
           coalesce((select sum(i.requests) from items as i), 0),
           coalesce((select sum(p.converted) from placed as p where p.dimension = 'page'), 0)
  )
  select o.dimension,
         (case when o.place = 1000000 then (select count(*) from placed as p where p.dimension = o.dimension and p.shown) + 1 else o.place end)::integer,
         o.label, o.visits::integer, o.requests::integer, o.converted::integer
    from output as o
   order by o.ord, 2;
end;
$$;

comment on function public.campaign_figures(date, date, text[], integer, integer) is
  'Visites, demandes et visites converties par page d’arrivée et par campagne pour des jours UTC, puis le total : les chiffres de npm run campaign-report et de l’écran « Campagnes ».';

create function public.experiment_figures(
  p_experiment text,
  p_from date,
  p_to date,
  p_requests_needed integer,
  p_at timestamptz default pg_catalog.now()
)
returns table (
  variant text,
  visits integer,
  requests integer,
  lead integer,
  threshold integer,
  requests_left integer,
  verdict text,
  decided_at timestamptz
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_at timestamptz := coalesce(p_at, pg_catalog.now());
  v_last date;
  v_threshold integer;
  v_lead integer;
  v_total integer;
  v_verdict text;
  v_decided timestamptz;
begin
  if current_user = 'authenticated' and not public.is_staff() then
    raise exception using errcode = '42501', message = 'Réservé à l’équipe : connectez-vous avec votre adresse de l’école.';
  end if;
  if p_experiment is null or p_experiment !~ '^[a-z0-9][a-z0-9-]{0,59}$' or p_from is null
     or p_requests_needed is null or p_requests_needed < 1 then
    raise exception using errcode = '22023', message = 'Essai mal déclaré : identifiant, début et N (demandes) sont nécessaires.';
  end if;
  v_last := least(coalesce(p_to, (v_at at time zone 'UTC')::date), (v_at at time zone 'UTC')::date);
  v_threshold := ceil(2 * sqrt(p_requests_needed::numeric))::integer;

  -- The requests of both variants in the order they came: n-th request, B's lead after it.
  with requests as (
    select r.created_at, r.id, r.experiment_variant
      from public.contact_requests as r
     where r.experiment_variant in (p_experiment || ':a', p_experiment || ':b')
       and r.created_at >= (p_from::timestamp at time zone 'UTC')
       and r.created_at < ((v_last + 1)::timestamp at time zone 'UTC')
       and r.created_at <= v_at
  ),
  sequence as (
    select (row_number() over w)::integer as n,
           (sum(case when q.experiment_variant = p_experiment || ':b' then 1 else -1 end) over w)::integer as d,
           q.created_at as at
      from requests as q
    window w as (order by q.created_at, q.id rows between unbounded preceding and current row)
  ),
  decisive as (
    select s.n, s.d, s.at from sequence as s
     where s.d >= v_threshold or s.n >= p_requests_needed
     order by s.n
     limit 1
  ),
  last_step as (
    select s.n, s.d from sequence as s order by s.n desc limit 1
  )
  select (select l.n from last_step as l), (select l.d from last_step as l),
         -- B's lead first: at the N-th request, a lead that reaches the bound still wins (step 5 before 6).
         (select case when x.d >= v_threshold then 'b-gagne' else 'pas-de-difference' end from decisive as x),
         (select x.at from decisive as x)
    into v_total, v_lead, v_verdict, v_decided;
  v_total := coalesce(v_total, 0);
  v_lead := coalesce(v_lead, 0);
  v_verdict := coalesce(v_verdict, 'en-cours');

  return query
  select x.variant,
         coalesce((select sum(v.visits) from public.campaign_visits as v
                    where v.variant = p_experiment || ':' || x.variant and v.day between p_from and v_last), 0)::integer,
         (select count(*) from public.contact_requests as r
           where r.experiment_variant = p_experiment || ':' || x.variant
             and r.created_at >= (p_from::timestamp at time zone 'UTC')
             and r.created_at < ((v_last + 1)::timestamp at time zone 'UTC')
             and r.created_at <= v_at)::integer,
         v_lead,
         v_threshold,
         case when v_verdict = 'en-cours' then greatest(p_requests_needed - v_total, 0) else 0 end,
         v_verdict,
         v_decided
    from (values ('a'), ('b')) as x (variant)
   order by x.variant;
end;
$$;

comment on function public.experiment_figures(text, date, date, integer, timestamptz) is
  'Visites et demandes de chaque variante d’un essai, et le verdict du test séquentiel (en cours, B l’emporte, pas de différence) à un instant : les chiffres de npm run campaign-report et de l’écran « Campagnes ».';

revoke all on function public.campaign_label(text, text, text, text, text, boolean) from public, anon, authenticated;
revoke all on function public.campaign_figures(date, date, text[], integer, integer) from public, anon, authenticated;
revoke all on function public.experiment_figures(text, date, date, integer, timestamptz) from public, anon, authenticated;
grant execute on function public.campaign_label(text, text, text, text, text, boolean) to authenticated, service_role;
grant execute on function public.campaign_figures(date, date, text[], integer, integer) to authenticated, service_role;
grant execute on function public.experiment_figures(text, date, date, integer, timestamptz) to authenticated, service_role;
