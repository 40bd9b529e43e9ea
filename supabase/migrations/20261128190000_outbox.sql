-- One outbox lifecycle (issue 36, point 4): one set of claim, mark, defer and fail over a kind of
-- mail, instead of three copies.
--
-- Three tables hold mails the sweep sends exactly once, each with the same discipline
-- (20261124130000, 20261126140000, 20261127130000): a claim (a fresh uuid and a 2-minute lease)
-- before sending, and only the holder of the claim marks the mail sent, deferred (1, 2, 4 …
-- minutes, at most 6 hours; the 12th failure is the last) or failed; the provider's idempotency
-- key is the mail's own, so a function killed between sending and marking is claimed again once
-- its lease ran out and sends under the same key, which the provider answers without a second
-- mail. Until now each table had its own claim, mark, defer and fail functions (twelve, redefined
-- by later migrations as the tables grew). Now:
--
-- - an outbox is a view with the same columns over each table (outbox_demande: the school's mail
--   of a request, contact_requests.notify_*; outbox_suivi: the acknowledgement, reminders and
--   alerts of contact_request_mails; outbox_rapport_hebdomadaire: the manager's weekly report);
--   the views are simple, so PostgreSQL updates the table through them;
-- - outbox_claim, outbox_mark_sent, outbox_defer and outbox_fail take the outbox's name
--   (`demande`, `suivi`, `rapport-hebdomadaire`) and run the one lifecycle on its view; what each
--   outbox does before a claim (cancel the reminders of handled requests, write the due week's
--   row) and what its mail needs (outbox_item) are the only things written per outbox;
-- - every outbox row has a uuid, its key (contact_request_mails and contact_weekly_reports gain an
--   `id`): the lifecycle finds a row by its primary or unique index, whatever the table;
-- - the claim takes its rows one at a time, each in a subtransaction, in every outbox: a request the
--   database refuses to update (a `not valid` rule added since it was stored, 20261125120000) is
--   set aside in contact_request_unsendable as before; the other tables have no such rule, and
--   their errors still stop the claim;
-- - the weekly report's figures are taken at its first claim (figures_at, 20261128150000) by a
--   trigger of its table rather than by its claim;
-- - one outbox order: suspected floods last (20261128170000), then the mails tried least, then the
--   earliest due; the weekly reports keep going in week order, retried or not (`queue_tries` 0).
--
-- Dropped (their callers now call the functions above): claim_due_contact_requests,
-- mark_contact_request_notified, defer_contact_request, fail_contact_request,
-- contact_request_claimable, claim_due_contact_request_mails, mark_contact_request_mail_sent,
-- defer_contact_request_mail, fail_contact_request_mail, claim_contact_weekly_report,
-- mark_contact_weekly_report_sent, defer_contact_weekly_report, fail_contact_weekly_report,
-- contact_weekly_report_due, and the types claimed_contact_request_mail and
-- claimed_contact_weekly_report. claim_contact_request (the visitor's own call, by the request's
-- five values) stays, as a finder over the one claim.
--
-- Deploy: `supabase db push`, then the functions at once (supabase/README.md). Functions deployed
-- before this migration no longer find the old names: until the new ones are deployed, the visitor's
-- call leaves its mail to the sweep and the sweep fails; nothing is lost or sent twice (the same
-- rows, claims and idempotency keys).
-- Service role only, like the functions it replaces.

-- ---------------------------------------------------------------------------------------------
-- 1. Every outbox row has a uuid.

alter table public.contact_request_mails add column id uuid not null default gen_random_uuid();
alter table public.contact_request_mails add constraint contact_request_mails_id unique (id);
comment on column public.contact_request_mails.id is
  'Identifiant du mail dans la boîte d’envoi (outbox_suivi) ; la clé du mail reste la demande et le type.';

alter table public.contact_weekly_reports add column id uuid not null default gen_random_uuid();
alter table public.contact_weekly_reports add constraint contact_weekly_reports_id unique (id);
comment on column public.contact_weekly_reports.id is
  'Identifiant du rapport dans la boîte d’envoi (outbox_rapport_hebdomadaire) ; la clé du rapport reste sa semaine.';

-- ---------------------------------------------------------------------------------------------
-- 2. The three outboxes, one set of columns. `due_at`: when the mail may first leave; `suspected`:
--    a suspected flood's mail, sent after the others; `queue_tries`: the tries that put a mail
--    back in the queue (its attempts: a failing mail never stands in front of the others; 0 for the
--    weekly reports, sent in week order). Columns an outbox does not have are null or false (a
--    request's mail to the school is never cancelled, nor suspected).

create view public.outbox_demande with (security_invoker = true) as
  select r.id as key,
         r.created_at as due_at,
         false as suspected,
         r.notify_attempts as queue_tries,
         r.notify_claim as claim,
         r.notify_claimed_at as claimed_at,
         r.notify_attempts as attempts,
         r.notify_next_at as next_at,
         r.notified_at as sent_at,
         r.notify_provider_id as provider_id,
         r.notify_failed_at as failed_at,
         null::timestamptz as cancelled_at,
         r.notify_error as error,
         r.delivery_state as state
    from public.contact_requests as r
   -- A request the database refuses to update is out of the outbox until someone corrects it.
   where not exists (select 1 from public.contact_request_unsendable as u where u.request_id = r.id);

comment on view public.outbox_demande is
  'Boîte d’envoi des mails à l’école (un par demande) : l’état d’envoi de contact_requests sous les colonnes communes aux boîtes d’envoi.';

create view public.outbox_suivi with (security_invoker = true) as
  select m.id as key,
         m.send_after as due_at,
         m.suspected,
         m.attempts as queue_tries,
         m.claim,
         m.claimed_at,
         m.attempts,
         m.next_at,
         m.sent_at,
         m.provider_id,
         m.failed_at,
         m.cancelled_at,
         m.error,
         m.state
    from public.contact_request_mails as m;

comment on view public.outbox_suivi is
  'Boîte d’envoi des mails du suivi (accusé de réception, rappels, alertes de retard et de plafond) : contact_request_mails sous les colonnes communes.';

create view public.outbox_rapport_hebdomadaire with (security_invoker = true) as
  select w.id as key,
         w.send_after as due_at,
         false as suspected,
         0 as queue_tries,
         w.claim,
         w.claimed_at,
         w.attempts,
         w.next_at,
         w.sent_at,
         w.provider_id,
         w.failed_at,
         null::timestamptz as cancelled_at,
         w.error,
         w.state
    from public.contact_weekly_reports as w;

comment on view public.outbox_rapport_hebdomadaire is
  'Boîte d’envoi du rapport hebdomadaire au responsable : contact_weekly_reports sous les colonnes communes.';

-- The view of an outbox; 22023 for a name that is none.
create function public.outbox_view(p_outbox text)
returns regclass
language plpgsql
stable
set search_path = ''
as $$
begin
  case p_outbox
    when 'demande' then return 'public.outbox_demande'::regclass;
    when 'suivi' then return 'public.outbox_suivi'::regclass;
    when 'rapport-hebdomadaire' then return 'public.outbox_rapport_hebdomadaire'::regclass;
    else
      raise exception using errcode = '22023', message = pg_catalog.format('Boîte d’envoi inconnue : %s', p_outbox);
  end case;
end;
$$;

-- Claimable at p_now: not sent, failed or cancelled, due for at least p_min_age, nobody holds a
-- live lease (2 minutes: a send times out after 10 s), and its back-off is over.
create function public.outbox_claimable(
  p_due_at timestamptz,
  p_claimed_at timestamptz,
  p_next_at timestamptz,
  p_sent_at timestamptz,
  p_failed_at timestamptz,
  p_cancelled_at timestamptz,
  p_now timestamptz,
  p_min_age interval
)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_sent_at is null and p_failed_at is null and p_cancelled_at is null
     and p_due_at <= p_now - greatest(p_min_age, interval '0 seconds')
     and (p_claimed_at is null or p_claimed_at < p_now - interval '2 minutes')
     and (p_next_at is null or p_next_at <= p_now);
$$;

-- ---------------------------------------------------------------------------------------------
-- 3. What an outbox does before its claim, and what its mail needs.

-- The reminders stop once someone took, answered or closed the request; the lateness alert once
-- it is answered or closed (taken is exactly the case it is for); the acknowledgement is the
-- visitor's, whatever staff did since; the ceiling alert is the manager's (as in 20261128170000).
create function public.contact_request_mails_settle(p_now timestamptz default pg_catalog.now())
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with cancelled as (
    update public.contact_request_mails as m
       set cancelled_at = pg_catalog.now(), claim = null, claimed_at = null, next_at = null
      from public.contact_request_followups as f
     where f.request_id = m.request_id
       and m.kind in ('rappel-equipe', 'rappel-responsable', 'retard')
       and m.sent_at is null and m.cancelled_at is null and m.failed_at is null
       and (m.claimed_at is null or m.claimed_at < p_now - interval '2 minutes')
       and (f.answered_at is not null or f.closed_at is not null
            or (m.kind <> 'retard' and f.taken_at is not null))
    returning 1
  )
  select count(*)::integer from cancelled;
$$;

-- The due week's row at p_now, from the first week the database reports on (as the claim of
-- 20261127130000 wrote it): two sweeps write it once. p_now is the clock: the SQL tests walk it
-- across Monday 08:00.
create function public.contact_weekly_report_plan(p_now timestamptz default pg_catalog.now())
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.contact_weekly_reports (week_start, starts_at, ends_at, send_after)
  select w.week_start, w.starts_at, w.ends_at, w.send_after
    from public.contact_weekly_report_week(p_now) as w
   cross join public.contact_request_settings as s
   where s.id and w.week_start >= s.weekly_report_first_week
  on conflict (week_start) do nothing;
$$;

-- A week whose report falls due at p_now and has no row yet (the claim would write it).
create function public.contact_weekly_report_unplanned(p_now timestamptz default pg_catalog.now())
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
      from public.contact_weekly_report_week(p_now) as w
     cross join public.contact_request_settings as s
     where s.id and w.week_start >= s.weekly_report_first_week
       and not exists (select 1 from public.contact_weekly_reports as r where r.week_start = w.week_start)
  );
$$;

-- The figures are those of the first claim's instant, to the second; a retry keeps them (the same
-- mail under the same idempotency key). 20261128150000 set it in the weekly claim; the one claim
-- knows no figures, the table does.
create function public.contact_weekly_reports_figures_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.figures_at is null and new.claim is not null then
    new.figures_at := pg_catalog.date_trunc('second', new.claimed_at);
  end if;
  return new;
end;
$$;

create trigger contact_weekly_reports_figures_at
  before update of claim on public.contact_weekly_reports
  for each row execute function public.contact_weekly_reports_figures_at();

-- What the mail of a claimed row needs, as JSON (PostgREST's own formats):
-- - demande: the stored request (its columns, without the outbox's);
-- - suivi: the mail's kind and request, the request's reference, reason, name, date, promise and
--   due time (the business time zone's wall clock), the visitor's address (the acknowledgement's
--   recipient), who has the request and the desk owner's address (the lateness alert);
-- - rapport-hebdomadaire: the week, its bounds, and the instant its figures are taken.
create function public.outbox_item(p_outbox text, p_key uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_item jsonb;
begin
  case p_outbox
    when 'demande' then
      select pg_catalog.to_jsonb(r) - array[
               'notify_claim', 'notify_claimed_at', 'notify_attempts', 'notify_next_at', 'notified_at',
               'notify_provider_id', 'notify_failed_at', 'notify_error', 'delivery_state'
             ]
        into v_item
        from public.contact_requests as r
       where r.id = p_key;
    when 'suivi' then
      select pg_catalog.jsonb_build_object(
               'request_id', m.request_id,
               'kind', m.kind,
               'reference', f.reference,
               'reason', r.reason,
               'name', r.name,
               'created_at', r.created_at,
               'promise_hours', f.promise_hours,
               'due_local', f.due_at at time zone s.business_time_zone,
               'email', r.email,
               'taken_by', f.taken_by,
               'owner_email', f.owner_email
             )
        into v_item
        from public.contact_request_mails as m
        join public.contact_request_followups as f on f.request_id = m.request_id
        join public.contact_requests as r on r.id = m.request_id
       cross join public.contact_request_settings as s
       where m.id = p_key and s.id;
    when 'rapport-hebdomadaire' then
      select pg_catalog.jsonb_build_object(
               'week_start', w.week_start,
               'starts_at', w.starts_at,
               'ends_at', w.ends_at,
               'as_of', w.figures_at
             )
        into v_item
        from public.contact_weekly_reports as w
       where w.id = p_key;
    else
      perform public.outbox_view(p_outbox);
  end case;
  return v_item;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- 4. The lifecycle.

-- What a claim hands out: the outbox, the row's key, the claim (only its holder marks, defers or
-- fails the row), the attempts so far (this one included) and what the mail needs.
create type public.outbox_claim as (
  outbox text,
  key uuid,
  claim uuid,
  attempts integer,
  item jsonb
);

-- Takes one row of an outbox by its key, if claimable at p_now; nothing otherwise. The building
-- block of outbox_claim and of the visitor's claim_contact_request.
create function public.outbox_take(p_outbox text, p_key uuid, p_now timestamptz default pg_catalog.now())
returns setof public.outbox_claim
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_claim uuid;
  v_attempts integer;
begin
  execute pg_catalog.format(
    'update %s as o
        set claim = gen_random_uuid(), claimed_at = $2, attempts = o.attempts + 1
      where o.key = $1
        and public.outbox_claimable(o.due_at, o.claimed_at, o.next_at, o.sent_at, o.failed_at, o.cancelled_at, $2, interval ''0 seconds'')
     returning o.claim, o.attempts',
    public.outbox_view(p_outbox)
  ) into v_claim, v_attempts using p_key, p_now;
  if v_claim is not null then
    return query select p_outbox, p_key, v_claim, v_attempts, public.outbox_item(p_outbox, p_key);
  end if;
end;
$$;

-- Claims up to p_limit due rows of an outbox (at most 100), suspected floods last, then the rows
-- tried least (but the weekly reports), then the earliest due, each due for at least p_min_age (the school's mail leaves a
-- fresh request to the visitor's own call). One row at a time, each in a subtransaction: a request
-- the database refuses to update is set aside in contact_request_unsendable with the constraint's
-- name and the claim goes on (20261125120000). security definer: that table is the service
-- role's to read only.
create function public.outbox_claim(
  p_outbox text,
  p_limit integer default 1,
  p_min_age interval default interval '0 seconds',
  p_now timestamptz default pg_catalog.now()
)
returns setof public.outbox_claim
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_view regclass := public.outbox_view(p_outbox);
  v_key uuid;
  v_claimed public.outbox_claim;
  v_constraint text;
begin
  if p_outbox = 'suivi' then
    perform public.contact_request_mails_settle(p_now);
  elsif p_outbox = 'rapport-hebdomadaire' then
    perform public.contact_weekly_report_plan(p_now);
  end if;

  for v_key in execute pg_catalog.format(
    'select o.key
       from %s as o
      where public.outbox_claimable(o.due_at, o.claimed_at, o.next_at, o.sent_at, o.failed_at, o.cancelled_at, $1, $2)
      order by o.suspected, o.queue_tries, o.due_at, o.key
      limit $3
        for update skip locked',
    v_view
  ) using p_now, p_min_age, least(greatest(p_limit, 0), 100)
  loop
    begin
      for v_claimed in select * from public.outbox_take(p_outbox, v_key, p_now) loop
        return next v_claimed;
      end loop;
    exception when integrity_constraint_violation then
      if p_outbox <> 'demande' then
        raise;
      end if;
      get stacked diagnostics v_constraint = constraint_name;
      insert into public.contact_request_unsendable (request_id, error)
      values (
        v_key,
        pg_catalog.format(
          'Ne respecte plus une règle ajoutée depuis son enregistrement (%s) : le mail ne peut pas être envoyé, traitez cette demande à la main.',
          coalesce(nullif(v_constraint, ''), 'contrainte inconnue')
        )
      )
      on conflict (request_id) do nothing;
    end;
  end loop;
end;
$$;

-- The mail left: only the holder of the claim records it (a holder whose lease was taken over gets
-- false; the provider's idempotency key kept the mail single).
create function public.outbox_mark_sent(p_outbox text, p_key uuid, p_claim uuid, p_provider_id text default null)
returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_rows integer;
begin
  execute pg_catalog.format(
    'update %s as o
        set sent_at = pg_catalog.now(), provider_id = pg_catalog.left($3, 200),
            claim = null, claimed_at = null, next_at = null, error = null
      where o.key = $1 and o.claim = $2
        and o.sent_at is null and o.failed_at is null and o.cancelled_at is null',
    public.outbox_view(p_outbox)
  ) using p_key, p_claim, p_provider_id;
  get diagnostics v_rows = row_count;
  return v_rows > 0;
end;
$$;

-- A temporary failure: the row waits 2^(attempts-1) minutes (at most 6 hours) before its next try;
-- the 12th failure is the last, and the row is failed with the last error. Returns the row's state
-- afterwards ('en attente' or 'en échec'), or null when the caller no longer held the claim.
create function public.outbox_defer(p_outbox text, p_key uuid, p_claim uuid, p_error text)
returns text
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_state text;
begin
  execute pg_catalog.format(
    'update %s as o
        set claim = null,
            claimed_at = null,
            next_at = case
              when o.attempts >= 12 then null
              else pg_catalog.now() + least(interval ''1 minute'' * pg_catalog.power(2, greatest(o.attempts, 1) - 1), interval ''6 hours'')
            end,
            failed_at = case when o.attempts >= 12 then pg_catalog.now() end,
            error = pg_catalog.left(
              case
                when o.attempts >= 12
                  then pg_catalog.format(''Abandon après %%s tentatives. Dernière erreur : %%s'', o.attempts, $3)
                else $3
              end,
              1000
            )
      where o.key = $1 and o.claim = $2
        and o.sent_at is null and o.failed_at is null and o.cancelled_at is null
     returning o.state',
    public.outbox_view(p_outbox)
  ) into v_state using p_key, p_claim, p_error;
  return v_state;
end;
$$;

-- A permanent failure (the provider refused this mail, or the row breaks the rules): failed with
-- its reason, never tried again.
create function public.outbox_fail(p_outbox text, p_key uuid, p_claim uuid, p_error text)
returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_rows integer;
begin
  execute pg_catalog.format(
    'update %s as o
        set failed_at = pg_catalog.now(), error = pg_catalog.left($3, 1000),
            claim = null, claimed_at = null, next_at = null
      where o.key = $1 and o.claim = $2
        and o.sent_at is null and o.failed_at is null and o.cancelled_at is null',
    public.outbox_view(p_outbox)
  ) using p_key, p_claim, p_error;
  get diagnostics v_rows = row_count;
  return v_rows > 0;
end;
$$;

-- Would a claim hand out something now? The local stand-in asks before waking Deno.
create function public.outbox_due(
  p_outbox text,
  p_min_age interval default interval '0 seconds',
  p_now timestamptz default pg_catalog.now()
)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_due boolean;
begin
  if p_outbox = 'rapport-hebdomadaire' and public.contact_weekly_report_unplanned(p_now) then
    return true;
  end if;
  execute pg_catalog.format(
    'select exists (
       select 1 from %s as o
        where public.outbox_claimable(o.due_at, o.claimed_at, o.next_at, o.sent_at, o.failed_at, o.cancelled_at, $1, $2)
     )',
    public.outbox_view(p_outbox)
  ) into v_due using p_now, p_min_age;
  return v_due;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- 5. The visitor's own call: the request stored in the last hour holding exactly these values,
--    claimed like any other (20261124130000's finder, over the one claim).

drop function public.claim_contact_request(text, text, text, text, text);

create function public.claim_contact_request(
  p_name text,
  p_email text,
  p_phone text,
  p_reason text,
  p_message text
)
returns setof public.outbox_claim
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_key uuid;
begin
  select o.key into v_key
    from public.outbox_demande as o
    join public.contact_requests as c on c.id = o.key
   where public.outbox_claimable(o.due_at, o.claimed_at, o.next_at, o.sent_at, o.failed_at, o.cancelled_at, pg_catalog.now(), interval '0 seconds')
     and c.created_at > pg_catalog.now() - interval '1 hour'
     and c.name = p_name
     and c.email = p_email
     and c.phone is not distinct from p_phone
     and c.reason = p_reason
     and c.message = p_message
   order by c.created_at, c.id
   limit 1
     for update of c skip locked;
  if v_key is not null then
    return query select * from public.outbox_take('demande', v_key);
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- 6. The three copies go.

drop function public.claim_due_contact_requests(interval, integer);
drop function public.mark_contact_request_notified(uuid, uuid, text);
drop function public.defer_contact_request(uuid, uuid, text);
drop function public.fail_contact_request(uuid, uuid, text);
drop function public.contact_request_claimable(public.contact_requests);
drop function public.claim_due_contact_request_mails(integer);
drop type public.claimed_contact_request_mail;
drop function public.mark_contact_request_mail_sent(uuid, text, uuid, text);
drop function public.defer_contact_request_mail(uuid, text, uuid, text);
drop function public.fail_contact_request_mail(uuid, text, uuid, text);
drop function public.claim_contact_weekly_report(timestamptz);
drop type public.claimed_contact_weekly_report;
drop function public.mark_contact_weekly_report_sent(date, uuid, text);
drop function public.defer_contact_weekly_report(date, uuid, text);
drop function public.fail_contact_weekly_report(date, uuid, text);
drop function public.contact_weekly_report_due(timestamptz);

-- ---------------------------------------------------------------------------------------------
-- Grants. The platform gives every new view and function to anon and authenticated: take them
-- back. The views are read and updated by the lifecycle as the service role (security invoker);
-- the steps only the lifecycle runs are nobody else's.

revoke all on table public.outbox_demande, public.outbox_suivi, public.outbox_rapport_hebdomadaire
  from public, anon, authenticated, service_role;
grant select, update on table public.outbox_demande, public.outbox_suivi, public.outbox_rapport_hebdomadaire
  to service_role;

revoke all on function public.outbox_view(text) from public, anon, authenticated;
revoke all on function public.outbox_claimable(timestamptz, timestamptz, timestamptz, timestamptz, timestamptz, timestamptz, timestamptz, interval)
  from public, anon, authenticated;
revoke all on function public.contact_request_mails_settle(timestamptz) from public, anon, authenticated, service_role;
revoke all on function public.contact_weekly_report_plan(timestamptz) from public, anon, authenticated, service_role;
revoke all on function public.contact_weekly_report_unplanned(timestamptz) from public, anon, authenticated, service_role;
revoke all on function public.contact_weekly_reports_figures_at() from public, anon, authenticated, service_role;
revoke all on function public.outbox_item(text, uuid) from public, anon, authenticated, service_role;
revoke all on function public.outbox_take(text, uuid, timestamptz) from public, anon, authenticated, service_role;
revoke all on function public.outbox_claim(text, integer, interval, timestamptz) from public, anon, authenticated;
revoke all on function public.outbox_mark_sent(text, uuid, uuid, text) from public, anon, authenticated;
revoke all on function public.outbox_defer(text, uuid, uuid, text) from public, anon, authenticated;
revoke all on function public.outbox_fail(text, uuid, uuid, text) from public, anon, authenticated;
revoke all on function public.outbox_due(text, interval, timestamptz) from public, anon, authenticated;
revoke all on function public.claim_contact_request(text, text, text, text, text) from public, anon, authenticated;
grant execute on function public.outbox_view(text) to service_role;
grant execute on function public.outbox_claimable(timestamptz, timestamptz, timestamptz, timestamptz, timestamptz, timestamptz, timestamptz, interval)
  to service_role;
grant execute on function public.outbox_claim(text, integer, interval, timestamptz) to service_role;
grant execute on function public.outbox_mark_sent(text, uuid, uuid, text) to service_role;
grant execute on function public.outbox_defer(text, uuid, uuid, text) to service_role;
grant execute on function public.outbox_fail(text, uuid, uuid, text) to service_role;
grant execute on function public.outbox_due(text, interval, timestamptz) to service_role;
grant execute on function public.claim_contact_request(text, text, text, text, text) to service_role;
revoke all on type public.outbox_claim from public, anon, authenticated;
grant usage on type public.outbox_claim to service_role;
