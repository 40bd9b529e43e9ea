// What the backend-health function answers (issue 33, point 4), the contract between it (Deno) and
// the launch check (`npm run launch-check`, @ecole/release, Node): plain types, no import, so both
// read this file (`@ecole/supabase/backend-health`).

/** The pg_cron job that runs the sweep every 10 minutes (supabase/README.md, « Scheduled tasks »). */
export const SWEEP_JOB = "sweep-outbox";

/**
 * The job's name before the sweep was its own function (issue 36): it posts `{"sweep": true}` to
 * send-contact-email, which still answers it. Counted as scheduled, and named by the launch check
 * until it is replaced by SWEEP_JOB.
 */
export const LEGACY_SWEEP_JOB = "send-contact-email-sweep";

/** `missing`: unset or empty; `placeholder`: `.env.example`'s example; `invalid`: the function would refuse it. */
export type SettingState = "ok" | "missing" | "placeholder" | "invalid";

export interface SettingHealth {
  name: string;
  /** Needed on a hosted project (an optional one has a default, or a fallback). */
  required: boolean;
  state: SettingState;
}

/** What the provider says of the sender's domain; `null` when it could not be read, with why. */
export type Tracking =
  | { domain: string; open: boolean; click: boolean }
  | { domain: string | null; open: null; click: null; why: string };

/** What backend_health() reads in the database (20261128150000). */
export interface DatabaseHealth {
  allowedOrigins: string[];
  allowSameOrigin: boolean;
  sweep: {
    /** pg_cron's job, active; null where pg_cron is absent (the local stand-in sweeps by itself). */
    scheduled: boolean | null;
    /**
     * The active job's name when it is LEGACY_SWEEP_JOB alone (the old entry, to replace); absent
     * otherwise (20261128190100).
     */
    legacyJob?: string;
    lastRunAt: string | null;
    minutesSinceLastRun: number | null;
    /** More than 30 minutes ago, or never. */
    stale: boolean;
  };
}

export interface BackendHealth {
  settings: SettingHealth[];
  /** SITE_ORIGIN when usable (a public address), else null. */
  siteOrigin: string | null;
  tracking: Tracking;
  database: DatabaseHealth | { error: string };
}
