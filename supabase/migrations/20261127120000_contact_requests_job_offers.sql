-- contact_requests: a job offer described on /pme (issue 21, point 8). A company that wants to
-- publish an apprenticeship offer fills a form made for it; the offer is a contact request of its
-- own reason, 'Offre d’alternance', so it has everything a request has: the same anon insert and
-- flood budget, the no-JavaScript post (submit_contact_request), the exactly-once staff mail, a
-- promise of its own, the follow-up queue, the reminders, the report and the erasure. Its message
-- is the offer's missions; its details are the columns below, bounded like the rest.
-- The same details, their choices and their French labels are written once for the functions
-- and the form in supabase/functions/_shared/jobOffer.ts (a test feeds the same values to both).
-- Nothing here publishes anything: staff read the offer and answer the company.

-- 1. The reason joins the known list (the site's, packages/content/src/contactReasons.ts).
alter table public.contact_requests drop constraint contact_requests_reason_known;
alter table public.contact_requests
  add constraint contact_requests_reason_known check (
    reason in (
      'Formation IA',
      'Formation en alternance',
      'Recrutement d’un alternant',
      'Formation dirigeants et salariés',
      'Accessibilité et handicap',
      'Partenariat avec une collectivité',
      'Autre demande',
      'Offre d’alternance'
    )
  ) not valid;

-- 2. The offer's details: null on every other request.
alter table public.contact_requests
  add column offer_title text,
  add column offer_work_mode text,
  add column offer_town text,
  add column offer_start date,
  add column offer_rhythm text,
  add column offer_level text,
  add column company_name text,
  add column company_size text;

comment on column public.contact_requests.offer_title is 'Offre d’alternance : intitulé du poste.';
comment on column public.contact_requests.offer_work_mode is 'Offre d’alternance : sur-place, hybride ou a-distance.';
comment on column public.contact_requests.offer_town is 'Offre d’alternance : ville du poste (aucune en télétravail complet).';
comment on column public.contact_requests.offer_start is 'Offre d’alternance : date de début souhaitée.';
comment on column public.contact_requests.offer_rhythm is 'Offre d’alternance : rythme-ecole (4 jours en entreprise, 1 en formation) ou a-discuter.';
comment on column public.contact_requests.offer_level is 'Offre d’alternance : niveau de diplôme recherché (bac-2, bac-3, bac-5, indifferent).';
comment on column public.contact_requests.company_name is 'Offre d’alternance : nom de l’entreprise.';
comment on column public.contact_requests.company_size is 'Offre d’alternance : effectif (1-10, 11-49, 50-249, 250-plus).';

-- One line of text each, like the name (the same blank list and forbidden characters). The start
-- date within a month before and two years after the day the offer is sent, in the school's time
-- zone. Every older row has none of these columns, so the constraints are checked at once.
alter table public.contact_requests
  add constraint contact_requests_offer_title_line check (
    offer_title is null or (
      offer_title ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]'
      and char_length(offer_title) <= 120
      and offer_title !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]'
    )
  ),
  add constraint contact_requests_offer_town_line check (
    offer_town is null or (
      offer_town ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]'
      and char_length(offer_town) <= 100
      and offer_town !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]'
    )
  ),
  add constraint contact_requests_company_name_line check (
    company_name is null or (
      company_name ~ '[^\u0009-\u000d\u0020\u0085\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]'
      and char_length(company_name) <= 120
      and company_name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]'
    )
  ),
  add constraint contact_requests_offer_work_mode_known
    check (offer_work_mode in ('sur-place', 'hybride', 'a-distance')),
  add constraint contact_requests_offer_rhythm_known
    check (offer_rhythm in ('rythme-ecole', 'a-discuter')),
  add constraint contact_requests_offer_level_known
    check (offer_level in ('bac-2', 'bac-3', 'bac-5', 'indifferent')),
  add constraint contact_requests_company_size_known
    check (company_size in ('1-10', '11-49', '50-249', '250-plus')),
  add constraint contact_requests_offer_start_window check (
    offer_start is null
    or offer_start between (created_at at time zone 'Europe/Paris')::date - 31
                       and (created_at at time zone 'Europe/Paris')::date + 730
  ),
  -- An offer has every detail (a town unless fully remote, none then); any other request none.
  add constraint contact_requests_offer_complete check (
    case when reason = 'Offre d’alternance' then
      offer_title is not null and offer_work_mode is not null and offer_start is not null
      and offer_rhythm is not null and offer_level is not null
      and company_name is not null and company_size is not null
      and (offer_town is null) = (offer_work_mode = 'a-distance')
    else
      num_nonnulls(offer_title, offer_work_mode, offer_town, offer_start, offer_rhythm,
                   offer_level, company_name, company_size) = 0
    end
  );

-- 3. The form's insert (anon) may write them, and nothing else new.
grant insert (offer_title, offer_work_mode, offer_town, offer_start, offer_rhythm, offer_level, company_name, company_size)
  on table public.contact_requests to anon;

-- 4. Its own promise (packages/content/src/replyPromises/replyPromises.ts, `offre`; a test keeps
--    the two equal): a provisional fact the launch check lists, like the others.
insert into public.contact_reply_promises (reason, business_hours) values ('Offre d’alternance', 24);

-- 5. The no-JavaScript post and the proof-of-work lane store an offer's details too: the function
--    of 20261125120100, with the offer's columns (a date the function has checked: a text that is
--    no date fails the cast, 22007, and the request is refused).
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
    landing_path, form_path, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
    offer_title, offer_work_mode, offer_town, offer_start, offer_rhythm, offer_level, company_name, company_size
  ) values (
    p_request ->> 'name', p_request ->> 'email', p_request ->> 'phone',
    coalesce(p_request ->> 'reason', 'Formation IA'), p_request ->> 'message',
    p_request ->> 'landing_path', p_request ->> 'form_path', p_request ->> 'referrer_host',
    p_request ->> 'utm_source', p_request ->> 'utm_medium', p_request ->> 'utm_campaign',
    p_request ->> 'utm_term', p_request ->> 'utm_content',
    p_request ->> 'offer_title', p_request ->> 'offer_work_mode', p_request ->> 'offer_town',
    (p_request ->> 'offer_start')::date, p_request ->> 'offer_rhythm', p_request ->> 'offer_level',
    p_request ->> 'company_name', p_request ->> 'company_size'
  )
  returning id into v_id;
  perform pg_catalog.set_config('contact_requests.on_behalf', '', true);
  perform pg_catalog.set_config('contact_requests.proved', '', true);
  return v_id;
end;
$$;

-- 6. The queue staff open in the dashboard shows what an offer is for: the company and the job
--    (empty on other requests). Added at the end, so the views keep their columns and grants.
create or replace view public.requests_due with (security_invoker = true) as
select f.reference, f.state, f.due_at, r.reason, f.taken_by, r.created_at, r.name, r.email, r.phone, r.message, r.id,
       r.company_name, r.offer_title
  from public.contact_requests as r
  join public.contact_request_followups as f on f.request_id = r.id
 where f.answered_at is null and f.closed_at is null and f.due_at > pg_catalog.now()
 order by f.due_at, r.created_at;

create or replace view public.requests_late with (security_invoker = true) as
select f.reference, f.state, f.due_at, r.reason, f.taken_by, r.created_at, r.name, r.email, r.phone, r.message, r.id,
       r.company_name, r.offer_title
  from public.contact_requests as r
  join public.contact_request_followups as f on f.request_id = r.id
 where f.answered_at is null and f.closed_at is null and f.due_at <= pg_catalog.now()
 order by f.due_at, r.created_at;
