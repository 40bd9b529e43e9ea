-- Proved admissions have a ceiling, and a price that grows with abuse, not with CPU (issue 34,
-- point 1; the decision and the measures: docs/architecture.md, « Decision revisited again: a
-- price that rises and a ceiling »).
--
-- Round four of the red team: one Node process from one address stored 1 100 requests in 121 s,
-- each with a valid proof of work (20261125120100), because nothing capped what pays; and since
-- proved admissions counted in the per-client and site-wide budgets, that flood also filled the
-- budget that guards visitors without JavaScript (who cannot prove anything), so every one of them
-- was refused for up to an hour, and genuine acknowledgements waited behind a thousand junk ones.
--
-- 1. Proved admissions count apart. The per-client and site-wide budgets (the free ones: what a
--    form posted without JavaScript has) count only the admissions made without a proof. A flood
--    of proofs no longer spends them.
-- 2. A ceiling on proved admissions per client address: 60 in 10 minutes (twice the thirty
--    visitors of a fair's stand on one Wi-Fi), 180 a day (three such fair peaks; a script running
--    all day from one address stores 180 instead of 8 640). Beyond it the request is refused
--    (`P0001`, detail `plafond`), proof or not: what a fast machine stores no longer depends on
--    its CPU. The per-address budget and the origin check still hold before it.
-- 3. A price that rises with pressure. The function asks contact_request_proof_terms(headers)
--    before it issues a challenge: the level is one step per 15 proved admissions of that client in
--    the last 10 minutes, plus one per 300 proved admissions of the whole site in those 10 minutes
--    (at most two), and each level doubles the work (_shared/proofOfWork.ts). The level travels in
--    the signed challenge and comes back with the proof (`p_proof.level`); here, under the same
--    lock as the count, a proof priced more than one level below the current price is refused
--    (detail `proof-price`: the browser asks for a new challenge). One level of slack so that
--    visitors who fetched their challenges together are not sent back; challenges bought in bulk
--    at the quiet price serve one step at most.
-- 4. Suspected floods wait. A request whose client already had 5 admissions in the last minute is
--    marked `suspected` on its follow-up mails (acknowledgement, reminders): the sweep claims them
--    after every other mail, so a genuine visitor's acknowledgement is never queued behind a
--    thousand junk ones. Nothing is dropped: they leave when the queue is clear.
-- 5. The manager hears of it. The admission that reaches a client's ceiling plans a mail of kind
--    `plafond` to the manager, sent by the next sweep, day or night: it is no request to answer
--    within opening hours (the sending rule of staff mails), it is the site telling its manager it
--    is being flooded, at most one pending and one an hour for the whole site.
--
-- The numbers are columns of contact_request_settings (one `update`, no migration). Nothing new is
-- kept about the visitor: the counts read the salted fingerprints the budget already keeps 24 hours.

-- ---------------------------------------------------------------------------------------------
-- The numbers.

alter table public.contact_request_settings
  add column proof_client_max_per_10_minutes integer not null default 60,
  add column proof_client_max_per_day integer not null default 180,
  add column proof_price_step_client integer not null default 15,
  add column proof_price_step_site integer not null default 300,
  add column flood_suspect_per_minute integer not null default 5,
  add constraint contact_request_settings_proof_positive check (
    least(proof_client_max_per_10_minutes, proof_client_max_per_day, proof_price_step_client,
          proof_price_step_site, flood_suspect_per_minute) > 0
  );

comment on column public.contact_request_settings.proof_client_max_per_10_minutes is
  'Plafond des demandes admises avec une preuve de travail, par connexion, en 10 minutes (deux fois un salon).';
comment on column public.contact_request_settings.proof_client_max_per_day is
  'Plafond des demandes admises avec une preuve de travail, par connexion, en 24 heures.';
comment on column public.contact_request_settings.proof_price_step_client is
  'Le prix de la preuve double toutes les N demandes prouvées d’une même connexion en 10 minutes.';
comment on column public.contact_request_settings.proof_price_step_site is
  'Le prix de la preuve double (deux fois au plus) toutes les N demandes prouvées du site en 10 minutes.';
comment on column public.contact_request_settings.flood_suspect_per_minute is
  'Au-delà de N demandes d’une même connexion dans la minute, les mails de suivi passent après les autres.';

-- ---------------------------------------------------------------------------------------------
-- The price and the pressure.

-- The level of a challenge: each level doubles the work the function asks (proofOfWork.ts).
create function public.contact_request_proof_level(
  p_client_recent integer,
  p_site_recent integer,
  p_client_step integer,
  p_site_step integer
)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(p_client_recent, 0) / p_client_step + least(2, coalesce(p_site_recent, 0) / p_site_step);
$$;

-- The proved admissions of one client (its salted fingerprint; null: no per-client count) in 10
-- minutes and in a day, and of the whole site in 10 minutes. security definer: the fingerprints are
-- the service role's only; called by the budget trigger and by contact_request_proof_terms.
create function public.contact_request_proof_pressure(
  p_client_key text,
  out client_recent integer,
  out client_day integer,
  out site_recent integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(count(*) filter (where a.client_key = p_client_key and a.admitted_at > pg_catalog.now() - interval '10 minutes'), 0)::integer,
         coalesce(count(*) filter (where a.client_key = p_client_key), 0)::integer,
         coalesce(count(*) filter (where a.admitted_at > pg_catalog.now() - interval '10 minutes'), 0)::integer
    from public.contact_request_admissions as a
   where a.proved and a.admitted_at > pg_catalog.now() - interval '1 day';
$$;

-- What the submit-contact-form function asks before it answers the proof-of-work lane (its
-- `/challenge`, its preflight and its JSON posts), with the visitor's headers: whether the page is
-- the site's (the same rule as the budget's, so CORS answers the site's origin only), the level of
-- the challenge to issue, and `plafond` when this client's ceiling is reached (no challenge then:
-- the visitor is told at once instead of solving a proof the database would refuse).
create function public.contact_request_proof_terms(p_headers jsonb)
returns table (from_the_site boolean, level integer, refusal text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  settings public.contact_request_settings;
  v_headers text := case when pg_catalog.jsonb_typeof(p_headers) = 'object' then p_headers::text else '{}' end;
  v_client_key text;
  pressure record;
begin
  select * into settings from public.contact_request_settings where id;
  from_the_site := public.contact_request_from_the_site(v_headers, settings.allowed_origins, settings.allow_same_origin);
  level := 0;
  refusal := null;
  if not from_the_site then
    return next;
    return;
  end if;
  v_client_key := public.contact_request_pseudonym(
    public.contact_request_client_network(v_headers, settings.client_address_header),
    settings.pseudonym_salt
  );
  select * into pressure from public.contact_request_proof_pressure(v_client_key);
  level := public.contact_request_proof_level(
    case when v_client_key is null then 0 else pressure.client_recent end,
    pressure.site_recent, settings.proof_price_step_client, settings.proof_price_step_site
  );
  if v_client_key is not null
     and (pressure.client_recent >= settings.proof_client_max_per_10_minutes
          or pressure.client_day >= settings.proof_client_max_per_day) then
    refusal := 'plafond';
  end if;
  return next;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The budget trigger (20261125120100), with the free budgets counting unproved admissions only,
-- the ceiling and the price for proved ones, and the two marks the follow-up triggers read.

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
  v_level integer := 0;
  v_required integer;
  pressure record;
  recent integer;
  longer integer;
begin
  -- Budgeted: what the public key sends (headers: PostgREST's request.headers), and what the
  -- service role files on a visitor's behalf through submit_contact_request (headers: the
  -- visitor's request to the edge function; a proof of work, and its level, only there, checked by
  -- the function). Staff and the service role otherwise file freely.
  -- `role` is the role PostgREST switched to (security definer does not change it).
  if pg_catalog.current_setting('role', true) in ('anon', 'authenticated') then
    v_headers := pg_catalog.current_setting('request.headers', true);
  elsif pg_catalog.current_setting('contact_requests.on_behalf', true) = 'yes' then
    v_headers := pg_catalog.current_setting('contact_requests.visitor_headers', true);
    v_proved := coalesce(pg_catalog.current_setting('contact_requests.proved', true) = 'yes', false);
    if v_proved then
      v_level := coalesce(nullif(pg_catalog.current_setting('contact_requests.proof_level', true), '')::integer, 0);
    end if;
  else
    return new;
  end if;

  -- What the follow-up triggers of this insert read (contact_request_mails.suspected and the
  -- ceiling alert below): written for every budgeted row, so nothing of an earlier one lingers.
  perform pg_catalog.set_config('contact_requests.suspected', '', true);
  perform pg_catalog.set_config('contact_requests.ceiling_reached', '', true);

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

  if v_proved then
    -- 3 bis. A proof: the ceiling of this client, then the price the proof paid.
    select * into pressure from public.contact_request_proof_pressure(v_client_key);
    if v_client_key is not null
       and (pressure.client_recent >= settings.proof_client_max_per_10_minutes
            or pressure.client_day >= settings.proof_client_max_per_day) then
      raise exception using
        errcode = 'P0001',
        message = 'Trop de demandes envoyées depuis cette connexion. Veuillez réessayer plus tard.',
        detail = 'plafond',
        hint = pg_catalog.format('Au plus %s demandes vérifiées par connexion en 10 minutes, %s en 24 heures.',
                                 settings.proof_client_max_per_10_minutes, settings.proof_client_max_per_day);
    end if;
    v_required := public.contact_request_proof_level(
      case when v_client_key is null then 0 else pressure.client_recent end,
      pressure.site_recent, settings.proof_price_step_client, settings.proof_price_step_site
    );
    if v_level < v_required - 1 then
      raise exception using
        errcode = 'P0001',
        message = 'Cette vérification ne suffit plus : demandez-en une nouvelle.',
        detail = 'proof-price',
        hint = pg_catalog.format('Niveau %s payé, niveau %s demandé.', v_level, v_required);
    end if;
    if v_client_key is not null
       and (pressure.client_recent + 1 = settings.proof_client_max_per_10_minutes
            or pressure.client_day + 1 = settings.proof_client_max_per_day) then
      perform pg_catalog.set_config('contact_requests.ceiling_reached', 'yes', true);
    end if;
  else
    -- 3. Per client, and 4. for everyone, without a proof: beyond them, a request needs one. Only
    --    unproved admissions count here, so a flood of proofs never spends what a visitor without
    --    JavaScript has.
    if v_client_key is not null then
      select count(*) filter (where admitted_at > pg_catalog.now() - interval '10 minutes'), count(*)
        into recent, longer
        from public.contact_request_admissions
       where client_key = v_client_key and not proved and admitted_at > pg_catalog.now() - interval '1 day';
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
     where not proved and admitted_at > pg_catalog.now() - interval '1 hour';
    if recent >= settings.global_max_per_minute or longer >= settings.global_max_per_hour then
      raise exception using
        errcode = 'P0001',
        message = 'Le formulaire reçoit trop de demandes en ce moment. Veuillez réessayer plus tard.',
        detail = 'global',
        hint = 'Au-delà, une demande doit porter une preuve de travail (fonction submit-contact-form).';
    end if;
  end if;

  -- 5. Same client, same minute, several times over: its follow-up mails wait behind the others.
  if v_client_key is not null then
    select count(*) into recent
      from public.contact_request_admissions
     where client_key = v_client_key and admitted_at > pg_catalog.now() - interval '1 minute';
    if recent >= settings.flood_suspect_per_minute then
      perform pg_catalog.set_config('contact_requests.suspected', 'yes', true);
    end if;
  end if;

  insert into public.contact_request_admissions (admitted_at, client_key, email_key, proved)
    values (pg_catalog.now(), v_client_key, v_email_key, v_proved);
  return new;
end;
$$;

-- The insert of the submit-contact-form function (20261127120000), with the proof's level: the
-- level the function read in the challenge it signed (`p_proof.level`, 0 when absent).
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
  perform pg_catalog.set_config('contact_requests.proof_level', '', true);
  return v_id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Suspected floods queue behind genuine requests.

-- Written with the mails, in the insert's transaction, from the budget trigger's mark: the
-- acknowledgement and the reminders of a suspected request carry it; the ceiling alert and the
-- lateness alert (planned later, outside it) never do.
alter table public.contact_request_mails
  add column suspected boolean not null
    default (coalesce(pg_catalog.current_setting('contact_requests.suspected', true), '') = 'yes');

comment on column public.contact_request_mails.suspected is
  'Demande d’une connexion qui en envoyait déjà plusieurs dans la minute (flot présumé) : ce mail part après les autres.';

-- claim_due_contact_request_mails of 20261128140000, suspected mails last; the rest unchanged.
create or replace function public.claim_due_contact_request_mails(p_limit integer default 1)
returns setof public.claimed_contact_request_mail
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  -- The reminders stop once someone took, answered or closed the request; the lateness alert once
  -- it is answered or closed (taken is exactly the case it is for); the acknowledgement is the
  -- visitor's, whatever staff did since.
  update public.contact_request_mails as m
     set cancelled_at = pg_catalog.now(), claim = null, claimed_at = null, next_at = null
    from public.contact_request_followups as f
   where f.request_id = m.request_id
     and m.kind in ('rappel-equipe', 'rappel-responsable', 'retard')
     and m.sent_at is null and m.cancelled_at is null and m.failed_at is null
     and (m.claimed_at is null or m.claimed_at < pg_catalog.now() - interval '2 minutes')
     and (f.answered_at is not null or f.closed_at is not null
          or (m.kind <> 'retard' and f.taken_at is not null));

  return query
  with picked as (
    select m.request_id, m.kind
      from public.contact_request_mails as m
     where m.sent_at is null and m.cancelled_at is null and m.failed_at is null
       and m.send_after <= pg_catalog.now()
       and (m.claimed_at is null or m.claimed_at < pg_catalog.now() - interval '2 minutes')
       and (m.next_at is null or m.next_at <= pg_catalog.now())
     order by m.suspected, m.attempts, m.send_after, m.request_id, m.kind
     limit least(greatest(p_limit, 0), 100)
       for update skip locked
  ),
  claimed as (
    update public.contact_request_mails as m
       set claim = gen_random_uuid(), claimed_at = pg_catalog.now(), attempts = m.attempts + 1
      from picked
     where m.request_id = picked.request_id and m.kind = picked.kind
    returning m.request_id, m.kind, m.claim, m.attempts, m.send_after, m.suspected
  )
  select c.request_id, c.kind, c.claim, c.attempts, f.reference, r.reason, r.name, r.created_at,
         f.promise_hours, f.due_at at time zone s.business_time_zone, r.email, f.taken_by, f.owner_email
    from claimed as c
    join public.contact_request_followups as f on f.request_id = c.request_id
    join public.contact_requests as r on r.id = c.request_id
   cross join public.contact_request_settings as s
   where s.id
   order by c.suspected, c.attempts, c.send_after, c.request_id, c.kind;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The manager hears when a client reaches the ceiling.

alter table public.contact_request_mails
  drop constraint contact_request_mails_kind,
  add constraint contact_request_mails_kind
    check (kind in ('rappel-equipe', 'rappel-responsable', 'accuse-reception', 'retard', 'plafond'));

comment on table public.contact_request_mails is
  'Mails du suivi d’une demande : accusé de réception au visiteur, rappel à l’équipe (50 % du délai), alerte au responsable (90 %), alerte de retard, alerte de plafond (une connexion a atteint le plafond des demandes vérifiées : la demande qui l’a atteint) ; chacun envoyé une fois au plus.';

-- After the follow-up of the request that reached the ceiling (the mark of the budget trigger, in
-- the same transaction). One alert pending at most, and none within an hour of the last one sent:
-- a flood that lasts sends the manager one mail an hour, whatever the number of addresses.
create function public.contact_request_ceiling_alert_plan()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if coalesce(pg_catalog.current_setting('contact_requests.ceiling_reached', true), '') <> 'yes' then
    return new;
  end if;
  perform pg_catalog.set_config('contact_requests.ceiling_reached', '', true);
  if exists (
    select 1 from public.contact_request_mails as m
     where m.kind = 'plafond'
       and ((m.sent_at is null and m.cancelled_at is null and m.failed_at is null)
            or m.sent_at > pg_catalog.now() - interval '1 hour')
  ) then
    return new;
  end if;
  insert into public.contact_request_mails (request_id, kind, send_after, suspected)
  values (new.request_id, 'plafond', pg_catalog.now(), false);
  return new;
end;
$$;

create trigger contact_request_ceiling_alert_plan
  after insert on public.contact_request_followups
  for each row execute function public.contact_request_ceiling_alert_plan();

-- The desk's history names it (desk_timeline of 20261128140000, the one kind added; the rest
-- unchanged).
create or replace function public.desk_timeline(p_id uuid)
returns table (at timestamptz, event text, actor text, detail text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform public.desk_caller();
  return query
  with desk as (
    select a.id, a.at, a.action, a.detail, coalesce(m.name, a.actor) as who,
           (select t.name from public.staff_members as t where t.email = a.detail) as assignee
      from public.staff_audit as a
      left join public.staff_members as m on m.email = a.actor
     where a.request_id = p_id and a.changed
  ),
  f as (select * from public.contact_request_followups where request_id = p_id),
  r as (select * from public.contact_requests where id = p_id),
  events (at, ord, id, event, actor, detail) as (
    select r.created_at, 0, 0::bigint, 'reçue', null::text, r.reason from r
    union all
    select r.notified_at, 1, 0, 'mail à l’école envoyé', null, null from r where r.notified_at is not null
    union all
    select r.notify_failed_at, 1, 0, 'mail à l’école en échec', null, r.notify_error from r where r.notify_failed_at is not null
    union all
    select m.sent_at, 2, 0,
           case m.kind
             when 'accuse-reception' then 'accusé de réception envoyé'
             when 'rappel-equipe' then 'rappel à l’équipe envoyé'
             when 'retard' then 'alerte de retard envoyée'
             when 'plafond' then 'alerte de plafond envoyée à la direction'
             else 'alerte au responsable envoyée'
           end,
           null, null
      from public.contact_request_mails as m
     where m.request_id = p_id and m.sent_at is not null
    union all
    select f.late_at, 3, 0, 'en retard', null, null from f where f.late_at is not null
    union all
    select f.taken_at, 4, 0, 'pris en charge', f.taken_by, 'par le lien du mail'
      from f where f.taken_at is not null and not exists (select 1 from desk where desk.at = f.taken_at)
    union all
    select f.answered_at, 4, 0, 'répondu', f.answered_by, 'par le lien du mail'
      from f where f.answered_at is not null and not exists (select 1 from desk where desk.at = f.answered_at)
    union all
    select f.closed_at, 4, 0, 'clos', null, f.closed_why
      from f where f.closed_at is not null and not exists (select 1 from desk where desk.at = f.closed_at)
    union all
    select desk.at, 5, desk.id,
           case desk.action
             when 'prendre' then 'pris en charge'
             when 'repondre' then 'répondu'
             when 'mettre-en-attente' then 'mis en attente'
             when 'reprendre' then 'repris'
             when 'clore' then 'clos'
             when 'rouvrir' then 'rouvert'
             when 'confier' then 'confié à'
           end,
           desk.who,
           case desk.action
             when 'confier' then coalesce(desk.assignee, desk.detail)
             when 'clore' then (select f.closed_why from f where f.closed_at = desk.at)
             else desk.detail
           end
      from desk
  )
  select e.at, e.event, e.actor, e.detail from events as e order by e.at, e.ord, e.id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Grants. New functions go to anon and authenticated by default: take them back.

revoke all on function public.contact_request_proof_level(integer, integer, integer, integer) from public, anon, authenticated;
revoke all on function public.contact_request_proof_pressure(text) from public, anon, authenticated;
revoke all on function public.contact_request_proof_terms(jsonb) from public, anon, authenticated;
revoke all on function public.contact_request_ceiling_alert_plan() from public, anon, authenticated, service_role;
grant execute on function public.contact_request_proof_level(integer, integer, integer, integer) to service_role;
grant execute on function public.contact_request_proof_pressure(text) to service_role;
grant execute on function public.contact_request_proof_terms(jsonb) to service_role;
