-- contact_requests: one row per message sent from the site's contact form (/contact, /formation-ia).
-- The public anon key may only insert the five visitor fields; nobody but the service role
-- (staff tools, the edge function) reads, changes or deletes a request. Every field is bounded
-- here because the browser's checks can be bypassed by anyone holding the public key.
-- The edge function send-contact-email (supabase/functions/_shared/contactPayload.ts) applies
-- the same bounds to its own input: change both together.

create table public.contact_requests (
  id uuid primary key default gen_random_uuid(),
  -- lengths are measured on the raw value (not a trimmed one) so padding cannot smuggle in
  -- megabytes of blanks; "[^[:space:]]" refuses empty and blank-only values.
  name text not null
    constraint contact_requests_name_length check (char_length(name) <= 120 and name ~ '[^[:space:]]')
    -- a name ends up in the staff's mail: no line breaks
    constraint contact_requests_name_single_line check (name !~ '[\r\n]'),
  email text not null
    constraint contact_requests_email_length check (char_length(email) between 3 and 254)
    -- \s covers CR and LF: the address is used as the mail's Reply-To header
    constraint contact_requests_email_shape check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  -- null when the visitor left it empty; otherwise digits and the usual separators, with at
  -- least six digits so a row of dots or spaces is not a phone number
  phone text null
    constraint contact_requests_phone_shape check (
      phone is null
      or (char_length(phone) <= 30 and phone ~ '^\+?[0-9 ().-]+$' and phone ~ '([0-9][^0-9]*){6}')
    ),
  reason text not null default 'Formation IA'
    constraint contact_requests_reason_length check (char_length(reason) <= 80 and reason ~ '[^[:space:]]')
    -- the reason is put in the staff mail's subject: no line breaks
    constraint contact_requests_reason_single_line check (reason !~ '[\r\n]'),
  message text not null
    constraint contact_requests_message_length check (char_length(message) <= 5000 and message ~ '[^[:space:]]'),
  created_at timestamptz not null default now()
);

comment on table public.contact_requests is
  'Demandes du formulaire de contact. Insertion seule pour anon ; lecture réservée au service_role.';

alter table public.contact_requests enable row level security;

-- New Supabase tables may or may not inherit default grants depending on the project's age:
-- start from nothing, then grant exactly what the form needs. Column-level insert keeps id and
-- created_at server-made.
revoke all on table public.contact_requests from public, anon, authenticated;
grant insert (name, email, phone, reason, message) on table public.contact_requests to anon;
grant select, insert, update, delete on table public.contact_requests to service_role;

-- One policy per operation and role. anon's rows are bounded by the checks above; the form
-- inserts without `returning` since anon has no select right (and no select policy).
create policy contact_requests_anon_insert
  on public.contact_requests
  for insert
  to anon
  with check (true);
