-- One bad row fails alone (issue 23, point 7).
--
-- PostgreSQL checks a `not valid` CHECK on every new version of a row. A pending request stored
-- before such a constraint was added, and breaking it, can therefore not be updated at all: not
-- claimed, not marked, not failed. 20261124130100 failed those rows before adding its rules, but a
-- later migration that forgot to would make `claim_due_contact_requests` raise on that one row,
-- and every sweep after it would fail whole: no pending request would be mailed any more.
--
-- Now the sweep's claim takes its rows one at a time, each in a subtransaction: a row the
-- database refuses to update is recorded in contact_request_unsendable with the constraint's
-- name, never claimed again, and the claim goes on with the others. The row itself cannot carry
-- the failure (that would be an update too): staff read it there, and `npm run export-requests`
-- shows such a request as « en échec » with its reason. Once someone corrects the row (SQL editor)
-- and deletes its line here, it is claimed again.

create table public.contact_request_unsendable (
  request_id uuid primary key references public.contact_requests (id) on delete cascade,
  failed_at timestamptz not null default now(),
  error text not null
    constraint contact_request_unsendable_error_length check (char_length(error) <= 1000)
);

comment on table public.contact_request_unsendable is
  'Demandes en attente que la base refuse de modifier (une règle ajoutée depuis leur enregistrement) : jamais envoyées, à traiter à la main.';

alter table public.contact_request_unsendable enable row level security;
revoke all on table public.contact_request_unsendable from public, anon, authenticated;
grant select, delete on table public.contact_request_unsendable to service_role;

-- Claimable: not sent, not failed, nobody holds a live lease, its back-off is over, and the
-- database does not refuse to update it.
create or replace function public.contact_request_claimable(p_request public.contact_requests)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_request.notified_at is null
     and p_request.notify_failed_at is null
     and (p_request.notify_claimed_at is null or p_request.notify_claimed_at < pg_catalog.now() - interval '2 minutes')
     and (p_request.notify_next_at is null or p_request.notify_next_at <= pg_catalog.now())
     and not exists (select 1 from public.contact_request_unsendable as u where u.request_id = p_request.id);
$$;

-- The retry path, as in 20261124130000 (the requests tried least first, then the oldest, each
-- due once its back-off is over), one row at a time. security definer: the row set aside is
-- written to a table the service role may only read; the function is the service role's only.
create or replace function public.claim_due_contact_requests(
  p_min_age interval default interval '2 minutes',
  p_limit integer default 20
)
returns setof public.contact_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_claimed public.contact_requests;
  v_constraint text;
begin
  for v_id in
    select c.id
      from public.contact_requests as c
     where public.contact_request_claimable(c)
       and c.created_at <= pg_catalog.now() - greatest(p_min_age, interval '0 seconds')
     order by c.notify_attempts, c.created_at, c.id
     limit least(greatest(p_limit, 0), 100)
       for update skip locked
  loop
    begin
      update public.contact_requests as r
         set notify_claim = gen_random_uuid(),
             notify_claimed_at = pg_catalog.now(),
             notify_attempts = r.notify_attempts + 1
       where r.id = v_id
         and public.contact_request_claimable(r)
      returning r.* into v_claimed;
      if found then
        return next v_claimed;
      end if;
    exception when integrity_constraint_violation then
      get stacked diagnostics v_constraint = constraint_name;
      insert into public.contact_request_unsendable (request_id, error)
      values (
        v_id,
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

revoke all on function public.claim_due_contact_requests(interval, integer) from public, anon, authenticated;
grant execute on function public.claim_due_contact_requests(interval, integer) to service_role;
