-- Rate limit on contact_requests: at most 3 requests for the same e-mail address (case
-- ignored) in 10 minutes. A script replaying the form with the public key is refused at the
-- fourth; PostgREST turns the exception (P0001) into a 400 whose message is the French text
-- below, and the form shows its error toast.
--
-- security definer: the trigger must count rows anon cannot read. search_path is empty so
-- nothing a caller creates can shadow what the function calls.

create index contact_requests_email_recent_idx
  on public.contact_requests (lower(email), created_at);

create function public.contact_requests_rate_limit()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  recent integer;
begin
  -- Two concurrent inserts for one address would each count the other as absent: serialise
  -- them per address until commit, then count with a fresh snapshot.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('contact_requests:' || pg_catalog.lower(new.email), 0)
  );
  select count(*) into recent
    from public.contact_requests
   where pg_catalog.lower(email) = pg_catalog.lower(new.email)
     and created_at > pg_catalog.now() - interval '10 minutes';
  if recent >= 3 then
    raise exception using
      errcode = 'P0001',
      message = 'Trop de demandes envoyées avec cette adresse e-mail. Veuillez réessayer dans quelques minutes.',
      hint = 'Au plus 3 demandes par adresse e-mail en 10 minutes.';
  end if;
  return new;
end;
$$;

revoke all on function public.contact_requests_rate_limit() from public, anon, authenticated;

create trigger contact_requests_rate_limit
  before insert on public.contact_requests
  for each row execute function public.contact_requests_rate_limit();
