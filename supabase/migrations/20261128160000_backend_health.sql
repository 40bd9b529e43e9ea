-- What the backend says of its own health (issue 33, point 4), and the visitor's contact for the
-- reminders (point 3).
--
-- 1. Every sweep records when it ran (public.contact_sweep_runs, written by send-contact-email at
--    the end of each sweep): without the scheduled job no acknowledgement, reminder, lateness mark
--    or weekly mail ever leaves, and nothing else would notice. A sweep older than 30 minutes (three
--    missed runs of the 10-minute job) is « stale »: staff see it on the desk's queue
--    (desk_sweep_status), the manager in the weekly mail (contact_sweep_gaps: the week's
--    interruptions), the launch check through backend_health (the backend-health function).
-- 2. backend_health(): the database's half of the launch check, which the backend-health function
--    adds to its half (the functions' secrets, present or not, never their values): the origins
--    allowed to file requests, whether pg_cron runs the sweep, when it last ran.
-- 3. contact_request_visitor_contact(id): the visitor's address and phone, for the reminders that now
--    carry them (and the address as Reply-To), like the staff mail.
-- Service role only, but desk_sweep_status (staff, through their session).

create table public.contact_sweep_runs (
  id bigint generated always as identity primary key,
  ran_at timestamptz not null default pg_catalog.now()
);

create index contact_sweep_runs_ran_at on public.contact_sweep_runs (ran_at);

comment on table public.contact_sweep_runs is
  'Quand chaque relance automatique (send-contact-email, {"sweep": true}) s’est terminée : 15 jours gardés.';

alter table public.contact_sweep_runs enable row level security;
revoke all on table public.contact_sweep_runs from public, anon, authenticated;
grant select on table public.contact_sweep_runs to service_role;

-- A sweep's record; the rows older than 15 days go (the weekly mail reads the week before, sent on
-- Monday and retried for up to a day). `p_at`: a test's clock. Answers the time recorded.
create function public.record_contact_sweep(p_at timestamptz default pg_catalog.now())
returns timestamptz
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.contact_sweep_runs where ran_at < p_at - interval '15 days';
  insert into public.contact_sweep_runs (ran_at) values (p_at) returning ran_at;
$$;

-- The last sweep, and whether it is stale: more than 30 minutes ago, or never.
create function public.contact_sweep_status(p_now timestamptz default pg_catalog.now())
returns table (last_run_at timestamptz, minutes_since integer, stale boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select max(r.ran_at),
         pg_catalog.floor(extract(epoch from p_now - max(r.ran_at)) / 60)::integer,
         coalesce(max(r.ran_at) < p_now - interval '30 minutes', true)
    from public.contact_sweep_runs as r
   where r.ran_at <= p_now;
$$;

-- The week's interruptions of the sweep, for the weekly mail: the spans of more than 30 minutes
-- between two runs (the last one before p_from counts, clipped to the period; the last run to
-- p_to too), how many and the longest in minutes. Nothing before the first run ever recorded
-- (a new database has no history to blame). A function of the recorded runs and the period only:
-- a retried weekly mail says the same.
create function public.contact_sweep_gaps(p_from timestamptz, p_to timestamptz)
returns table (gaps integer, longest_minutes integer)
language sql
stable
security definer
set search_path = ''
as $$
  with runs as (
    select r.ran_at
      from public.contact_sweep_runs as r
     where r.ran_at < p_to
       and r.ran_at >= coalesce((select max(b.ran_at) from public.contact_sweep_runs as b where b.ran_at < p_from), p_from)
  ),
  spans as (
    select greatest(ran_at, p_from) as from_at, coalesce(lead(ran_at) over (order by ran_at), p_to) as to_at
      from runs
  )
  select (count(*) filter (where to_at - from_at > interval '30 minutes'))::integer,
         coalesce(pg_catalog.floor(extract(epoch from max(to_at - from_at) filter (where to_at - from_at > interval '30 minutes')) / 60), 0)::integer
    from spans;
$$;

-- The desk's banner (apps/equipe, the queue): staff only (42501 otherwise, desk_caller). A database
-- no sweep ever ran on raises it once it has been up 30 minutes: a new project whose job was never
-- scheduled, not a stand-in that started a minute ago and sweeps every minute.
create function public.desk_sweep_status()
returns table (last_run_at timestamptz, stale boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.desk_caller();
  return query
  select s.last_run_at,
         s.stale and (s.last_run_at is not null or pg_catalog.pg_postmaster_start_time() < pg_catalog.now() - interval '30 minutes')
    from public.contact_sweep_status() as s;
end;
$$;

-- The database's half of the launch check (the backend-health function answers it with the
-- functions' half): nothing secret, nothing personal.
create function public.backend_health(p_now timestamptz default pg_catalog.now())
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_settings public.contact_request_settings;
  v_sweep record;
  v_scheduled boolean;
begin
  select * into v_settings from public.contact_request_settings as s where s.id;
  select * into v_sweep from public.contact_sweep_status(p_now);
  -- pg_cron's own table, on a project that enabled it (never PGlite, nor the local stand-in, which
  -- sweeps by itself): the job supabase/README.md schedules, active. Read dynamically, so the
  -- function exists where the extension does not.
  if pg_catalog.to_regclass('cron.job') is null then
    v_scheduled := null;
  else
    execute 'select exists (select 1 from cron.job where jobname = $1 and active)'
      into v_scheduled using 'send-contact-email-sweep';
  end if;
  return pg_catalog.jsonb_build_object(
    'allowedOrigins', pg_catalog.to_jsonb(coalesce(v_settings.allowed_origins, '{}'::text[])),
    'allowSameOrigin', v_settings.allow_same_origin,
    'sweep', pg_catalog.jsonb_build_object(
      'scheduled', v_scheduled,
      'lastRunAt', v_sweep.last_run_at,
      'minutesSinceLastRun', v_sweep.minutes_since,
      'stale', v_sweep.stale
    )
  );
end;
$$;

-- The reminders' contact lines (issue 33): the address (also their Reply-To) and the phone.
create function public.contact_request_visitor_contact(p_id uuid)
returns table (email text, phone text)
language sql
stable
security invoker
set search_path = ''
as $$
  select r.email, r.phone from public.contact_requests as r where r.id = p_id;
$$;

revoke all on function public.record_contact_sweep(timestamptz) from public, anon, authenticated;
revoke all on function public.contact_sweep_status(timestamptz) from public, anon, authenticated;
revoke all on function public.contact_sweep_gaps(timestamptz, timestamptz) from public, anon, authenticated;
revoke all on function public.desk_sweep_status() from public, anon;
revoke all on function public.backend_health(timestamptz) from public, anon, authenticated;
revoke all on function public.contact_request_visitor_contact(uuid) from public, anon, authenticated;
grant execute on function public.record_contact_sweep(timestamptz) to service_role;
grant execute on function public.contact_sweep_status(timestamptz) to service_role;
grant execute on function public.contact_sweep_gaps(timestamptz, timestamptz) to service_role;
grant execute on function public.desk_sweep_status() to authenticated, service_role;
grant execute on function public.backend_health(timestamptz) to service_role;
grant execute on function public.contact_request_visitor_contact(uuid) to service_role;
