-- Where each contact request came from, and the form that works without JavaScript.
--
-- 1. Attribution columns (issue 14, part 2). The form sends, from the tab's sessionStorage, the
--    first page of the visit (`landing_path`), its five `utm_*` parameters and the host of the
--    site that linked to it (`referrer_host`, never its full address), plus the page the form
--    is on (`form_path`; the only one a form without JavaScript can send). All optional, all
--    bounded by a CHECK, insertable by anon and readable by nobody but the service role, like
--    the other columns. No cookie, no identifier, no IP address: nothing here names a visitor.
--    The function (supabase/functions/_shared/contactRules.ts) and the form
--    (packages/contact/src/ContactForm/attribution.ts) repeat these rules; the shared table of
--    values (functions/_shared/testing/contactValueCases.ts) proves the three agree.
--
-- 2. `submit_contact_request(p_request, p_headers)`: the insert the `submit-contact-form` edge
--    function makes on a visitor's behalf (a plain HTML form post, no JavaScript). It runs as the
--    service role, which the flood budget would let through unbudgeted; the function therefore
--    marks the transaction as "on behalf of a visitor" and hands over the headers of the
--    visitor's own request to the function. The budget trigger then counts that insert exactly
--    like an anon insert through PostgREST: one per call, per address, per client and global,
--    the client read from the same one trusted header (`client_address_header`, e.g.
--    `cf-connecting-ip`, which the platform's proxy writes in front of the function as it does
--    in front of PostgREST). The headers of the function's own call to PostgREST (where the
--    client would be the function itself) are never used for it. Only the service role may call
--    it, so a visitor cannot pick the headers it is counted under; an anon insert keeps using
--    PostgREST's request.headers, whatever settings it might try to set.

alter table public.contact_requests
  add column landing_path text null,
  add column form_path text null,
  add column referrer_host text null,
  add column utm_source text null,
  add column utm_medium text null,
  add column utm_campaign text null,
  add column utm_term text null,
  add column utm_content text null;

comment on column public.contact_requests.landing_path is 'Première page de la visite dans l’onglet (chemin seul, sans paramètres).';
comment on column public.contact_requests.form_path is 'Page du formulaire d’où la demande est partie (chemin seul).';
comment on column public.contact_requests.referrer_host is 'Nom d’hôte du site qui a mené à la première page (jamais l’adresse complète) ; vide pour une visite directe ou interne.';
comment on column public.contact_requests.utm_source is 'utm_source de la première page de la visite.';
comment on column public.contact_requests.utm_medium is 'utm_medium de la première page de la visite.';
comment on column public.contact_requests.utm_campaign is 'utm_campaign de la première page de la visite.';
comment on column public.contact_requests.utm_term is 'utm_term de la première page de la visite.';
comment on column public.contact_requests.utm_content is 'utm_content de la première page de la visite.';

-- A path: starts with `/`, URL path characters only (no query, fragment, space or control
-- character), at most 200 characters. A utm value: at most 100 characters, not blank, one line,
-- no control or bidirectional character (the name's class). A host: lower-case letters, digits
-- and hyphens in dotted labels of at most 63, at most 253 characters (no port, no user).
alter table public.contact_requests
  add constraint contact_requests_landing_path_shape
    check (landing_path is null or (char_length(landing_path) <= 200 and landing_path ~ '^/[A-Za-z0-9._~!$&''()*+,;=:@%/-]*$')),
  add constraint contact_requests_form_path_shape
    check (form_path is null or (char_length(form_path) <= 200 and form_path ~ '^/[A-Za-z0-9._~!$&''()*+,;=:@%/-]*$')),
  add constraint contact_requests_referrer_host_shape
    check (referrer_host is null or (char_length(referrer_host) <= 253
      and referrer_host ~ '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$')),
  add constraint contact_requests_utm_source_shape
    check (utm_source is null or (char_length(utm_source) <= 100
      and utm_source ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]'
      and utm_source !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]')),
  add constraint contact_requests_utm_medium_shape
    check (utm_medium is null or (char_length(utm_medium) <= 100
      and utm_medium ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]'
      and utm_medium !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]')),
  add constraint contact_requests_utm_campaign_shape
    check (utm_campaign is null or (char_length(utm_campaign) <= 100
      and utm_campaign ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]'
      and utm_campaign !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]')),
  add constraint contact_requests_utm_term_shape
    check (utm_term is null or (char_length(utm_term) <= 100
      and utm_term ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]'
      and utm_term !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]')),
  add constraint contact_requests_utm_content_shape
    check (utm_content is null or (char_length(utm_content) <= 100
      and utm_content ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]'
      and utm_content !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]'));

grant insert (landing_path, form_path, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content)
  on table public.contact_requests to anon;

-- The budget trigger of 20261124130200, now also counting inserts the service role makes on a
-- visitor's behalf (submit_contact_request below). Unchanged otherwise.
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
  recent integer;
  longer integer;
begin
  -- Budgeted: what the public key sends (headers: PostgREST's request.headers), and what the
  -- service role files on a visitor's behalf through submit_contact_request (headers: the
  -- visitor's request to the edge function). Staff and the service role otherwise file freely.
  -- `role` is the role PostgREST switched to (security definer does not change it).
  if pg_catalog.current_setting('role', true) in ('anon', 'authenticated') then
    v_headers := pg_catalog.current_setting('request.headers', true);
  elsif pg_catalog.current_setting('contact_requests.on_behalf', true) = 'yes' then
    v_headers := pg_catalog.current_setting('contact_requests.visitor_headers', true);
  else
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
    public.contact_request_client_network(v_headers, settings.client_address_header),
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

-- The insert of a form posted without JavaScript, made by the edge function with the service
-- role. `p_request`: the columns anon may insert (any other key is ignored; a missing reason
-- takes the column default). `p_headers`: the visitor's request headers as the function
-- received them (lower-case names), of which the budget reads the one trusted header only.
-- security invoker: the row is written by the service role, under the table's CHECKs and the
-- budget trigger above. Returns the new request's id.
create function public.submit_contact_request(p_request jsonb, p_headers jsonb)
returns uuid
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_id uuid;
begin
  if p_request is null or pg_catalog.jsonb_typeof(p_request) <> 'object' then
    raise exception using errcode = '22023', message = 'p_request doit être un objet JSON.';
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
  return v_id;
end;
$$;

comment on function public.submit_contact_request(jsonb, jsonb) is
  'Enregistre une demande envoyée sans JavaScript (fonction submit-contact-form), comptée par le budget comme une demande du visiteur.';

revoke all on function public.submit_contact_request(jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.submit_contact_request(jsonb, jsonb) to service_role;
