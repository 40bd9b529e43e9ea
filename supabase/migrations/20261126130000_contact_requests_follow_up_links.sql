-- What a mail about one request says of its follow-up (issue 21, part 2): its reference, its
-- promise and its due time, in the business time zone's wall clock, for the functions that write
-- the staff mail (with its « Je m’en occupe » and « Répondu » links) and, later, the visitor's
-- acknowledgement and the reminders. The time zone stays in the database's settings
-- (contact_request_settings.business_time_zone): the functions format the local time they get
-- and hold no copy of the calendar. Service role only.

create function public.contact_request_follow_up(p_id uuid)
returns table (reference text, promise_hours integer, due_at timestamptz, due_local timestamp, state text)
language sql
stable
security invoker
set search_path = ''
as $$
  select f.reference,
         f.promise_hours,
         f.due_at,
         f.due_at at time zone s.business_time_zone,
         f.state
    from public.contact_request_followups as f
   cross join public.contact_request_settings as s
   where f.request_id = p_id and s.id;
$$;

revoke all on function public.contact_request_follow_up(uuid) from public, anon, authenticated;
grant execute on function public.contact_request_follow_up(uuid) to service_role;
