-- One definition of the week's figures (issue 33, point 1; DESIGN.md §2.13: « a figure a person
-- reads has one definition in SQL, whatever shows it »). The weekly mail said « 100 % dans le
-- délai, 0 en retard » while `npm run lead-report` said 40 % and 3 late for the same week: the mail
-- froze its figures at Monday 08:00, before the late-Friday and weekend requests fell due, and
-- each reader computed them from rows it had read itself.
--
-- public.lead_figures(p_from, p_to, p_at, p_max_rows) is now the figures, for its three readers:
-- the weekly mail (send-contact-email's sweep, service role), `npm run lead-report` (service role)
-- and the desk's « Semaine » (a staff session). For the requests stored in [p_from, p_to) (either
-- end null: open), as they stood at the instant p_at, EACH REQUEST COUNTED ONCE as:
--   - à temps: answered by its due time (and never marked late before its answer);
--   - en retard: answered after its due time, or still open past it (a request whose clock stands
--     still « en attente du visiteur » is not late for that, unless it was marked late before);
--   - en cours: still open and not yet due (waiting on the visitor included);
--   - close: closed without an answer, apart (it counts in no share).
-- requests = à temps + en retard + en cours + close. share_on_time = à temps ÷ (à temps + en
-- retard), null when neither. median_hours and p90_hours: hours from the request to « Répondu »,
-- over the answers given by p_at, nearest rank (percentile_disc). An answer, a closing or a
-- lateness recorded after p_at does not count yet; a request stored after p_at does not exist yet.
-- One row per reason (dimension `motif`), campaign (`campagne`) and landing page (`page`), the
-- largest first, at most p_max_rows per dimension: beyond, the smallest are added up in a last row
-- « (N autres) » (figures recomputed over their requests, not summed); then the total (`total`).
-- Labels go through public.report_label (control and invisible characters shown as �, 80
-- characters at most), as the command's reportText does.
--
-- The weekly mail is computed when it is sent: the week's first claim records its instant (to the
-- second) in contact_weekly_reports.figures_at, the report's « as of », which the mail states (« au
-- lundi 30 novembre 2026 à 8 h 04 ») with the command that gives the same figures (`--at`). A retry
-- (a provider down, a function killed after sending) computes the figures at that same instant, so
-- it sends the same mail under the same idempotency key, which the provider answers without a
-- second mail (a different payload under a used key is a 409, mailer.ts takes it as sent too).
-- contact_weekly_report_requests (the rows each reader computed from) goes.
--
-- Who may call it: the service role, and a staff session (`is_staff()`); a signed-in stranger gets
-- 42501, anon has no grant. security invoker: it reads the requests with its caller's rights
-- (row security lets staff read them, 20261128120000).

create function public.report_label(p_value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when pg_catalog.char_length(cleaned) <= 80 then cleaned else pg_catalog.left(cleaned, 79) || '…' end
    from (
      select pg_catalog.regexp_replace(
               p_value,
               '[\u0001-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u180e\u200b-\u200f\u202a-\u202e\u2028\u2029\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]',
               '�',
               'g'
             ) as cleaned
    ) as label;
$$;

create function public.lead_figures(
  p_from timestamptz,
  p_to timestamptz,
  p_at timestamptz default pg_catalog.now(),
  p_max_rows integer default 20
)
returns table (
  dimension text,
  place integer,
  label text,
  requests integer,
  on_time integer,
  late integer,
  still_open integer,
  closed integer,
  share_on_time numeric,
  median_hours numeric,
  p90_hours numeric
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_at timestamptz := coalesce(p_at, pg_catalog.now());
  v_max integer := greatest(coalesce(p_max_rows, 20), 2);
begin
  if current_user = 'authenticated' and not public.is_staff() then
    raise exception using errcode = '42501', message = 'Réservé à l’équipe des admissions : connectez-vous avec votre adresse de l’école.';
  end if;
  return query
  with classified as (
    select r.reason, r.utm_campaign, r.landing_path,
           case
             when f.answered_at <= v_at then
               case when f.answered_at <= f.due_at and (f.late_at is null or f.late_at > f.answered_at) then 'on_time' else 'late' end
             when f.closed_at <= v_at then 'closed'
             when f.late_at <= v_at then 'late'
             when f.due_at <= v_at and coalesce(f.paused_at > v_at, true) then 'late'
             else 'open'
           end as outcome,
           case when f.answered_at <= v_at then extract(epoch from f.answered_at - r.created_at) / 3600 end as hours
      from public.contact_requests as r
      join public.contact_request_followups as f on f.request_id = r.id
     where (p_from is null or r.created_at >= p_from)
       and (p_to is null or r.created_at < p_to)
       and r.created_at <= v_at
  ),
  labelled as (
    select c.outcome, c.hours, d.dimension, d.ord, public.report_label(d.raw) as label
      from classified as c
     cross join lateral (
       values ('motif', 1, c.reason),
              ('campagne', 2, coalesce(c.utm_campaign, '(sans campagne)')),
              ('page', 3, coalesce(c.landing_path, '(page d’arrivée inconnue)'))
     ) as d (dimension, ord, raw)
  ),
  ranked as (
    select s.dimension, s.label,
           row_number() over (partition by s.dimension order by s.n desc, s.label collate "C") as place,
           count(*) over (partition by s.dimension) as groups
      from (select l.dimension, l.label, count(*) as n from labelled as l group by l.dimension, l.label) as s
  ),
  capped as (
    select l.outcome, l.hours, l.dimension, l.ord,
           case when k.groups > v_max and k.place >= v_max
                then pg_catalog.format('(%s autres)', k.groups - v_max + 1) else l.label end as label,
           least(k.place, v_max)::integer as place
      from labelled as l
      join ranked as k on k.dimension = l.dimension and k.label = l.label
    union all
    select c.outcome, c.hours, 'total', 4, 'Total', 0 from classified as c
  )
  select c.dimension, c.place, c.label,
         count(*)::integer,
         (count(*) filter (where c.outcome = 'on_time'))::integer,
         (count(*) filter (where c.outcome = 'late'))::integer,
         (count(*) filter (where c.outcome = 'open'))::integer,
         (count(*) filter (where c.outcome = 'closed'))::integer,
         case when count(*) filter (where c.outcome in ('on_time', 'late')) = 0 then null
              else (count(*) filter (where c.outcome = 'on_time'))::numeric
                   / (count(*) filter (where c.outcome in ('on_time', 'late'))) end,
         (percentile_disc(0.5) within group (order by c.hours))::numeric,
         (percentile_disc(0.9) within group (order by c.hours))::numeric
    from capped as c
   group by c.ord, c.dimension, c.place, c.label
   order by c.ord, c.place;
end;
$$;

comment on function public.lead_figures(timestamptz, timestamptz, timestamptz, integer) is
  'Chiffres des demandes d’une période à un instant : par motif, campagne et page d’arrivée, puis le total ; chaque demande comptée une fois (à temps, en retard, en cours, close). Lus par le mail hebdomadaire, npm run lead-report et l’écran « Semaine ».';

alter table public.contact_weekly_reports add column figures_at timestamptz null;

comment on column public.contact_weekly_reports.figures_at is
  'Instant de la première tentative d’envoi : les chiffres du rapport sont ceux de cet instant (et de ses nouvelles tentatives).';

-- Computed when sent: the first claim's instant, to the second, is the report's « as of ».
create or replace function public.claim_contact_weekly_report(p_now timestamptz default pg_catalog.now())
returns setof public.claimed_contact_weekly_report
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  insert into public.contact_weekly_reports (week_start, starts_at, ends_at, send_after)
  select w.week_start, w.starts_at, w.ends_at, w.send_after
    from public.contact_weekly_report_week(p_now) as w
   cross join public.contact_request_settings as s
   where s.id and w.week_start >= s.weekly_report_first_week
  on conflict (week_start) do nothing;

  return query
  with picked as (
    select r.week_start
      from public.contact_weekly_reports as r
     where r.sent_at is null and r.failed_at is null
       and r.send_after <= p_now
       and (r.claimed_at is null or r.claimed_at < p_now - interval '2 minutes')
       and (r.next_at is null or r.next_at <= p_now)
     order by r.week_start
     limit 1
       for update skip locked
  )
  update public.contact_weekly_reports as r
     set claim = gen_random_uuid(), claimed_at = p_now, attempts = r.attempts + 1,
         figures_at = coalesce(r.figures_at, pg_catalog.date_trunc('second', p_now))
    from picked
   where r.week_start = picked.week_start
  returning r.week_start, r.starts_at, r.ends_at, r.figures_at, r.claim, r.attempts;
end;
$$;

comment on column public.contact_weekly_reports.send_after is
  'Lundi 8 h après la semaine, heure locale : à partir de quand le rapport part (ses chiffres sont calculés à l’envoi, figures_at).';

drop function public.contact_weekly_report_requests(date);

revoke all on function public.report_label(text) from public, anon, authenticated;
revoke all on function public.lead_figures(timestamptz, timestamptz, timestamptz, integer) from public, anon, authenticated;
grant execute on function public.report_label(text) to authenticated, service_role;
grant execute on function public.lead_figures(timestamptz, timestamptz, timestamptz, integer) to authenticated, service_role;
