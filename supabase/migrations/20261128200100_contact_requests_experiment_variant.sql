-- The experiment variant a request was sent from (issue 37, point 3). An experiment serves two
-- versions of a landing (packages/content/src/experiments.ts), drawn by the proxies for each
-- visit that arrives from outside the site, with no cookie and no storage: the variant the visitor
-- read reaches the request only through the page's own form, which carries it in a hidden field
-- written by the page's prerender (`formation-ia-titre:b`). A request sent from any other page, or
-- from the page as internal navigations get it, has none.
--
-- Bounded like the utm_* columns (20261124140000): at most an experiment's id (lower-case letters,
-- digits and hyphens, 60 characters) and `:a` or `:b`, checked here, by the contact contract
-- (supabase/functions/_shared/contactContract, EXPERIMENT_VARIANT_SHAPE) and by the shared table
-- of values (functions/_shared/testing/contactValueCases.ts). Insertable by anon with the
-- request; readable by staff (row security of 20261128120000) and the service role. Nothing in it
-- names a visitor: two variants share each value with every other visitor who drew it.
--
-- submit_contact_request, the form sent without JavaScript (submit-contact-form), stores it too:
-- the function of 20261128170000, with the column added.

alter table public.contact_requests add column experiment_variant text null;

comment on column public.contact_requests.experiment_variant is
  'Variante d’essai de la page d’où la demande est partie (identifiant de l’essai, deux-points, a ou b) ; vide hors essai.';

alter table public.contact_requests
  add constraint contact_requests_experiment_variant_shape
    check (experiment_variant is null or experiment_variant ~ '^[a-z0-9][a-z0-9-]{0,59}:[ab]$');

grant insert (experiment_variant) on table public.contact_requests to anon;

-- Read by the experiments' figures (20261128200200): a request of one variant, in time order.
create index contact_requests_experiment_variant on public.contact_requests (experiment_variant, created_at)
  where experiment_variant is not null;

create or replace function public.submit_contact_request(p_request jsonb, p_headers jsonb, p_proof jsonb default null)
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
  v_level integer;
begin
  if p_request is null or pg_catalog.jsonb_typeof(p_request) <> 'object' then
    raise exception using errcode = '22023', message = 'p_request doit être un objet JSON.';
  end if;
  if p_proof is not null then
    v_nonce := p_proof ->> 'nonce';
    begin
      v_expires := pg_catalog.to_timestamp((p_proof ->> 'expires_at')::double precision);
      v_level := coalesce((p_proof ->> 'level')::integer, 0);
    exception when others then
      v_expires := null;
    end;
    if v_nonce is null or v_nonce !~ '^[0-9a-f]{32}$' or v_expires is null or v_level not between 0 and 30 then
      raise exception using errcode = '22023', message = 'p_proof doit porter nonce, expires_at et level (0 à 30).';
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
    perform pg_catalog.set_config('contact_requests.proof_level', v_level::text, true);
  end if;
  perform pg_catalog.set_config('contact_requests.on_behalf', 'yes', true);
  perform pg_catalog.set_config(
    'contact_requests.visitor_headers',
    case when pg_catalog.jsonb_typeof(p_headers) = 'object' then p_headers::text else '{}' end,
    true
  );
  insert into public.contact_requests (
    name, email, phone, reason, message,
    landing_path, form_path, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
    experiment_variant,
    offer_title, offer_work_mode, offer_town, offer_start, offer_rhythm, offer_level, company_name, company_size
  ) values (
    p_request ->> 'name', p_request ->> 'email', p_request ->> 'phone',
    coalesce(p_request ->> 'reason', 'Formation IA'), p_request ->> 'message',
    p_request ->> 'landing_path', p_request ->> 'form_path', p_request ->> 'referrer_host',
    p_request ->> 'utm_source', p_request ->> 'utm_medium', p_request ->> 'utm_campaign',
    p_request ->> 'utm_term', p_request ->> 'utm_content',
    p_request ->> 'experiment_variant',
    p_request ->> 'offer_title', p_request ->> 'offer_work_mode', p_request ->> 'offer_town',
    (p_request ->> 'offer_start')::date, p_request ->> 'offer_rhythm', p_request ->> 'offer_level',
    p_request ->> 'company_name', p_request ->> 'company_size'
  )
  returning id into v_id;
  perform pg_catalog.set_config('contact_requests.on_behalf', '', true);
  perform pg_catalog.set_config('contact_requests.proved', '', true);
  perform pg_catalog.set_config('contact_requests.proof_level', '', true);
  return v_id;
end;
$$;
