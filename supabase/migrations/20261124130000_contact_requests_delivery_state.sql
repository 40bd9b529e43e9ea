-- Never lost, never twice: each request's mail is sent, waiting for a retry, or failed for a
-- reason staff can read.
--
-- Before: a row the function could not mail was released and claimed again forever, and the
-- sweep, which took the oldest first and stopped at the first failure, sent nothing else; a
-- send that timed out or crashed before its mark was sent again. Now:
-- - a permanent failure (the e-mail provider refused this mail, or an older row breaks the
--   rules) marks the row failed with its reason (fail_contact_request): never retried, listed in
--   the staff export;
-- - a temporary failure (provider down, slow, rate-limited) gives the row back with a back-off
--   (defer_contact_request): 1, 2, 4 … minutes, at most 6 hours, and after 12 attempts (about a
--   day) the row is failed with the last error;
-- - the sweep takes the rows tried least first, so a failing row never stands in front of the
--   others;
-- - the lease of a claim is 2 minutes (a send times out after 10 s): a function killed between
--   sending and marking delays its request by minutes, not a quarter of an hour. Resending after
--   a lease ran out cannot mail twice: the function gives the provider an idempotency key made
--   from the row's id, and the provider answers a repeated key with the first mail's result.
-- - delivery_state says it in one column for the dashboard: envoyé, en attente, en échec.

alter table public.contact_requests
  add column notify_next_at timestamptz null,
  add column notify_failed_at timestamptz null,
  add column notify_error text null
    constraint contact_requests_notify_error_length check (char_length(notify_error) <= 1000),
  add column notify_provider_id text null
    constraint contact_requests_notify_provider_id_length check (char_length(notify_provider_id) <= 200),
  add column delivery_state text generated always as (
    case
      when notified_at is not null then 'envoyé'
      when notify_failed_at is not null then 'en échec'
      else 'en attente'
    end
  ) stored,
  add constraint contact_requests_sent_or_failed check (notified_at is null or notify_failed_at is null);

comment on column public.contact_requests.notify_next_at is
  'Pas de nouvel essai d’envoi avant cette date (attente croissante après un échec temporaire).';
comment on column public.contact_requests.notify_failed_at is
  'Quand l’envoi a été abandonné (échec définitif) ; la raison est dans notify_error.';
comment on column public.contact_requests.notify_error is
  'Dernière erreur d’envoi, en français, pour l’équipe.';
comment on column public.contact_requests.notify_provider_id is
  'Identifiant du mail chez le fournisseur d’e-mail (Resend), une fois envoyé.';
comment on column public.contact_requests.delivery_state is
  'État du mail à l’école : envoyé, en attente ou en échec.';

-- Claimable: not sent, not failed, nobody holds a live lease, and its back-off is over.
create function public.contact_request_claimable(p_request public.contact_requests)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_request.notified_at is null
     and p_request.notify_failed_at is null
     and (p_request.notify_claimed_at is null or p_request.notify_claimed_at < pg_catalog.now() - interval '2 minutes')
     and (p_request.notify_next_at is null or p_request.notify_next_at <= pg_catalog.now());
$$;

create or replace function public.claim_contact_request(
  p_name text,
  p_email text,
  p_phone text,
  p_reason text,
  p_message text
)
returns setof public.contact_requests
language sql
volatile
security invoker
set search_path = ''
as $$
  update public.contact_requests as r
     set notify_claim = gen_random_uuid(),
         notify_claimed_at = now(),
         notify_attempts = r.notify_attempts + 1
   where r.id = (
           select c.id
             from public.contact_requests as c
            where public.contact_request_claimable(c)
              and c.created_at > now() - interval '1 hour'
              and c.name = p_name
              and c.email = p_email
              and c.phone is not distinct from p_phone
              and c.reason = p_reason
              and c.message = p_message
            order by c.created_at, c.id
            limit 1
              for update skip locked
         )
     and public.contact_request_claimable(r)
  returning r.*;
$$;

-- The retry path: the requests tried least first, then the oldest, so a row that keeps failing
-- goes behind the others; each is due only once its back-off is over.
create or replace function public.claim_due_contact_requests(
  p_min_age interval default interval '2 minutes',
  p_limit integer default 20
)
returns setof public.contact_requests
language sql
volatile
security invoker
set search_path = ''
as $$
  with claimed as (
    update public.contact_requests as r
       set notify_claim = gen_random_uuid(),
           notify_claimed_at = now(),
           notify_attempts = r.notify_attempts + 1
     where r.id in (
             select c.id
               from public.contact_requests as c
              where public.contact_request_claimable(c)
                and c.created_at <= now() - greatest(p_min_age, interval '0 seconds')
              order by c.notify_attempts, c.created_at, c.id
              limit least(greatest(p_limit, 0), 100)
                for update skip locked
           )
       and public.contact_request_claimable(r)
    returning r.*
  )
  -- `returning` keeps no order.
  select * from claimed order by notify_attempts, created_at, id;
$$;

drop function public.contact_request_claimable(timestamptz, timestamptz);
drop function public.release_contact_request_claim(uuid, uuid);
drop function public.mark_contact_request_notified(uuid, uuid);

-- The mail left: only the holder of the claim records it (a holder whose lease was taken over
-- gets false; the provider's idempotency key kept the mail single).
create function public.mark_contact_request_notified(p_id uuid, p_claim uuid, p_provider_id text default null)
returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$
  with marked as (
    update public.contact_requests
       set notified_at = now(),
           notify_provider_id = left(p_provider_id, 200),
           notify_claim = null,
           notify_claimed_at = null,
           notify_next_at = null,
           notify_error = null
     where id = p_id and notify_claim = p_claim and notified_at is null and notify_failed_at is null
    returning 1
  )
  select exists (select 1 from marked);
$$;

-- A temporary failure: the row waits 2^(attempts-1) minutes (at most 6 hours) before its next
-- try; the 12th failure is the last, and the row is failed. Returns the row's state afterwards
-- ('en attente' or 'en échec'), or null when the caller no longer held the claim.
create function public.defer_contact_request(p_id uuid, p_claim uuid, p_error text)
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  update public.contact_requests
     set notify_claim = null,
         notify_claimed_at = null,
         notify_next_at = case
           when notify_attempts >= 12 then null
           else now() + least(interval '1 minute' * power(2, greatest(notify_attempts, 1) - 1), interval '6 hours')
         end,
         notify_failed_at = case when notify_attempts >= 12 then now() end,
         notify_error = left(
           case
             when notify_attempts >= 12
               then format('Abandon après %s tentatives. Dernière erreur : %s', notify_attempts, p_error)
             else p_error
           end,
           1000
         )
   where id = p_id and notify_claim = p_claim and notified_at is null and notify_failed_at is null
  returning delivery_state;
$$;

-- A permanent failure: the row is failed with its reason and never tried again.
create function public.fail_contact_request(p_id uuid, p_claim uuid, p_error text)
returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$
  with failed as (
    update public.contact_requests
       set notify_failed_at = now(),
           notify_error = left(p_error, 1000),
           notify_claim = null,
           notify_claimed_at = null,
           notify_next_at = null
     where id = p_id and notify_claim = p_claim and notified_at is null and notify_failed_at is null
    returning 1
  )
  select exists (select 1 from failed);
$$;

revoke all on function public.contact_request_claimable(public.contact_requests) from public, anon, authenticated;
revoke all on function public.mark_contact_request_notified(uuid, uuid, text) from public, anon, authenticated;
revoke all on function public.defer_contact_request(uuid, uuid, text) from public, anon, authenticated;
revoke all on function public.fail_contact_request(uuid, uuid, text) from public, anon, authenticated;
grant execute on function public.contact_request_claimable(public.contact_requests) to service_role;
grant execute on function public.mark_contact_request_notified(uuid, uuid, text) to service_role;
grant execute on function public.defer_contact_request(uuid, uuid, text) to service_role;
grant execute on function public.fail_contact_request(uuid, uuid, text) to service_role;
