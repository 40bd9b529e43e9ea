-- contact_requests: one row per message sent from the site's contact form (/contact, /formation-ia).
-- The public anon key may only insert the five visitor fields; nobody but the service role
-- (staff tools, the edge function) reads, changes or deletes a request. Every field is bounded
-- here because the browser's checks can be bypassed by anyone holding the public key.

create table public.contact_requests (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint contact_requests_name_length check (char_length(btrim(name)) between 1 and 120)
    -- a name ends up in the staff's mail: no line breaks
    constraint contact_requests_name_single_line check (name !~ '[\r\n]'),
  email text not null
    constraint contact_requests_email_length check (char_length(email) between 3 and 254)
    constraint contact_requests_email_shape check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone text null
    constraint contact_requests_phone_shape check (phone is null or phone ~ '^\+?[0-9 ().-]{6,30}$'),
  reason text not null default 'Formation IA'
    constraint contact_requests_reason_length check (char_length(btrim(reason)) between 1 and 80),
  message text not null
    constraint contact_requests_message_length check (char_length(btrim(message)) between 1 and 5000),
  created_at timestamptz not null default now()
);

comment on table public.contact_requests is
  'Demandes du formulaire de contact. Insertion seule pour anon ; lecture réservée au service_role.';

alter table public.contact_requests enable row level security;

-- New Supabase tables may or may not inherit default grants depending on the project's age:
-- start from nothing, then grant exactly what the form needs.
revoke all on table public.contact_requests from public, anon, authenticated;
grant insert (name, email, phone, reason, message) on table public.contact_requests to anon;
grant select, insert, update, delete on table public.contact_requests to service_role;

create policy contact_requests_anon_insert
  on public.contact_requests
  for insert
  to anon
  with check (true);
