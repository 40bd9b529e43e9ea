-- The sweep is its own function (issue 36): the scheduled job posts `{}` to sweep-outbox, and is
-- named after it (`sweep-outbox`, supabase/README.md, « Scheduled tasks »). Projects scheduled
-- before it run `send-contact-email-sweep`, which posts `{"sweep": true}` to send-contact-email:
-- that entry still answers, so the old job keeps the mails going, but backend_health names it
-- (`legacyJob`) and the launch check asks for the new one. Either job, active, is a scheduled sweep.
-- Only backend_health changes (20261128160000's, the job's name and `legacyJob` added).

comment on table public.contact_sweep_runs is
  'Quand chaque relance automatique (fonction sweep-outbox) s’est terminée : 15 jours gardés.';

create or replace function public.backend_health(p_now timestamptz default pg_catalog.now())
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_settings public.contact_request_settings;
  v_sweep record;
  v_scheduled boolean;
  v_legacy boolean;
begin
  select * into v_settings from public.contact_request_settings as s where s.id;
  select * into v_sweep from public.contact_sweep_status(p_now);
  -- pg_cron's own table, on a project that enabled it (never PGlite, nor the local stand-in, which
  -- sweeps by itself): the job supabase/README.md schedules, active. Read dynamically, so the
  -- function exists where the extension does not.
  if pg_catalog.to_regclass('cron.job') is null then
    v_scheduled := null;
    v_legacy := false;
  else
    execute 'select exists (select 1 from cron.job where jobname = $1 and active),
                    exists (select 1 from cron.job where jobname = $2 and active)'
      into v_scheduled, v_legacy using 'sweep-outbox', 'send-contact-email-sweep';
  end if;
  return pg_catalog.jsonb_build_object(
    'allowedOrigins', pg_catalog.to_jsonb(coalesce(v_settings.allowed_origins, '{}'::text[])),
    'allowSameOrigin', v_settings.allow_same_origin,
    'sweep', pg_catalog.jsonb_build_object(
      'scheduled', v_scheduled or v_legacy,
      'lastRunAt', v_sweep.last_run_at,
      'minutesSinceLastRun', v_sweep.minutes_since,
      'stale', v_sweep.stale
    ) || case
      -- The old job alone: still sweeping, to be replaced.
      when v_legacy and not v_scheduled then pg_catalog.jsonb_build_object('legacyJob', 'send-contact-email-sweep')
      else '{}'::jsonb
    end
  );
end;
$$;
