-- The promise clock is the school's opening hours (issue 33, point 2; DESIGN.md §2.11, §2.13).
-- Until now a business hour was any hour of a working day, midnight to midnight: a request sent on
-- Monday at 10:00 had its 50 % reminder at 22:00 and its 90 % alert at 07:36, and deadlines read
-- « mardi 1er décembre à 0 h 00 ».
--
-- 1. public.business_opening_hours: the opening intervals of each day of the week (local
--    wall-clock times in contact_request_settings.business_time_zone), the data of
--    packages/content/src/replyPromises/openingHours.ts (provisional facts the launch check lists:
--    Monday to Friday, 9:00–12:30 and 13:30–17:30, until the school states its own; a test keeps
--    the two equal). The days the clock runs are the days with an interval: the setting
--    contact_request_settings.business_days goes (one fact in one place). Public holidays
--    (public.public_holidays) stay closed whatever the day.
-- 2. The clock counts open hours only. business_hours_after(t, h) is the moment h open hours after
--    t (from the next opening when t is outside the hours); business_hours_between(a, b) the open
--    hours between two instants (negative when b is before a): same signatures, the desk, the
--    pause, the resumption and the reopening call them. A due time therefore always falls inside
--    an opening interval, at its closing at the latest: « jeudi 3 décembre, avant 11 h 30 »,
--    never « à 0 h 00 ».
-- 3. THE SENDING RULE of staff mails (the 50 % reminder, the 90 % alert, the new lateness alert):
--    a staff mail leaves while the school is open with at least 30 minutes left before the next
--    closing. A mail whose moment falls outside opening hours, or in the last 30 minutes before a
--    closing, goes at the next opening (public.staff_mail_time). A reminder is never moved past
--    the request's due time: a reminder that would be is sent at its own moment (it can happen
--    only to a promise of a few hours, whose 90 % lies within 30 minutes of a closing). The
--    visitor's acknowledgement is not a staff mail: it leaves at once, day or night.
--    With the 10-minute sweep a staff mail therefore reaches staff with at least 20 minutes of
--    the school's day left, and a 24-hour promise's 90 % alert with 2 h 24 of open time before
--    the due time at least.
-- 4. A request that goes late (the sweep's mark_late_contact_requests, or a pause past its due
--    time) mails the team, its owner and the manager, ONCE: a fourth kind of
--    contact_request_mails, `retard`, planned by a trigger the moment late_at is first written
--    (late_at is written once; the row's primary key, request and kind, makes a second plan a
--    no-op), sent by the same sweep with the same claim, lease, back-off and idempotency key
--    (contact-request/<id>/retard), at the sending rule's moment, and cancelled if the request is
--    answered or closed before it leaves. A taken request gets it too: nobody else is told when
--    its owner forgets it (issue 33: « a request taken and forgotten goes late with no mail »).
--
-- What is not rewritten: the due times and reminder times of requests stored before this
-- migration stay as they were computed (they are what staff and the visitor were told). Only
-- their reminders not sent yet move to the sending rule's moment: an unsent mail is a plan, not
-- history, and a reminder at 03:00 helps nobody.
-- Service role only, like the rest of the follow-up; staff read the intervals through the desk's
-- security definer functions.

-- ---------------------------------------------------------------------------------------------
-- 1. The opening hours.

create table public.business_opening_hours (
  -- ISO day of the week: Monday 1 … Sunday 7.
  weekday smallint not null
    constraint business_opening_hours_weekday check (weekday between 1 and 7),
  opens time not null,
  -- Local wall-clock time; '24:00' for an interval that runs to midnight.
  closes time not null,
  primary key (weekday, opens),
  constraint business_opening_hours_order check (opens < closes)
);

comment on table public.business_opening_hours is
  'Heures d’ouverture de l’école, par jour de la semaine (heure locale de contact_request_settings.business_time_zone) : l’horloge des délais de réponse promis et des rappels. Valeur provisoire à confirmer par l’école (packages/content/src/replyPromises/openingHours.ts).';

-- Two intervals of one day may not overlap: an hour would be counted twice. (An exclusion
-- constraint would need btree_gist, which PGlite does not ship.)
create function public.business_opening_hours_no_overlap()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.business_opening_hours as o
     where o.weekday = new.weekday and o.opens <> new.opens
       and o.opens < new.closes and new.opens < o.closes
  ) then
    raise exception using errcode = '23P01',
      message = pg_catalog.format('Horaires d’ouverture qui se chevauchent le jour %s : %s–%s.', new.weekday, new.opens, new.closes);
  end if;
  return new;
end;
$$;

create constraint trigger business_opening_hours_no_overlap
  after insert or update on public.business_opening_hours
  for each row execute function public.business_opening_hours_no_overlap();

insert into public.business_opening_hours (weekday, opens, closes) values
  (1, '09:00', '12:30'), (1, '13:30', '17:30'),
  (2, '09:00', '12:30'), (2, '13:30', '17:30'),
  (3, '09:00', '12:30'), (3, '13:30', '17:30'),
  (4, '09:00', '12:30'), (4, '13:30', '17:30'),
  (5, '09:00', '12:30'), (5, '13:30', '17:30');

alter table public.business_opening_hours enable row level security;
revoke all on table public.business_opening_hours from public, anon, authenticated;
grant select, insert, update, delete on table public.business_opening_hours to service_role;

-- ---------------------------------------------------------------------------------------------
-- 2. The clock on opening hours.

-- Seconds the school is open on local day p_day between the local times p_since and p_upto
-- (0 on a public holiday). Internal: the clock's functions below, which run as their owner.
create function public.opening_seconds(p_day date, p_since timestamp, p_upto timestamp)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(greatest(extract(epoch from least(p_upto, p_day + o.closes) - greatest(p_since, p_day + o.opens)), 0)), 0)
    from public.business_opening_hours as o
   where o.weekday = extract(isodow from p_day)::smallint
     and not exists (select 1 from public.public_holidays as h where h.day = p_day);
$$;

-- The moment p_hours open hours after p_from: walk the local calendar day by day and each day's
-- intervals in order, spending the open time after p_from. 0 hours is p_from itself when the
-- school is open then, else the next opening. A due time lands at a closing at the latest, never
-- after it. Bounded: a promise is at most 240 hours; 3 660 days (ten years) is never walked unless
-- every day is a holiday. security definer: the trigger of an anon insert and the desk's staff
-- sessions call it; it reads the settings (which hold the flood budget's salt) as its owner.
create or replace function public.business_hours_after(p_from timestamptz, p_hours numeric)
returns timestamptz
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_zone text;
  v_local timestamp;
  v_day date;
  v_start timestamp;
  v_end timestamp;
  v_left numeric := greatest(p_hours, 0) * 3600;
  v_open numeric;
  v_interval record;
begin
  if p_from is null or p_hours is null then
    return null;
  end if;
  if not exists (select 1 from public.business_opening_hours) then
    raise exception using errcode = '22023', message = 'Aucune heure d’ouverture : remplissez public.business_opening_hours.';
  end if;
  select business_time_zone into v_zone from public.contact_request_settings where id;
  v_local := p_from at time zone v_zone;
  v_day := v_local::date;
  for step in 1..3660 loop
    if not exists (select 1 from public.public_holidays as h where h.day = v_day) then
      for v_interval in
        select o.opens, o.closes from public.business_opening_hours as o
         where o.weekday = extract(isodow from v_day)::smallint
         order by o.opens
      loop
        v_start := greatest(v_local, v_day + v_interval.opens);
        v_end := v_day + v_interval.closes;
        if v_start < v_end then
          v_open := extract(epoch from v_end - v_start);
          if v_left <= v_open then
            return (v_start + pg_catalog.make_interval(secs => v_left::double precision)) at time zone v_zone;
          end if;
          v_left := v_left - v_open;
        end if;
      end loop;
    end if;
    v_day := v_day + 1;
  end loop;
  raise exception using errcode = '22023', message = 'Aucune heure d’ouverture dans les dix ans : vérifiez public.business_opening_hours et public.public_holidays.';
end;
$$;

-- The open hours between two instants, on business_hours_after's clock, negative when p_to comes
-- before p_from: business_hours_between(t, business_hours_after(t, h)) = h for h >= 0. The first
-- and last local days are counted interval by interval; the whole days between them without
-- walking them (a due time far ahead, or a request late for months, costs no more): whole weeks,
-- the days left over, minus the holidays that fall between.
create or replace function public.business_hours_between(p_from timestamptz, p_to timestamptz)
returns numeric
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_zone text;
  v_since timestamp;
  v_upto timestamp;
  v_first date;
  v_last date;
  v_between integer;
  v_seconds numeric;
begin
  if p_from is null or p_to is null then
    return null;
  end if;
  select business_time_zone into v_zone from public.contact_request_settings where id;
  -- Local wall-clock times. (Only in the hour summer time gives back, on a Sunday night, can the
  -- later instant read earlier: both then fall where the school is closed.)
  v_since := least(p_from at time zone v_zone, p_to at time zone v_zone);
  v_upto := greatest(p_from at time zone v_zone, p_to at time zone v_zone);
  v_first := v_since::date;
  v_last := v_upto::date;
  if v_first = v_last then
    v_seconds := public.opening_seconds(v_first, v_since, v_upto);
  else
    v_between := v_last - v_first - 1;
    v_seconds := public.opening_seconds(v_first, v_since, (v_first + 1)::timestamp)
      + public.opening_seconds(v_last, v_last::timestamp, v_upto)
      -- Whole weeks: every interval of the week once per week.
      + (v_between / 7) * (select coalesce(sum(extract(epoch from o.closes - o.opens)), 0) from public.business_opening_hours as o)
      -- The days left over after the whole weeks.
      + (select coalesce(sum(extract(epoch from o.closes - o.opens)), 0)
           from pg_catalog.generate_series(0, v_between % 7 - 1) as k
           join public.business_opening_hours as o
             on o.weekday = extract(isodow from v_first + 1 + (v_between / 7) * 7 + k)::smallint)
      -- The holidays between, each the open time of its day of the week.
      - (select coalesce(sum(extract(epoch from o.closes - o.opens)), 0)
           from public.public_holidays as h
           join public.business_opening_hours as o on o.weekday = extract(isodow from h.day)::smallint
          where h.day > v_first and h.day < v_last);
  end if;
  return case when p_to < p_from then -1 else 1 end * v_seconds / 3600;
end;
$$;

-- The days the clock runs are the days with an opening interval now.
alter table public.contact_request_settings
  drop constraint contact_request_settings_business_days,
  drop column business_days;

-- ---------------------------------------------------------------------------------------------
-- 3. The sending rule of staff mails.

-- p_at when the school is open then with at least 30 minutes before the next closing; else the
-- start of the next opening interval (the next day's, the Monday's after a weekend, the day's
-- after a holiday). The header's rule, in one place.
create function public.staff_mail_time(p_at timestamptz)
returns timestamptz
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_zone text;
  v_local timestamp;
  v_day date;
  v_interval record;
begin
  if p_at is null then
    return null;
  end if;
  select business_time_zone into v_zone from public.contact_request_settings where id;
  v_local := p_at at time zone v_zone;
  v_day := v_local::date;
  for step in 1..3660 loop
    if not exists (select 1 from public.public_holidays as h where h.day = v_day) then
      for v_interval in
        select o.opens, o.closes from public.business_opening_hours as o
         where o.weekday = extract(isodow from v_day)::smallint
         order by o.opens
      loop
        if v_local < v_day + v_interval.opens then
          -- Before this opening (and not sendable before it): the next opening.
          return (v_day + v_interval.opens) at time zone v_zone;
        end if;
        if v_local <= v_day + v_interval.closes - interval '30 minutes' then
          return p_at;
        end if;
      end loop;
    end if;
    v_day := v_day + 1;
  end loop;
  raise exception using errcode = '22023', message = 'Aucune heure d’ouverture dans les dix ans : vérifiez public.business_opening_hours et public.public_holidays.';
end;
$$;

-- A reminder's moment: p_hours open hours after p_from, moved by the sending rule, never past the
-- due time p_due (then its own moment: a reminder after the deadline helps nobody).
create function public.contact_request_reminder_time(p_from timestamptz, p_hours numeric, p_due timestamptz)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select case when sendable > p_due then at else sendable end
    from (select public.business_hours_after(p_from, p_hours) as at) as moment
   cross join lateral (select public.staff_mail_time(moment.at) as sendable) as moved;
$$;

-- The follow-up of a new request: the due time on the opening-hours clock, and the reminders at 50 %
-- and 90 % of the promise under the sending rule.
create or replace function public.contact_requests_follow_up()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_hours integer;
  v_due timestamptz;
begin
  select p.business_hours into v_hours from public.contact_reply_promises as p where p.reason = new.reason;
  -- Every known reason has its promise (a test says so); an older free-text reason gets a day.
  v_hours := coalesce(v_hours, 24);
  v_due := public.business_hours_after(new.created_at, v_hours);
  insert into public.contact_request_followups (request_id, promise_hours, due_at, team_reminder_at, manager_reminder_at)
  values (
    new.id,
    v_hours,
    v_due,
    public.contact_request_reminder_time(new.created_at, v_hours * 0.5, v_due),
    public.contact_request_reminder_time(new.created_at, v_hours * 0.9, v_due)
  );
  return new;
end;
$$;

-- A clock restarted (resume, reopen: 20261128120000) moves the reminder times still ahead by the
-- open hours it stood still, under the same sending rule as at insert: replaced whole, the rest
-- unchanged.
create or replace function public.contact_request_restart_clock(p_id uuid, p_stopped_at timestamptz, p_hours_left numeric, p_at timestamptz)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_due timestamptz := public.business_hours_after(p_at, greatest(p_hours_left, 1));
begin
  update public.contact_request_followups
     set due_at = v_due,
         team_reminder_at = case
           when team_reminder_at > p_stopped_at
             then public.contact_request_reminder_time(p_at, public.business_hours_between(p_stopped_at, team_reminder_at), v_due)
           else team_reminder_at
         end,
         manager_reminder_at = case
           when manager_reminder_at > p_stopped_at
             then public.contact_request_reminder_time(p_at, public.business_hours_between(p_stopped_at, manager_reminder_at), v_due)
           else manager_reminder_at
         end,
         paused_at = null,
         paused_hours_left = null
   where request_id = p_id;

  update public.contact_request_mails as m
     set send_after = case m.kind when 'rappel-equipe' then f.team_reminder_at else f.manager_reminder_at end
    from public.contact_request_followups as f
   where f.request_id = p_id
     and m.request_id = p_id
     and m.kind in ('rappel-equipe', 'rappel-responsable')
     and m.sent_at is null and m.cancelled_at is null and m.failed_at is null;
end;
$$;

-- The reminders already planned and not sent yet follow the sending rule (the header says why).
update public.contact_request_mails
   set send_after = public.staff_mail_time(send_after)
 where kind in ('rappel-equipe', 'rappel-responsable')
   and sent_at is null and cancelled_at is null and failed_at is null;

-- ---------------------------------------------------------------------------------------------
-- 4. The lateness alert, once.

alter table public.contact_request_mails
  drop constraint contact_request_mails_kind,
  add constraint contact_request_mails_kind check (kind in ('rappel-equipe', 'rappel-responsable', 'accuse-reception', 'retard'));

comment on table public.contact_request_mails is
  'Mails du suivi d’une demande : accusé de réception au visiteur, rappel à l’équipe (50 % du délai), alerte au responsable (90 %), alerte de retard (échéance passée sans réponse) ; chacun envoyé une fois au plus.';

-- late_at is written once (mark_late_contact_requests, pause_contact_request: `late_at is null`);
-- the lateness alert is planned then, at the sending rule's moment. `on conflict do nothing`:
-- whatever writes late_at again (none does), the alert exists once.
create function public.contact_request_late_mail_plan()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  insert into public.contact_request_mails (request_id, kind, send_after)
  values (new.request_id, 'retard', public.staff_mail_time(new.late_at))
  on conflict (request_id, kind) do nothing;
  return new;
end;
$$;

create trigger contact_request_late_mail_plan
  after update of late_at on public.contact_request_followups
  for each row
  when (old.late_at is null and new.late_at is not null)
  execute function public.contact_request_late_mail_plan();

-- The lateness alert names who has the request: their first name and their address (a desk
-- owner), so the alert reaches them too.
alter type public.claimed_contact_request_mail add attribute taken_by text;
alter type public.claimed_contact_request_mail add attribute owner_email text;

create or replace function public.claim_due_contact_request_mails(p_limit integer default 1)
returns setof public.claimed_contact_request_mail
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  -- The reminders stop once someone took, answered or closed the request; the lateness alert once
  -- it is answered or closed (taken is exactly the case it is for); the acknowledgement is the
  -- visitor's, whatever staff did since.
  update public.contact_request_mails as m
     set cancelled_at = pg_catalog.now(), claim = null, claimed_at = null, next_at = null
    from public.contact_request_followups as f
   where f.request_id = m.request_id
     and m.kind in ('rappel-equipe', 'rappel-responsable', 'retard')
     and m.sent_at is null and m.cancelled_at is null and m.failed_at is null
     and (m.claimed_at is null or m.claimed_at < pg_catalog.now() - interval '2 minutes')
     and (f.answered_at is not null or f.closed_at is not null
          or (m.kind <> 'retard' and f.taken_at is not null));

  return query
  with picked as (
    select m.request_id, m.kind
      from public.contact_request_mails as m
     where m.sent_at is null and m.cancelled_at is null and m.failed_at is null
       and m.send_after <= pg_catalog.now()
       and (m.claimed_at is null or m.claimed_at < pg_catalog.now() - interval '2 minutes')
       and (m.next_at is null or m.next_at <= pg_catalog.now())
     order by m.attempts, m.send_after, m.request_id, m.kind
     limit least(greatest(p_limit, 0), 100)
       for update skip locked
  ),
  claimed as (
    update public.contact_request_mails as m
       set claim = gen_random_uuid(), claimed_at = pg_catalog.now(), attempts = m.attempts + 1
      from picked
     where m.request_id = picked.request_id and m.kind = picked.kind
    returning m.request_id, m.kind, m.claim, m.attempts, m.send_after
  )
  select c.request_id, c.kind, c.claim, c.attempts, f.reference, r.reason, r.name, r.created_at,
         f.promise_hours, f.due_at at time zone s.business_time_zone, r.email, f.taken_by, f.owner_email
    from claimed as c
    join public.contact_request_followups as f on f.request_id = c.request_id
    join public.contact_requests as r on r.id = c.request_id
   cross join public.contact_request_settings as s
   where s.id
   order by c.attempts, c.send_after, c.request_id, c.kind;
end;
$$;

-- The desk's history tells the lateness alert too (desk_timeline of 20261128120000, the one kind
-- added; the rest unchanged).
create or replace function public.desk_timeline(p_id uuid)
returns table (at timestamptz, event text, actor text, detail text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform public.desk_caller();
  return query
  with desk as (
    select a.id, a.at, a.action, a.detail, coalesce(m.name, a.actor) as who,
           (select t.name from public.staff_members as t where t.email = a.detail) as assignee
      from public.staff_audit as a
      left join public.staff_members as m on m.email = a.actor
     where a.request_id = p_id and a.changed
  ),
  f as (select * from public.contact_request_followups where request_id = p_id),
  r as (select * from public.contact_requests where id = p_id),
  events (at, ord, id, event, actor, detail) as (
    select r.created_at, 0, 0::bigint, 'reçue', null::text, r.reason from r
    union all
    select r.notified_at, 1, 0, 'mail à l’école envoyé', null, null from r where r.notified_at is not null
    union all
    select r.notify_failed_at, 1, 0, 'mail à l’école en échec', null, r.notify_error from r where r.notify_failed_at is not null
    union all
    select m.sent_at, 2, 0,
           case m.kind
             when 'accuse-reception' then 'accusé de réception envoyé'
             when 'rappel-equipe' then 'rappel à l’équipe envoyé'
             when 'retard' then 'alerte de retard envoyée'
             else 'alerte au responsable envoyée'
           end,
           null, null
      from public.contact_request_mails as m
     where m.request_id = p_id and m.sent_at is not null
    union all
    select f.late_at, 3, 0, 'en retard', null, null from f where f.late_at is not null
    union all
    select f.taken_at, 4, 0, 'pris en charge', f.taken_by, 'par le lien du mail'
      from f where f.taken_at is not null and not exists (select 1 from desk where desk.at = f.taken_at)
    union all
    select f.answered_at, 4, 0, 'répondu', f.answered_by, 'par le lien du mail'
      from f where f.answered_at is not null and not exists (select 1 from desk where desk.at = f.answered_at)
    union all
    select f.closed_at, 4, 0, 'clos', null, f.closed_why
      from f where f.closed_at is not null and not exists (select 1 from desk where desk.at = f.closed_at)
    union all
    select desk.at, 5, desk.id,
           case desk.action
             when 'prendre' then 'pris en charge'
             when 'repondre' then 'répondu'
             when 'mettre-en-attente' then 'mis en attente'
             when 'reprendre' then 'repris'
             when 'clore' then 'clos'
             when 'rouvrir' then 'rouvert'
             when 'confier' then 'confié à'
           end,
           desk.who,
           case desk.action
             when 'confier' then coalesce(desk.assignee, desk.detail)
             when 'clore' then (select f.closed_why from f where f.closed_at = desk.at)
             else desk.detail
           end
      from desk
  )
  select e.at, e.event, e.actor, e.detail from events as e order by e.at, e.ord, e.id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Grants. The platform gives every new function to anon and authenticated: take it back. The
-- clock stays the service role's (and the desk views', through business_hours_between, granted in
-- 20261128120000; replacing a function keeps its grants).

revoke all on function public.business_opening_hours_no_overlap() from public, anon, authenticated, service_role;
revoke all on function public.opening_seconds(date, timestamp, timestamp) from public, anon, authenticated, service_role;
revoke all on function public.staff_mail_time(timestamptz) from public, anon, authenticated;
revoke all on function public.contact_request_reminder_time(timestamptz, numeric, timestamptz) from public, anon, authenticated;
revoke all on function public.contact_request_late_mail_plan() from public, anon, authenticated, service_role;
grant execute on function public.staff_mail_time(timestamptz) to service_role;
grant execute on function public.contact_request_reminder_time(timestamptz, numeric, timestamptz) to service_role;
