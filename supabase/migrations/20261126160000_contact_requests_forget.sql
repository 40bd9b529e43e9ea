-- Erasure on request (issue 21, point 9; `npm run forget -- <email>`): deletes every request of an
-- address, under all its spellings as the flood budget normalises them (contact_email_key: case,
-- `+tag`, Gmail's dots and googlemail.com), with their follow-up and mails (on delete cascade), and
-- the budget's fingerprints of that address (contact_request_admissions.email_key, the salted
-- hash of the same key). Logs the erasure in contact_request_erasures without the address: when,
-- how many of each. Returns the counts and the spellings found, for the person running it.
-- Service role only.

create table public.contact_request_erasures (
  id bigint generated always as identity primary key,
  erased_at timestamptz not null default pg_catalog.now(),
  requests integer not null constraint contact_request_erasures_requests check (requests >= 0),
  fingerprints integer not null constraint contact_request_erasures_fingerprints check (fingerprints >= 0)
);

comment on table public.contact_request_erasures is
  'Effacements demandés (npm run forget) : quand, combien de demandes et d’empreintes ; jamais l’adresse.';

alter table public.contact_request_erasures enable row level security;
revoke all on table public.contact_request_erasures from public, anon, authenticated;
grant select on table public.contact_request_erasures to service_role;

create function public.forget_contact_address(p_email text)
returns table (requests integer, fingerprints integer, spellings text[])
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_key text := public.contact_email_key(pg_catalog.btrim(p_email));
  v_requests integer;
  v_fingerprints integer;
  v_spellings text[];
begin
  if p_email is null or pg_catalog.btrim(p_email) !~ '^[^@[:space:]]+@[^@[:space:]]+$' then
    raise exception using errcode = '22023', message = 'Adresse e-mail invalide.';
  end if;
  select coalesce(pg_catalog.array_agg(distinct r.email order by r.email), '{}')
    into v_spellings
    from public.contact_requests as r
   where public.contact_email_key(r.email) = v_key;
  with gone as (
    delete from public.contact_requests as r where public.contact_email_key(r.email) = v_key returning 1
  )
  select count(*)::integer into v_requests from gone;
  with gone as (
    delete from public.contact_request_admissions as a
     where a.email_key = (
       select public.contact_request_pseudonym(v_key, s.pseudonym_salt) from public.contact_request_settings as s where s.id
     )
    returning 1
  )
  select count(*)::integer into v_fingerprints from gone;
  insert into public.contact_request_erasures (requests, fingerprints) values (v_requests, v_fingerprints);
  return query select v_requests, v_fingerprints, v_spellings;
end;
$$;

revoke all on function public.forget_contact_address(text) from public, anon, authenticated;
grant execute on function public.forget_contact_address(text) to service_role;
