-- Only the site files requests; beyond a budget, a cost instead of a wall (issue 23, points 1-2).
--
-- 1. Only the site. Any page elsewhere could make its visitors file requests: an auto-submitting
--    form to submit-contact-form, or a fetch to the REST insert with the public key (the API
--    answers every origin). Each of its visitors is a fresh client for the budget, so 250
--    cross-site posts used up the global budget and the next genuine visitor was refused. Now the
--    budget trigger refuses, before it counts anything, a browser request from another origin:
--    one whose `Origin` is not in `contact_request_settings.allowed_origins` (`null` included,
--    what sandboxed frames and data: pages send), or, without an `Origin`, whose `Sec-Fetch-Site`
--    says it came from another site. Both headers are written by the browser; a page cannot set
--    them. A script sends neither (it is not a visitor's browser being used): the budget and the
--    proof of work below deal with it. The refusal is `42501` (« not allowed »), and like every
--    refusal it rolls the call back: it costs no budget. The list is a deployment setting, one
--    `update` (supabase/README.md); empty, no browser may insert. `allow_same_origin` lets a page
--    of the very origin that serves the API insert (`Sec-Fetch-Site: same-origin`): the local
--    stand-in, reached by the site through its own proxy at /_supabase/, turns it on; a hosted
--    project serves no page of its own and keeps it off. The same check applies to the form
--    posted without JavaScript: submit_contact_request hands over the visitor's headers.
--
-- 2. A proof of work beyond the per-client and global budgets. Thirty visitors of a fair's stand
--    share one public address, so do a class, an office, a mobile carrier's customers: the
--    per-client budget (5 in 10 minutes) turned 20 of 30 away. Now a request beyond the
--    per-client or global budget is still stored when it carries a proof of work the backend
--    issued and checked (ALTCHA's model, no third party, no cookie: the submit-contact-form
--    function issues a signed challenge, the visitor's browser spends about a second on it, the
--    function verifies the solution). Only the service role can say a request carries one
--    (submit_contact_request's `p_proof`), and each challenge is spent once:
--    contact_request_proofs keeps its nonce until it expires. The per-address budget and the
--    one-request-per-call rule still hold for everyone. Admissions record whether a proof came
--    with them (`proved`), so staff can see how often the lane is used.

alter table public.contact_request_settings
  add column allowed_origins text[] not null default '{}',
  add column allow_same_origin boolean not null default false;

-- An origin as a browser writes it: scheme, host, optional port, lower case, no path.
create function public.contact_request_origins_valid(p_origins text[])
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(pg_catalog.bool_and(origin ~ '^https?://[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:[0-9]{1,5})?$'), true)
    from pg_catalog.unnest(p_origins) as origin;
$$;

alter table public.contact_request_settings
  add constraint contact_request_settings_origins_shape check (public.contact_request_origins_valid(allowed_origins));

comment on column public.contact_request_settings.allowed_origins is
  'Origines du site autorisées à envoyer des demandes depuis un navigateur (https://www.exemple.fr) ; vide : aucune.';
comment on column public.contact_request_settings.allow_same_origin is
  'Accepter une page de l’origine même de l’API (Sec-Fetch-Site: same-origin) : le Supabase local seulement.';

-- Whether a request with these headers (PostgREST's request.headers, or the visitor's headers
-- handed over by a function) comes from the site, or from no browser at all.
create function public.contact_request_from_the_site(p_headers text, p_allowed text[], p_same_origin boolean)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  headers json;
  origin text;
  fetch_site text;
begin
  -- A setting PostgREST set in an earlier transaction of the session reads back as ''.
  begin
    headers := coalesce(nullif(p_headers, ''), '{}')::json;
  exception when others then
    return false;
  end;
  if pg_catalog.json_typeof(headers) <> 'object' then
    return false;
  end if;
  origin := headers ->> 'origin';
  fetch_site := pg_catalog.lower(headers ->> 'sec-fetch-site');
  if p_same_origin and fetch_site = 'same-origin' then
    return true;
  end if;
  if origin is not null then
    return pg_catalog.lower(origin) = any (p_allowed);
  end if;
  -- No Origin: a browser still says where the request came from in Sec-Fetch-Site.
  return fetch_site is null or fetch_site in ('same-origin', 'none');
end;
$$;

create table public.contact_request_proofs (
  -- the challenge's nonce (ALTCHA: 16 random bytes, hex)
  nonce text primary key
    constraint contact_request_proofs_nonce_shape check (nonce ~ '^[0-9a-f]{32}$'),
  expires_at timestamptz not null,
  spent_at timestamptz not null default now()
);

comment on table public.contact_request_proofs is
  'Preuves de travail déjà utilisées (chacune ne sert qu’une fois), gardées jusqu’à leur expiration.';

alter table public.contact_request_proofs enable row level security;
revoke all on table public.contact_request_proofs from public, anon, authenticated;
grant select, insert, delete on table public.contact_request_proofs to service_role;

alter table public.contact_request_admissions
  add column proved boolean not null default false;

-- The budget trigger of 20261124140000, with the origin check first and the proof lane.
create or replace function public.contact_requests_admit()
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
  v_headers text;
  v_proved boolean := false;
  recent integer;
  longer integer;
begin
  -- Budgeted: what the public key sends (headers: PostgREST's request.headers), and what the
  -- service role files on a visitor's behalf through submit_contact_request (headers: the
  -- visitor's request to the edge function; a proof of work only there, checked by the
  -- function). Staff and the service role otherwise file freely.
  -- `role` is the role PostgREST switched to (security definer does not change it).
  if pg_catalog.current_setting('role', true) in ('anon', 'authenticated') then
    v_headers := pg_catalog.current_setting('request.headers', true);
  elsif pg_catalog.current_setting('contact_requests.on_behalf', true) = 'yes' then
    v_headers := pg_catalog.current_setting('contact_requests.visitor_headers', true);
    v_proved := coalesce(pg_catalog.current_setting('contact_requests.proved', true) = 'yes', false);
  else
    return new;
  end if;

  select * into settings from public.contact_request_settings where id;

  -- 0. Only the site: a browser request from another origin is refused before anything is
  --    counted (and the refusal rolls the call back).
  if not public.contact_request_from_the_site(v_headers, settings.allowed_origins, settings.allow_same_origin) then
    raise exception using
      errcode = 'insufficient_privilege',
      message = 'Les demandes de contact ne peuvent être envoyées que depuis le site de l’école.',
      detail = 'origin',
      hint = 'L’origine de la page n’est pas dans contact_request_settings.allowed_origins.';
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

  v_email_key := public.contact_request_pseudonym(public.contact_email_key(new.email), settings.pseudonym_salt);
  v_client_key := public.contact_request_pseudonym(
    public.contact_request_client_network(v_headers, settings.client_address_header),
    settings.pseudonym_salt
  );

  delete from public.contact_request_admissions where admitted_at < pg_catalog.now() - interval '1 day';

  -- 2. Per address: for everyone, proof or not (one person does not write 4 times in 10 minutes).
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

  -- 3. Per client, and 4. for everyone: beyond them, a request needs a proof of work.
  if not v_proved then
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
          hint = 'Au-delà, une demande doit porter une preuve de travail (fonction submit-contact-form).';
      end if;
    end if;

    select count(*) filter (where admitted_at > pg_catalog.now() - interval '1 minute'), count(*)
      into recent, longer
      from public.contact_request_admissions
     where admitted_at > pg_catalog.now() - interval '1 hour';
    if recent >= settings.global_max_per_minute or longer >= settings.global_max_per_hour then
      raise exception using
        errcode = 'P0001',
        message = 'Le formulaire reçoit trop de demandes en ce moment. Veuillez réessayer plus tard.',
        detail = 'global',
        hint = 'Au-delà, une demande doit porter une preuve de travail (fonction submit-contact-form).';
    end if;
  end if;

  insert into public.contact_request_admissions (admitted_at, client_key, email_key, proved)
    values (pg_catalog.now(), v_client_key, v_email_key, v_proved);
  return new;
end;
$$;

-- The insert of the submit-contact-form function (service role): a form posted without
-- JavaScript, or the form's script beyond the budget with a proof of work. `p_proof`, when given,
-- is the challenge the function has verified: `{ "nonce": "<32 hex>", "expires_at": <unix s> }`;
-- spent here, once (`P0001`, detail `proof`, for a second use).
drop function public.submit_contact_request(jsonb, jsonb);

create function public.submit_contact_request(p_request jsonb, p_headers jsonb, p_proof jsonb default null)
returns uuid
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_id uuid;
  v_nonce text;
  v_expires timestamptz;
begin
  if p_request is null or pg_catalog.jsonb_typeof(p_request) <> 'object' then
    raise exception using errcode = '22023', message = 'p_request doit être un objet JSON.';
  end if;
  if p_proof is not null then
    v_nonce := p_proof ->> 'nonce';
    begin
      v_expires := pg_catalog.to_timestamp((p_proof ->> 'expires_at')::double precision);
    exception when others then
      v_expires := null;
    end;
    if v_nonce is null or v_nonce !~ '^[0-9a-f]{32}$' or v_expires is null then
      raise exception using errcode = '22023', message = 'p_proof doit porter nonce et expires_at.';
    end if;
    delete from public.contact_request_proofs where expires_at < pg_catalog.now();
    insert into public.contact_request_proofs (nonce, expires_at) values (v_nonce, v_expires)
      on conflict (nonce) do nothing;
    if not found then
      raise exception using
        errcode = 'P0001',
        message = 'Cette vérification a déjà servi : demandez-en une nouvelle.',
        detail = 'proof';
    end if;
    perform pg_catalog.set_config('contact_requests.proved', 'yes', true);
  end if;
  perform pg_catalog.set_config('contact_requests.on_behalf', 'yes', true);
  perform pg_catalog.set_config(
    'contact_requests.visitor_headers',
    case when pg_catalog.jsonb_typeof(p_headers) = 'object' then p_headers::text else '{}' end,
    true
  );
  insert into public.contact_requests (
    name, email, phone, reason, message,
    landing_path, form_path, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content
  ) values (
    p_request ->> 'name', p_request ->> 'email', p_request ->> 'phone',
    coalesce(p_request ->> 'reason', 'Formation IA'), p_request ->> 'message',
    p_request ->> 'landing_path', p_request ->> 'form_path', p_request ->> 'referrer_host',
    p_request ->> 'utm_source', p_request ->> 'utm_medium', p_request ->> 'utm_campaign',
    p_request ->> 'utm_term', p_request ->> 'utm_content'
  )
  returning id into v_id;
  perform pg_catalog.set_config('contact_requests.on_behalf', '', true);
  perform pg_catalog.set_config('contact_requests.proved', '', true);
  return v_id;
end;
$$;

comment on function public.submit_contact_request(jsonb, jsonb, jsonb) is
  'Enregistre une demande reçue par la fonction submit-contact-form (sans JavaScript, ou avec une preuve de travail), comptée par le budget comme une demande du visiteur.';

-- The budget's fingerprints and the spent proofs, both kept no longer than needed.
create or replace function public.purge_contact_request_admissions()
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
  ),
  spent as (
    delete from public.contact_request_proofs
     where expires_at < pg_catalog.now()
    returning 1
  )
  select ((select count(*) from purged) + (select count(*) from spent))::integer;
$$;

revoke all on function public.contact_request_origins_valid(text[]) from public, anon, authenticated;
revoke all on function public.contact_request_from_the_site(text, text[], boolean) from public, anon, authenticated;
revoke all on function public.submit_contact_request(jsonb, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.contact_request_origins_valid(text[]) to service_role;
grant execute on function public.contact_request_from_the_site(text, text[], boolean) to service_role;
grant execute on function public.submit_contact_request(jsonb, jsonb, jsonb) to service_role;
