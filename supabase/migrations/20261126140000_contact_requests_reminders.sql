-- Reminders, exactly once each (issue 21, part 4). A request still untouched (nobody took it,
-- answered it or closed it) at 50 % of its promise sends one reminder to the team; at 90 %, one
-- to the manager address; at its due time the sweep marks it `en retard`
-- (mark_late_contact_requests, 20261126120000).
--
-- Each reminder is a row of public.contact_request_mails, written when the follow-up is (an
-- `after insert` trigger), due at the follow-up's team_reminder_at or manager_reminder_at. It is
-- sent by the same sweep as the staff mail, with the same discipline (20261124130000):
-- - a claim (a fresh uuid and a 2-minute lease) before sending; only the holder of the claim
--   marks it sent, deferred or failed;
-- - the provider's idempotency key is the row's (request id and kind): a function killed between
--   claiming and sending, or between sending and marking, is claimed again once its lease ran out
--   and sent again under the same key, which the provider answers without a second mail;
-- - a temporary failure waits 1, 2, 4 … minutes (at most 6 hours); the 12th is the last.
-- A reminder whose request was taken, answered or closed before it was sent is cancelled
-- (`annulé`), never sent. Requests stored before this migration have no reminder rows.
-- Service role only, like the rest of the follow-up.

create table public.contact_request_mails (
  request_id uuid not null references public.contact_request_followups (request_id) on delete cascade,
  kind text not null
    constraint contact_request_mails_kind check (kind in ('rappel-equipe', 'rappel-responsable')),
  send_after timestamptz not null,
  claim uuid null,
  claimed_at timestamptz null,
  attempts integer not null default 0
    constraint contact_request_mails_attempts check (attempts between 0 and 1000),
  next_at timestamptz null,
  sent_at timestamptz null,
  provider_id text null
    constraint contact_request_mails_provider_id check (char_length(provider_id) <= 200),
  cancelled_at timestamptz null,
  failed_at timestamptz null,
  error text null
    constraint contact_request_mails_error check (char_length(error) <= 1000),
  state text generated always as (
    case
      when sent_at is not null then 'envoyé'
      when cancelled_at is not null then 'annulé'
      when failed_at is not null then 'en échec'
      else 'en attente'
    end
  ) stored,
  primary key (request_id, kind),
  constraint contact_request_mails_one_end check (num_nonnulls(sent_at, cancelled_at, failed_at) <= 1)
);

comment on table public.contact_request_mails is
  'Rappels d’une demande (équipe à 50 % du délai promis, responsable à 90 %) : chacun envoyé une fois au plus, annulé si la demande a été prise en charge, répondue ou close avant.';

create index contact_request_mails_due_idx on public.contact_request_mails (send_after)
  where sent_at is null and cancelled_at is null and failed_at is null;

alter table public.contact_request_mails enable row level security;
revoke all on table public.contact_request_mails from public, anon, authenticated;
grant select on table public.contact_request_mails to service_role;

create function public.contact_request_mails_plan()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  insert into public.contact_request_mails (request_id, kind, send_after)
  values (new.request_id, 'rappel-equipe', new.team_reminder_at),
         (new.request_id, 'rappel-responsable', new.manager_reminder_at);
  return new;
end;
$$;

create trigger contact_request_mails_plan
  after insert on public.contact_request_followups
  for each row execute function public.contact_request_mails_plan();

-- What the sweep sends: the claimed mail and what its text needs.
create type public.claimed_contact_request_mail as (
  request_id uuid,
  kind text,
  claim uuid,
  attempts integer,
  reference text,
  reason text,
  name text,
  created_at timestamptz,
  promise_hours integer,
  due_local timestamp
);

-- Cancels the reminders of requests someone took, answered or closed (a live lease is left to its
-- holder), then claims up to p_limit due mails, tried least first, then the earliest due.
create function public.claim_due_contact_request_mails(p_limit integer default 1)
returns setof public.claimed_contact_request_mail
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  update public.contact_request_mails as m
     set cancelled_at = pg_catalog.now(), claim = null, claimed_at = null, next_at = null
    from public.contact_request_followups as f
   where f.request_id = m.request_id
     and m.sent_at is null and m.cancelled_at is null and m.failed_at is null
     and (m.claimed_at is null or m.claimed_at < pg_catalog.now() - interval '2 minutes')
     and (f.taken_at is not null or f.answered_at is not null or f.closed_at is not null);

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
         f.promise_hours, f.due_at at time zone s.business_time_zone
    from claimed as c
    join public.contact_request_followups as f on f.request_id = c.request_id
    join public.contact_requests as r on r.id = c.request_id
   cross join public.contact_request_settings as s
   where s.id
   order by c.attempts, c.send_after, c.request_id, c.kind;
end;
$$;

-- The mail left: only the holder of the claim records it.
create function public.mark_contact_request_mail_sent(p_request uuid, p_kind text, p_claim uuid, p_provider_id text default null)
returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$
  with marked as (
    update public.contact_request_mails
       set sent_at = pg_catalog.now(), provider_id = left(p_provider_id, 200),
           claim = null, claimed_at = null, next_at = null, error = null
     where request_id = p_request and kind = p_kind and claim = p_claim
       and sent_at is null and cancelled_at is null and failed_at is null
    returning 1
  )
  select exists (select 1 from marked);
$$;

-- A temporary failure: the same back-off as the staff mail's (defer_contact_request). Returns
-- 'en attente' or 'en échec', or null when the caller no longer held the claim.
create function public.defer_contact_request_mail(p_request uuid, p_kind text, p_claim uuid, p_error text)
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  update public.contact_request_mails
     set claim = null,
         claimed_at = null,
         next_at = case
           when attempts >= 12 then null
           else pg_catalog.now() + least(interval '1 minute' * power(2, greatest(attempts, 1) - 1), interval '6 hours')
         end,
         failed_at = case when attempts >= 12 then pg_catalog.now() end,
         error = left(p_error, 1000)
   where request_id = p_request and kind = p_kind and claim = p_claim
     and sent_at is null and cancelled_at is null and failed_at is null
  returning state;
$$;

-- A permanent failure: never tried again.
create function public.fail_contact_request_mail(p_request uuid, p_kind text, p_claim uuid, p_error text)
returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$
  with failed as (
    update public.contact_request_mails
       set failed_at = pg_catalog.now(), error = left(p_error, 1000), claim = null, claimed_at = null, next_at = null
     where request_id = p_request and kind = p_kind and claim = p_claim
       and sent_at is null and cancelled_at is null and failed_at is null
    returning 1
  )
  select exists (select 1 from failed);
$$;

revoke all on function public.contact_request_mails_plan() from public, anon, authenticated;
revoke all on function public.claim_due_contact_request_mails(integer) from public, anon, authenticated;
revoke all on function public.mark_contact_request_mail_sent(uuid, text, uuid, text) from public, anon, authenticated;
revoke all on function public.defer_contact_request_mail(uuid, text, uuid, text) from public, anon, authenticated;
revoke all on function public.fail_contact_request_mail(uuid, text, uuid, text) from public, anon, authenticated;
grant execute on function public.claim_due_contact_request_mails(integer) to service_role;
grant execute on function public.mark_contact_request_mail_sent(uuid, text, uuid, text) to service_role;
grant execute on function public.defer_contact_request_mail(uuid, text, uuid, text) to service_role;
grant execute on function public.fail_contact_request_mail(uuid, text, uuid, text) to service_role;
revoke all on type public.claimed_contact_request_mail from public, anon, authenticated;
grant usage on type public.claimed_contact_request_mail to service_role;
