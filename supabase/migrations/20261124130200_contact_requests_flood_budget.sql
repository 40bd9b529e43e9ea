-- A flood budget for contact requests that does not depend on the address a visitor types.
--
-- The per-address limit of 20251110120100 (3 requests in 10 minutes) let one script store 500
-- requests with 500 addresses, and one REST call with a JSON array stored 10 540 rows. What the
-- public key may now do, checked by one `before insert` trigger for every row anon inserts:
--
-- 1. One request per API call: a second row in the same transaction (an array body, or
--    anything else PostgREST could send as one statement) is refused and the whole call with it.
-- 2. Per address: at most 3 in 10 minutes, the address normalised (contact_email_key: case,
--    Unicode NFKC, `+tag`, and the dots Gmail ignores). Look-alike letters and invisible spaces
--    never get here: the e-mail CHECK refuses them (20261124130100).
-- 3. Per client: at most 5 in 10 minutes and 20 a day from one client address (an IPv6 client
--    counts by its /64, what one subscriber gets). The address is read from the one request
--    header the settings name (`cf-connecting-ip` on a hosted project, set by the platform's
--    proxy whatever the caller sends; see supabase/README.md), never from `x-forwarded-for`
--    as the caller wrote it. No such header (a direct database session): no per-client count.
-- 4. For everyone: at most 240 a minute and 1 000 an hour. Far above what the school receives,
--    and above 200 visitors writing in the same minute; it caps what a distributed flood can
--    put in the staff's inbox and spend of the e-mail provider's quota.
--
-- A refusal is `P0001` with a French message (PostgREST: 400); the form shows its own words
-- with the school's e-mail and phone. `details` says which budget: address, client or global.
-- The numbers live in contact_request_settings (one row) so staff can change them with one
-- `update` without a migration.
--
-- Privacy: the budget keeps no address in clear. Each admission is a row of
-- contact_request_admissions holding a salted SHA-256 of the normalised e-mail and of the client
-- network (the salt is a random value of this database, readable by the service role only), kept
-- 24 hours and then deleted (by the trigger itself and by a job every 10 minutes). The privacy
-- policy says so.

drop trigger contact_requests_rate_limit on public.contact_requests;
drop function public.contact_requests_rate_limit();
drop index public.contact_requests_email_recent_idx;

create table public.contact_request_settings (
  id boolean primary key default true
    constraint contact_request_settings_one_row check (id),
  -- lower case, as PostgREST writes the names of request.headers
  client_address_header text not null default 'cf-connecting-ip'
    constraint contact_request_settings_header_name check (client_address_header ~ '^[a-z0-9-]{1,64}$'),
  address_max_per_10_minutes integer not null default 3,
  client_max_per_10_minutes integer not null default 5,
  client_max_per_day integer not null default 20,
  global_max_per_minute integer not null default 240,
  global_max_per_hour integer not null default 1000,
  pseudonym_salt text not null default encode(sha256(convert_to(gen_random_uuid()::text, 'UTF8')), 'hex'),
  constraint contact_request_settings_positive check (
    least(address_max_per_10_minutes, client_max_per_10_minutes, client_max_per_day,
          global_max_per_minute, global_max_per_hour) > 0
  )
);

comment on table public.contact_request_settings is
  'Budget du formulaire de contact (une ligne) : limites par adresse, par client et pour tous, en-tête de l’adresse du client.';

insert into public.contact_request_settings default values;

create table public.contact_request_admissions (
  admitted_at timestamptz not null default now(),
  -- salted SHA-256 of the client network, null when the request carried no client address
  client_key text null,
  -- salted SHA-256 of contact_email_key(email)
  email_key text not null
);

comment on table public.contact_request_admissions is
  'Demandes admises par le budget (empreintes salées de l’adresse e-mail et du client), gardées 24 heures.';

create index contact_request_admissions_at_idx on public.contact_request_admissions (admitted_at);
create index contact_request_admissions_client_idx on public.contact_request_admissions (client_key, admitted_at)
  where client_key is not null;
create index contact_request_admissions_email_idx on public.contact_request_admissions (email_key, admitted_at);

alter table public.contact_request_settings enable row level security;
alter table public.contact_request_admissions enable row level security;
revoke all on table public.contact_request_settings from public, anon, authenticated;
revoke all on table public.contact_request_admissions from public, anon, authenticated;
grant select, update on table public.contact_request_settings to service_role;
grant select, delete on table public.contact_request_admissions to service_role;

-- The key an address is counted under: what a mailbox provider would deliver to the same inbox.
-- Lower case and NFKC (harmless for the ASCII the CHECK lets in; kept should the CHECK ever
-- widen); `+tag` dropped for every domain (plus addressing is near universal, and two mailboxes
-- sharing a budget of 3 costs nobody anything); the dots of the local part dropped where the
-- provider ignores them (Gmail, whose two domains are one).
create function public.contact_email_key(p_email text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  with normalised as (
    select pg_catalog.lower(pg_catalog.normalize(p_email, 'NFKC')) as address
  ),
  parts as (
    select pg_catalog.split_part(pg_catalog.split_part(address, '@', 1), '+', 1) as local,
           pg_catalog.rtrim(pg_catalog.split_part(address, '@', 2), '.') as domain
      from normalised
  )
  select case
           when domain in ('gmail.com', 'googlemail.com')
             then pg_catalog.replace(local, '.', '') || '@gmail.com'
           else local || '@' || domain
         end
    from parts;
$$;

-- The client a request comes from, from the JSON of PostgREST's request.headers and the name of
-- the one header to trust. A list (x-forwarded-for written by a proxy the settings trust) counts
-- by its last entry, the one that proxy added. IPv4: the address; IPv6: its /64. Anything
-- unreadable: null (no per-client count), never an error that would refuse a visitor.
create function public.contact_request_client_network(p_headers text, p_header text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  raw text;
  address inet;
begin
  raw := (p_headers::json) ->> p_header;
  if raw is null then
    return null;
  end if;
  address := pg_catalog.btrim(pg_catalog.regexp_replace(raw, '^.*,', ''))::inet;
  if pg_catalog.family(address) = 6 and not address <<= '::ffff:0.0.0.0/96'::inet then
    return pg_catalog.host(pg_catalog.network(pg_catalog.set_masklen(address, 64))) || '/64';
  end if;
  return pg_catalog.host(address);
exception when others then
  return null;
end;
$$;

create function public.contact_request_pseudonym(p_value text, p_salt text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(p_salt || ':' || p_value, 'UTF8')), 'hex');
$$;

-- security definer: the budget counts rows anon may not read. search_path is empty so nothing
-- a caller creates can shadow what the function calls.
create function public.contact_requests_admit()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  settings public.contact_request_settings;
  v_client_key text;
  v_email_key text;
  recent integer;
  longer integer;
begin
  -- Only what the public key sends is budgeted: staff and the service role file rows freely.
  -- `role` is the role PostgREST switched to (security definer does not change it).
  if pg_catalog.current_setting('role', true) not in ('anon', 'authenticated') then
    return new;
  end if;

  -- 1. One request per API call (PostgREST runs each call in one transaction).
  if pg_catalog.current_setting('contact_requests.admitted', true) = 'yes' then
    raise exception using
      errcode = 'check_violation',
      constraint = 'contact_requests_one_per_request',
      message = 'Une seule demande de contact par envoi.',
      hint = 'Envoyez un objet JSON, pas une liste.';
  end if;
  perform pg_catalog.set_config('contact_requests.admitted', 'yes', true);

  -- One admission at a time until commit, so concurrent calls count each other; each count
  -- below is a new statement, hence a fresh snapshot that sees every committed admission.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('contact_requests:admission', 0));

  select * into settings from public.contact_request_settings where id;
  v_email_key := public.contact_request_pseudonym(public.contact_email_key(new.email), settings.pseudonym_salt);
  v_client_key := public.contact_request_pseudonym(
    public.contact_request_client_network(
      pg_catalog.current_setting('request.headers', true),
      settings.client_address_header
    ),
    settings.pseudonym_salt
  );

  delete from public.contact_request_admissions where admitted_at < pg_catalog.now() - interval '1 day';

  -- 2. Per address.
  select count(*) into recent
    from public.contact_request_admissions
   where email_key = v_email_key and admitted_at > pg_catalog.now() - interval '10 minutes';
  if recent >= settings.address_max_per_10_minutes then
    raise exception using
      errcode = 'P0001',
      message = 'Trop de demandes envoyées avec cette adresse e-mail. Veuillez réessayer dans quelques minutes.',
      detail = 'address',
      hint = pg_catalog.format('Au plus %s demandes par adresse e-mail en 10 minutes.', settings.address_max_per_10_minutes);
  end if;

  -- 3. Per client.
  if v_client_key is not null then
    select count(*) filter (where admitted_at > pg_catalog.now() - interval '10 minutes'), count(*)
      into recent, longer
      from public.contact_request_admissions
     where client_key = v_client_key and admitted_at > pg_catalog.now() - interval '1 day';
    if recent >= settings.client_max_per_10_minutes or longer >= settings.client_max_per_day then
      raise exception using
        errcode = 'P0001',
        message = 'Trop de demandes envoyées depuis cette connexion. Veuillez réessayer plus tard.',
        detail = 'client',
        hint = 'Le nombre de demandes par connexion est limité sur 10 minutes et sur une journée.';
    end if;
  end if;

  -- 4. For everyone.
  select count(*) filter (where admitted_at > pg_catalog.now() - interval '1 minute'), count(*)
    into recent, longer
    from public.contact_request_admissions
   where admitted_at > pg_catalog.now() - interval '1 hour';
  if recent >= settings.global_max_per_minute or longer >= settings.global_max_per_hour then
    raise exception using
      errcode = 'P0001',
      message = 'Le formulaire reçoit trop de demandes en ce moment. Veuillez réessayer plus tard.',
      detail = 'global',
      hint = 'Le nombre de demandes reçues par minute et par heure est limité.';
  end if;

  insert into public.contact_request_admissions (admitted_at, client_key, email_key)
    values (pg_catalog.now(), v_client_key, v_email_key);
  return new;
end;
$$;

create trigger contact_requests_admit
  before insert on public.contact_requests
  for each row execute function public.contact_requests_admit();

-- The trigger deletes day-old admissions as it goes; on a quiet site nothing would, hence this,
-- run by the scheduled job below (and by the local stand-in's sweeper).
create function public.purge_contact_request_admissions()
returns integer
language sql
volatile
security invoker
set search_path = ''
as $$
  with purged as (
    delete from public.contact_request_admissions
     where admitted_at < pg_catalog.now() - interval '1 day'
    returning 1
  )
  select count(*)::integer from purged;
$$;

revoke all on function public.contact_email_key(text) from public, anon, authenticated;
revoke all on function public.contact_request_client_network(text, text) from public, anon, authenticated;
revoke all on function public.contact_request_pseudonym(text, text) from public, anon, authenticated;
revoke all on function public.contact_requests_admit() from public, anon, authenticated;
revoke all on function public.purge_contact_request_admissions() from public, anon, authenticated;
grant execute on function public.contact_email_key(text) to service_role;
grant execute on function public.contact_request_client_network(text, text) to service_role;
grant execute on function public.purge_contact_request_admissions() to service_role;

do $$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule(
      'purge-contact-request-admissions',
      '*/10 * * * *',
      'select public.purge_contact_request_admissions()'
    );
  end if;
end;
$$;
