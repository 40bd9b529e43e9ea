-- contact_requests notification state: the send-contact-email function mails a request only
-- when it is really stored and not mailed yet, and never twice.
--
-- The browser inserts the request with the anon key (which cannot read it back), then calls
-- the function with the same five values. The function, with the service role, CLAIMS the
-- oldest un-notified row holding exactly those values, sends the mail, then MARKS it notified
-- (or RELEASES the claim when the e-mail API failed, so the scheduled sweep retries it).
-- A claim is a lease: a function that crashed between claim and mark does not block the row
-- forever, the sweep takes it over once the lease has run out.
--
-- These columns are not in anon's insert grant (20251101120000): a visitor cannot mark their
-- own request as notified, nor read any of it.

alter table public.contact_requests
  add column notified_at timestamptz null,
  add column notify_claim uuid null,
  add column notify_claimed_at timestamptz null,
  add column notify_attempts integer not null default 0,
  add constraint contact_requests_claim_pair check ((notify_claim is null) = (notify_claimed_at is null));

comment on column public.contact_requests.notified_at is
  'Quand le mail à l’école a été envoyé ; null tant qu’il ne l’est pas (le balayage le renvoie).';
comment on column public.contact_requests.notify_claim is
  'Jeton de l’envoi en cours (bail de 15 minutes) ; null quand personne n’envoie.';
comment on column public.contact_requests.notify_attempts is
  'Nombre d’envois tentés (réussis ou non).';

-- What the claim and the sweep look for.
create index contact_requests_unnotified_idx
  on public.contact_requests (created_at)
  where notified_at is null;

-- Claimable: not mailed yet, and nobody holds an unexpired claim. The 15-minute lease is far
-- longer than a send (the e-mail API call times out after 10 s), so a live claim is never
-- taken over; a claim left by a crashed call is.
create function public.contact_request_claimable(p_notified_at timestamptz, p_claimed_at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_notified_at is null and (p_claimed_at is null or p_claimed_at < now() - interval '15 minutes');
$$;

-- Claims the oldest un-notified request of the last hour holding exactly these values, unless
-- another call holds an unexpired claim on it. `for update skip locked` plus the re-check in
-- the outer `where` make two concurrent calls for one request claim it once: the loser gets
-- no row (and sends nothing). An older request is the sweep's business, not a visitor call's.
create function public.claim_contact_request(
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
            where public.contact_request_claimable(c.notified_at, c.notify_claimed_at)
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
     and public.contact_request_claimable(r.notified_at, r.notify_claimed_at)
  returning r.*;
$$;

-- The retry path: claims up to p_limit un-notified requests older than p_min_age (so the
-- visitor's own call, a second after the insert, goes first), oldest first.
create function public.claim_due_contact_requests(
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
              where public.contact_request_claimable(c.notified_at, c.notify_claimed_at)
                and c.created_at <= now() - greatest(p_min_age, interval '0 seconds')
              order by c.created_at, c.id
              limit least(greatest(p_limit, 0), 100)
                for update skip locked
           )
       and public.contact_request_claimable(r.notified_at, r.notify_claimed_at)
    returning r.*
  )
  -- `returning` keeps no order: the sweep sends oldest first.
  select * from claimed order by created_at, id;
$$;

-- Marks a claimed request as notified. Only the holder of the claim can: a call whose lease
-- ran out and was taken over gets false.
create function public.mark_contact_request_notified(p_id uuid, p_claim uuid)
returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$
  with marked as (
    update public.contact_requests
       set notified_at = now(), notify_claim = null, notify_claimed_at = null
     where id = p_id and notify_claim = p_claim and notified_at is null
    returning 1
  )
  select exists (select 1 from marked);
$$;

-- Gives a claimed request back after a failed send: it stays un-notified for the sweep.
create function public.release_contact_request_claim(p_id uuid, p_claim uuid)
returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$
  with released as (
    update public.contact_requests
       set notify_claim = null, notify_claimed_at = null
     where id = p_id and notify_claim = p_claim and notified_at is null
    returning 1
  )
  select exists (select 1 from released);
$$;

-- Supabase's default privileges give every new function in public to anon and authenticated:
-- take that back, only the edge function (service role) may claim or mark a request.
revoke all on function public.contact_request_claimable(timestamptz, timestamptz) from public, anon, authenticated;
revoke all on function public.claim_contact_request(text, text, text, text, text) from public, anon, authenticated;
revoke all on function public.claim_due_contact_requests(interval, integer) from public, anon, authenticated;
revoke all on function public.mark_contact_request_notified(uuid, uuid) from public, anon, authenticated;
revoke all on function public.release_contact_request_claim(uuid, uuid) from public, anon, authenticated;
grant execute on function public.contact_request_claimable(timestamptz, timestamptz) to service_role;
grant execute on function public.claim_contact_request(text, text, text, text, text) to service_role;
grant execute on function public.claim_due_contact_requests(interval, integer) to service_role;
grant execute on function public.mark_contact_request_notified(uuid, uuid) to service_role;
grant execute on function public.release_contact_request_claim(uuid, uuid) to service_role;
