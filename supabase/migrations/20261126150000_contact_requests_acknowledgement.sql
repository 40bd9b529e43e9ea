-- The visitor's acknowledgement (issue 21, part 5): one mail to the address a stored request
-- gives, with fixed words, the request's reference and the promise for its reason
-- (supabase/functions/_shared/acknowledgementEmail.ts). A row of contact_request_mails of kind
-- `accuse-reception`, written with the reminders when the follow-up is, so only for a request the
-- flood budget admitted (a refused insert writes nothing), due at once, and sent by the same sweep
-- with the same claim, lease, back-off and idempotency key (contact-request/<id>/accuse-reception).
-- Not cancelled when staff are quicker: a visitor is told their request arrived. Cancelled at
-- birth beyond 3 a day to one mailbox (below).
-- The abuse analysis (someone typing another person's address): docs/abuse-acknowledgement.md.

alter table public.contact_request_mails
  drop constraint contact_request_mails_kind,
  add constraint contact_request_mails_kind check (kind in ('rappel-equipe', 'rappel-responsable', 'accuse-reception'));

create or replace function public.contact_request_mails_plan()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_request public.contact_requests;
  v_recent integer;
begin
  select * into v_request from public.contact_requests where id = new.request_id;
  -- At most 3 acknowledgements a day to one mailbox (its spellings counted as one, as the flood
  -- budget counts them): a fourth request of the day is stored and mailed to staff, its visitor
  -- is not told again. This, not the budget's 3 in 10 minutes, is what bounds mail to an address
  -- someone else typed (docs/abuse-acknowledgement.md).
  select count(*) into v_recent
    from public.contact_request_mails as m
    join public.contact_requests as r on r.id = m.request_id
   where m.kind = 'accuse-reception'
     and m.cancelled_at is null
     and r.created_at > v_request.created_at - interval '24 hours'
     and r.id <> v_request.id
     and public.contact_email_key(r.email) = public.contact_email_key(v_request.email);
  insert into public.contact_request_mails (request_id, kind, send_after, cancelled_at, error)
  values (
    new.request_id, 'accuse-reception', v_request.created_at,
    case when v_recent >= 3 then pg_catalog.now() end,
    case when v_recent >= 3 then 'Non envoyé : déjà 3 accusés de réception à cette adresse en 24 heures.' end
  );
  insert into public.contact_request_mails (request_id, kind, send_after)
  values (new.request_id, 'rappel-equipe', new.team_reminder_at),
         (new.request_id, 'rappel-responsable', new.manager_reminder_at);
  return new;
end;
$$;

-- The acknowledgement goes to the stored address: the claim hands it to the function.
alter type public.claimed_contact_request_mail add attribute email text;

create or replace function public.claim_due_contact_request_mails(p_limit integer default 1)
returns setof public.claimed_contact_request_mail
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  -- Reminders only: the acknowledgement is the visitor's, whatever staff did since.
  update public.contact_request_mails as m
     set cancelled_at = pg_catalog.now(), claim = null, claimed_at = null, next_at = null
    from public.contact_request_followups as f
   where f.request_id = m.request_id
     and m.kind in ('rappel-equipe', 'rappel-responsable')
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
         f.promise_hours, f.due_at at time zone s.business_time_zone, r.email
    from claimed as c
    join public.contact_request_followups as f on f.request_id = c.request_id
    join public.contact_requests as r on r.id = c.request_id
   cross join public.contact_request_settings as s
   where s.id
   order by c.attempts, c.send_after, c.request_id, c.kind;
end;
$$;

revoke all on function public.contact_request_mails_plan() from public, anon, authenticated;
revoke all on function public.claim_due_contact_request_mails(integer) from public, anon, authenticated;
grant execute on function public.claim_due_contact_request_mails(integer) to service_role;
