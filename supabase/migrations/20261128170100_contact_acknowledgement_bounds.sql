-- The visitor's acknowledgement, bounded again (issue 34, point 4; the analysis:
-- docs/abuse-acknowledgement.md).
--
-- Round four found three ways around the bounds of 20261126150000:
-- - the 3-a-day cap per mailbox normalised `+tag` but not `-tag` (`victime-1@…`, `victime-2@…`
--   reach one inbox where the provider or the domain's server treats `-` as a sub-address
--   separator, as Yahoo, Fastmail's and many Postfix set-ups do);
-- - a catch-all domain takes any local part: 19 acknowledgements reached one domain in one sweep;
-- - the provider's bounces and complaints were never read back, so an address that rejected the
--   school's mail, or whose owner marked it as spam, kept receiving it.
--
-- 1. contact_mailbox_key(email): the key the acknowledgement's caps and the suppression list count
--    a mailbox under: contact_email_key (case, NFKC, `+tag`, Gmail's dots and googlemail.com) with
--    a `-tag` of the local part dropped too, for every domain: from the first `-`, when what follows
--    holds no dot. A separator's tag is a word (`victime-1`, `victime-promo-2`); a French compound
--    first name is followed by a dotted surname (`jean-pierre.dupont`), which stays whole. It may
--    still merge two people (`jean-pierre@` and `jean-paul@` of one domain): for a cap that costs
--    them an acknowledgement on a day both write three times, nothing more. A tag holding a dot
--    escapes it and meets the domain's cap (2.). It is NOT the erasure's key:
--    forget_contact_address keeps contact_email_key, so erasing one person never deletes another's
--    requests.
-- 2. Per domain, a daily cap: at most 10 acknowledgements a day to one domain (the domain of the
--    mailbox key), 100 for the mailbox providers shared by the public (settings
--    acknowledgement_shared_domains: Gmail, Outlook, Orange, Free…), where one domain is millions
--    of people and the per-mailbox cap is what protects each of them. A company's catch-all domain
--    receives 10 a day at most, whatever its local parts.
-- 3. A suppression list: contact_email_suppressions, written by the email-events function from the
--    provider's signed webhook (Resend: a Permanent `email.bounced`, an `email.complained`). It
--    holds a salted fingerprint of the mailbox key (the budget's salt), why, and when: never the
--    address, nothing of the mail. A suppressed mailbox gets no further acknowledgement: cancelled
--    at birth, and those still waiting are cancelled when the event arrives. Mails to staff are not
--    affected (the visitor's address is only their Reply-To).
-- A request beyond a cap is stored and reaches staff as before; only its acknowledgement is
-- `annulé`, with the reason in French on the mail row.

-- ---------------------------------------------------------------------------------------------
-- 1. The mailbox key.

create function public.contact_mailbox_key(p_email text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  with normalised as (select public.contact_email_key(p_email) as address)
  select pg_catalog.regexp_replace(pg_catalog.split_part(address, '@', 1), '^([^-]+)-[^.]*$', '\1')
         || '@' || pg_catalog.split_part(address, '@', 2)
    from normalised;
$$;

-- ---------------------------------------------------------------------------------------------
-- 2. The numbers.

alter table public.contact_request_settings
  add column acknowledgement_max_per_mailbox_per_day integer not null default 3,
  add column acknowledgement_max_per_domain_per_day integer not null default 10,
  add column acknowledgement_max_per_shared_domain_per_day integer not null default 100,
  add column acknowledgement_shared_domains text[] not null default '{gmail.com,outlook.com,outlook.fr,hotmail.com,hotmail.fr,live.com,live.fr,msn.com,yahoo.com,yahoo.fr,icloud.com,me.com,orange.fr,wanadoo.fr,free.fr,sfr.fr,neuf.fr,laposte.net,bbox.fr,aol.com,gmx.fr,gmx.com,proton.me,protonmail.com}',
  add constraint contact_request_settings_acknowledgement_positive check (
    least(acknowledgement_max_per_mailbox_per_day, acknowledgement_max_per_domain_per_day,
          acknowledgement_max_per_shared_domain_per_day) > 0
  );

comment on column public.contact_request_settings.acknowledgement_max_per_mailbox_per_day is
  'Accusés de réception au plus par boîte (contact_mailbox_key) en 24 heures.';
comment on column public.contact_request_settings.acknowledgement_max_per_domain_per_day is
  'Accusés de réception au plus vers un même domaine en 24 heures (un domaine d’entreprise, un domaine « attrape-tout »).';
comment on column public.contact_request_settings.acknowledgement_max_per_shared_domain_per_day is
  'Accusés de réception au plus vers une messagerie grand public (acknowledgement_shared_domains) en 24 heures.';
comment on column public.contact_request_settings.acknowledgement_shared_domains is
  'Messageries grand public : un domaine y est partagé par des millions de personnes, le plafond par boîte protège chacune.';

-- ---------------------------------------------------------------------------------------------
-- 3. The suppression list.

create table public.contact_email_suppressions (
  -- salted SHA-256 of contact_mailbox_key(address), the budget's salt (contact_request_pseudonym)
  mailbox_key text primary key
    constraint contact_email_suppressions_key_shape check (mailbox_key ~ '^[0-9a-f]{64}$'),
  -- `rebond`: the receiving server rejected the mail for good; `plainte`: marked as spam
  cause text not null
    constraint contact_email_suppressions_cause check (cause in ('rebond', 'plainte')),
  first_at timestamptz not null default pg_catalog.now(),
  last_at timestamptz not null default pg_catalog.now(),
  events integer not null default 1
    constraint contact_email_suppressions_events check (events >= 1)
);

comment on table public.contact_email_suppressions is
  'Boîtes qui ne reçoivent plus d’accusé de réception : rebond définitif ou signalement comme indésirable, d’après le fournisseur d’e-mail. Empreinte salée, jamais l’adresse.';

alter table public.contact_email_suppressions enable row level security;
revoke all on table public.contact_email_suppressions from public, anon, authenticated;
grant select, insert, update, delete on table public.contact_email_suppressions to service_role;

-- Whether a stored address may still receive the acknowledgement.
create function public.contact_email_suppressed(p_email text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
      from public.contact_email_suppressions as x
      cross join public.contact_request_settings as s
     where s.id
       and x.mailbox_key = public.contact_request_pseudonym(public.contact_mailbox_key(p_email), s.pseudonym_salt)
  );
$$;

-- What the email-events function records of one verified webhook event for one recipient: the
-- mailbox suppressed (a complaint outranks a bounce: it is the stronger reason), and the
-- acknowledgements still waiting for it cancelled. Returns how many were cancelled.
create function public.record_contact_email_event(p_email text, p_cause text)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_key text;
  v_cancelled integer;
begin
  if p_cause is null or p_cause not in ('rebond', 'plainte') then
    raise exception using errcode = '22023', message = 'p_cause doit valoir rebond ou plainte.';
  end if;
  if p_email is null or p_email !~ '^[^@[:space:]]+@[^@[:space:]]+$' or pg_catalog.char_length(p_email) > 254 then
    raise exception using errcode = '22023', message = 'Adresse e-mail invalide.';
  end if;
  v_key := public.contact_mailbox_key(p_email);
  insert into public.contact_email_suppressions as x (mailbox_key, cause)
  select public.contact_request_pseudonym(v_key, s.pseudonym_salt), p_cause
    from public.contact_request_settings as s where s.id
  on conflict (mailbox_key) do update
     set last_at = pg_catalog.now(),
         events = x.events + 1,
         cause = case when excluded.cause = 'plainte' then 'plainte' else x.cause end;
  with cancelled as (
    update public.contact_request_mails as m
       set cancelled_at = pg_catalog.now(), claim = null, claimed_at = null, next_at = null,
           error = case p_cause
             when 'plainte' then 'Non envoyé : le destinataire a signalé nos messages comme indésirables.'
             else 'Non envoyé : l’adresse a rejeté nos messages (rebond définitif).'
           end
      from public.contact_requests as r
     where r.id = m.request_id
       and m.kind = 'accuse-reception'
       and m.sent_at is null and m.cancelled_at is null and m.failed_at is null
       and (m.claimed_at is null or m.claimed_at < pg_catalog.now() - interval '2 minutes')
       and public.contact_mailbox_key(r.email) = v_key
    returning 1
  )
  select count(*)::integer into v_cancelled from cancelled;
  return v_cancelled;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- 4. The plan of a stored request's mails (20261126150000), with the three bounds.

create or replace function public.contact_request_mails_plan()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  settings public.contact_request_settings;
  v_request public.contact_requests;
  v_key text;
  v_domain text;
  v_mailbox integer;
  v_domain_count integer;
  v_domain_max integer;
  v_why text;
begin
  select * into settings from public.contact_request_settings where id;
  select * into v_request from public.contact_requests where id = new.request_id;
  v_key := public.contact_mailbox_key(v_request.email);
  v_domain := pg_catalog.split_part(v_key, '@', 2);
  v_domain_max := case
    when v_domain = any (settings.acknowledgement_shared_domains) then settings.acknowledgement_max_per_shared_domain_per_day
    else settings.acknowledgement_max_per_domain_per_day
  end;
  -- The acknowledgements of the day that were not cancelled, to this mailbox and to its domain.
  select count(*) filter (where public.contact_mailbox_key(r.email) = v_key),
         count(*)
    into v_mailbox, v_domain_count
    from public.contact_request_mails as m
    join public.contact_requests as r on r.id = m.request_id
   where m.kind = 'accuse-reception'
     and m.cancelled_at is null
     and r.created_at > v_request.created_at - interval '24 hours'
     and r.id <> v_request.id
     and pg_catalog.split_part(public.contact_mailbox_key(r.email), '@', 2) = v_domain;
  v_why := case
    when public.contact_email_suppressed(v_request.email)
      then 'Non envoyé : cette adresse a rejeté nos messages ou les a signalés comme indésirables.'
    when v_mailbox >= settings.acknowledgement_max_per_mailbox_per_day
      then pg_catalog.format('Non envoyé : déjà %s accusés de réception à cette adresse en 24 heures.',
                             settings.acknowledgement_max_per_mailbox_per_day)
    when v_domain_count >= v_domain_max
      then pg_catalog.format('Non envoyé : déjà %s accusés de réception vers ce domaine en 24 heures.', v_domain_max)
  end;
  insert into public.contact_request_mails (request_id, kind, send_after, cancelled_at, error)
  values (
    new.request_id, 'accuse-reception', v_request.created_at,
    case when v_why is not null then pg_catalog.now() end,
    v_why
  );
  insert into public.contact_request_mails (request_id, kind, send_after)
  values (new.request_id, 'rappel-equipe', new.team_reminder_at),
         (new.request_id, 'rappel-responsable', new.manager_reminder_at);
  return new;
end;
$$;

revoke all on function public.contact_mailbox_key(text) from public, anon, authenticated;
revoke all on function public.contact_email_suppressed(text) from public, anon, authenticated;
revoke all on function public.record_contact_email_event(text, text) from public, anon, authenticated;
revoke all on function public.contact_request_mails_plan() from public, anon, authenticated;
grant execute on function public.contact_mailbox_key(text) to service_role;
grant execute on function public.contact_email_suppressed(text) to service_role;
grant execute on function public.record_contact_email_event(text, text) to service_role;
