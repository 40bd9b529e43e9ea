-- The weekly SLA report mailed to the manager (issue 21, point 6). At the first sweep after Monday
-- 08:00 in the business time zone (Europe/Paris), send-contact-email mails the report of the week
-- before (Monday 00:00 → Monday 00:00, local time) to the manager address (CONTACT_MANAGER_EMAIL,
-- as the 90 % reminders). The figures are those of `npm run lead-report` for the same days
-- (supabase/functions/_shared/leadFigures.ts, one computation for both).
--
-- Exactly once per week, with the discipline of the other mails (20261124130000, 20261126140000):
-- - one row per week in public.contact_weekly_reports, its key the week's Monday; the sweep's claim
--   writes the due week's row (`on conflict do nothing`: two sweeps write it once), then claims it
--   (a fresh uuid and a 2-minute lease, `for update skip locked`); only the holder of the claim
--   marks it sent, deferred or failed;
-- - the provider's idempotency key is made of the week (weekly-report/<monday>): a function killed
--   between claiming and sending, or between sending and marking, is claimed again once its lease
--   ran out and sends again under the same key, which the provider answers without a second mail;
-- - a temporary failure waits 1, 2, 4 … minutes (at most 6 hours); the 12th is the last.
-- The report holds no personal data: reasons, landing paths, campaigns, counts and durations only.
--
-- A database reports from the week it was installed in (contact_request_settings.
-- weekly_report_first_week): no report of weeks before it existed, so a fresh database (the local
-- stand-in, a new project) does not mail last week's report at its first sweep. A week no sweep
-- saw at all after its Monday 08:00 (the scheduled job off for over a week) is not caught up:
-- `npm run lead-report` gives any period.
-- Service role only, like the rest of the follow-up.

alter table public.contact_request_settings add column weekly_report_first_week date null;
update public.contact_request_settings
   set weekly_report_first_week = pg_catalog.date_trunc('week', pg_catalog.now() at time zone business_time_zone)::date;
alter table public.contact_request_settings
  alter column weekly_report_first_week set not null,
  add constraint contact_request_settings_weekly_report_monday check (extract(isodow from weekly_report_first_week) = 1);

comment on column public.contact_request_settings.weekly_report_first_week is
  'Lundi de la première semaine dont le rapport hebdomadaire est envoyé au responsable (la semaine de l’installation).';

create table public.contact_weekly_reports (
  -- The week's Monday in the business time zone: the unique key of the week's one mail.
  week_start date primary key
    constraint contact_weekly_reports_monday check (extract(isodow from week_start) = 1),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  -- Monday 08:00 after the week, local time; also the moment the report describes (« as of »).
  send_after timestamptz not null,
  claim uuid null,
  claimed_at timestamptz null,
  attempts integer not null default 0
    constraint contact_weekly_reports_attempts check (attempts between 0 and 1000),
  next_at timestamptz null,
  sent_at timestamptz null,
  provider_id text null
    constraint contact_weekly_reports_provider_id check (char_length(provider_id) <= 200),
  failed_at timestamptz null,
  error text null
    constraint contact_weekly_reports_error check (char_length(error) <= 1000),
  state text generated always as (
    case
      when sent_at is not null then 'envoyé'
      when failed_at is not null then 'en échec'
      else 'en attente'
    end
  ) stored,
  constraint contact_weekly_reports_period check (starts_at < ends_at and ends_at <= send_after),
  constraint contact_weekly_reports_one_end check (num_nonnulls(sent_at, failed_at) <= 1)
);

comment on table public.contact_weekly_reports is
  'Rapport hebdomadaire des demandes envoyé au responsable : une ligne par semaine (du lundi au lundi, heure de Paris), envoyé une fois au plus.';

alter table public.contact_weekly_reports enable row level security;
revoke all on table public.contact_weekly_reports from public, anon, authenticated;
grant select on table public.contact_weekly_reports to service_role;

-- The week whose report falls due at the last Monday 08:00 (local) at or before p_at: from 08:00
-- on a Monday, the week that ended at that Monday's midnight; before it, the week before. The
-- bounds are local midnights turned into instants, so a week with a summer-time change lasts 167
-- or 169 hours.
create function public.contact_weekly_report_week(p_at timestamptz)
returns table (week_start date, starts_at timestamptz, ends_at timestamptz, send_after timestamptz)
language sql
stable
set search_path = ''
as $$
  with local_time as (
    select s.business_time_zone as zone, p_at at time zone s.business_time_zone as at
      from public.contact_request_settings as s
     where s.id
  ),
  week as (
    select zone,
           pg_catalog.date_trunc('week', at)::date
             - case when at < pg_catalog.date_trunc('week', at) + interval '8 hours' then 14 else 7 end as monday
      from local_time
  )
  select monday,
         monday::timestamp at time zone zone,
         (monday + 7)::timestamp at time zone zone,
         ((monday + 7)::timestamp + interval '8 hours') at time zone zone
    from week;
$$;

-- What the sweep sends: the claimed week and what its mail needs.
create type public.claimed_contact_weekly_report as (
  week_start date,
  starts_at timestamptz,
  ends_at timestamptz,
  -- The moment the figures describe: the week's Monday 08:00 (a retry mails the same figures).
  as_of timestamptz,
  claim uuid,
  attempts integer
);

-- Writes the row of the week due at p_now (from the first week on), then claims the oldest due,
-- unsent week, if any. p_now is the clock: the sweep leaves it to the database's; the SQL tests
-- walk it across Monday 08:00 (now() cannot be faked).
create function public.claim_contact_weekly_report(p_now timestamptz default pg_catalog.now())
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
     set claim = gen_random_uuid(), claimed_at = p_now, attempts = r.attempts + 1
    from picked
   where r.week_start = picked.week_start
  returning r.week_start, r.starts_at, r.ends_at, r.send_after, r.claim, r.attempts;
end;
$$;

-- Is there a weekly report for the sweep to send? (The local stand-in asks before waking Deno.)
create function public.contact_weekly_report_due(p_now timestamptz default pg_catalog.now())
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select exists (
    select 1
      from public.contact_weekly_report_week(p_now) as w
     cross join public.contact_request_settings as s
     where s.id and w.week_start >= s.weekly_report_first_week
       and not exists (select 1 from public.contact_weekly_reports as r where r.week_start = w.week_start)
  ) or exists (
    select 1
      from public.contact_weekly_reports as r
     where r.sent_at is null and r.failed_at is null
       and r.send_after <= p_now
       and (r.claimed_at is null or r.claimed_at < p_now - interval '2 minutes')
       and (r.next_at is null or r.next_at <= p_now)
  );
$$;

-- The requests of a planned week, as the report reads them: the columns of `npm run lead-report`
-- (FOLLOW_UP_COLUMNS in supabase/functions/_shared/leadFigures.ts), from the same staff view, the
-- same bounds (created_at from the week's first local midnight, before the next week's). Never a
-- name, an address, a phone number or a message. One JSON array: PostgREST's max_rows (1 000)
-- caps a set of rows, not a value.
create function public.contact_weekly_report_requests(p_week date)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(
           pg_catalog.jsonb_agg(
             pg_catalog.jsonb_build_object(
               'reason', v.reason,
               'created_at', v.created_at,
               'due_at', v.due_at,
               'answered_at', v.answered_at,
               'closed_at', v.closed_at,
               'late_at', v.late_at,
               'landing_path', v.landing_path,
               'utm_campaign', v.utm_campaign
             ) order by v.created_at
           ),
           '[]'::jsonb
         )
    from public.contact_weekly_reports as w
    join public.requests_followup as v on v.created_at >= w.starts_at and v.created_at < w.ends_at
   where w.week_start = p_week;
$$;

-- The mail left: only the holder of the claim records it.
create function public.mark_contact_weekly_report_sent(p_week date, p_claim uuid, p_provider_id text default null)
returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$
  with marked as (
    update public.contact_weekly_reports
       set sent_at = pg_catalog.now(), provider_id = left(p_provider_id, 200),
           claim = null, claimed_at = null, next_at = null, error = null
     where week_start = p_week and claim = p_claim and sent_at is null and failed_at is null
    returning 1
  )
  select exists (select 1 from marked);
$$;

-- A temporary failure: the back-off of the other mails. Returns 'en attente' or 'en échec', or
-- null when the caller no longer held the claim.
create function public.defer_contact_weekly_report(p_week date, p_claim uuid, p_error text)
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  update public.contact_weekly_reports
     set claim = null,
         claimed_at = null,
         next_at = case
           when attempts >= 12 then null
           else pg_catalog.now() + least(interval '1 minute' * power(2, greatest(attempts, 1) - 1), interval '6 hours')
         end,
         failed_at = case when attempts >= 12 then pg_catalog.now() end,
         error = left(p_error, 1000)
   where week_start = p_week and claim = p_claim and sent_at is null and failed_at is null
  returning state;
$$;

-- A permanent failure (the provider refused this mail): never tried again.
create function public.fail_contact_weekly_report(p_week date, p_claim uuid, p_error text)
returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$
  with failed as (
    update public.contact_weekly_reports
       set failed_at = pg_catalog.now(), error = left(p_error, 1000), claim = null, claimed_at = null, next_at = null
     where week_start = p_week and claim = p_claim and sent_at is null and failed_at is null
    returning 1
  )
  select exists (select 1 from failed);
$$;

revoke all on function public.contact_weekly_report_week(timestamptz) from public, anon, authenticated;
revoke all on function public.claim_contact_weekly_report(timestamptz) from public, anon, authenticated;
revoke all on function public.contact_weekly_report_due(timestamptz) from public, anon, authenticated;
revoke all on function public.contact_weekly_report_requests(date) from public, anon, authenticated;
revoke all on function public.mark_contact_weekly_report_sent(date, uuid, text) from public, anon, authenticated;
revoke all on function public.defer_contact_weekly_report(date, uuid, text) from public, anon, authenticated;
revoke all on function public.fail_contact_weekly_report(date, uuid, text) from public, anon, authenticated;
grant execute on function public.contact_weekly_report_week(timestamptz) to service_role;
grant execute on function public.claim_contact_weekly_report(timestamptz) to service_role;
grant execute on function public.contact_weekly_report_due(timestamptz) to service_role;
grant execute on function public.contact_weekly_report_requests(date) to service_role;
grant execute on function public.mark_contact_weekly_report_sent(date, uuid, text) to service_role;
grant execute on function public.defer_contact_weekly_report(date, uuid, text) to service_role;
grant execute on function public.fail_contact_weekly_report(date, uuid, text) to service_role;
revoke all on type public.claimed_contact_weekly_report from public, anon, authenticated;
grant usage on type public.claimed_contact_weekly_report to service_role;
