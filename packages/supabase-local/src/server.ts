import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SCHOOL } from '@ecole/content';
import type { PGlite } from '@electric-sql/pglite';
import { authenticateRest } from './auth.ts';
import { handleClock } from './clockEndpoint.ts';
import { openDatabase } from './database.ts';
import { EdgeFunctions } from './edge-functions.ts';
import { type AuthOptions, LocalAuth } from './gotrue/router.ts';
import { preflightHeaders, sendJson } from './http.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
import { LocalClock } from './localClock.ts';
import { localSecrets } from './localSecrets.ts';
import { mailViewerPage, readOutbox } from './mailViewer.ts';
import { OUTBOX_API_KEY, Outbox } from './outbox.ts';
import { DEFAULT_PATHS, LOCAL_CLOCK_PRELOAD } from './paths.ts';
import { handleRest } from './rest/handler.ts';
import { handleRpc } from './rest/rpc.ts';
import { SerialQueue } from './serial-queue.ts';
import { standInFiles } from './standInFiles.ts';
import { recordSweepsThrough, type SweepOutcome, startSweeper } from './sweeper.ts';

/** The function's waits for the database and the mail provider, locally (see `env` below). */
const LOCAL_TIMEOUT_MS = 60_000;

export interface SupabaseLocalOptions {
  /** 54321 like `supabase start`; 0 picks a free port (tests). */
  port?: number;
  host?: string;
  /** Database folder (kept between runs), or `memory`. Default `<repo>/.local/supabase/db`. */
  dataDir?: string;
  /** One JSON file per mail the edge function sends. Default `<repo>/.local/outbox`. */
  outboxDir?: string;
  migrationsDir?: string;
  rolesSql?: string;
  functionsDir?: string;
  configToml?: string;
  denoDir?: string;
  /** Who receives the contact mails. Default: the school's address from @ecole/content. */
  contactEmailTo?: string;
  /** Who receives the 90 % reminders (CONTACT_MANAGER_EMAIL, issue 21). Default: `contactEmailTo`'s. */
  contactManagerEmail?: string;
  /**
   * Mail provider the edge function uses instead of the local outbox, e.g. Resend's
   * `https://api.resend.com/emails` to receive real mails while developing (with `emailApiKey`),
   * or a test's own server. Default: the outbox.
   */
  emailApiUrl?: string;
  emailApiKey?: string;
  /**
   * How long the function waits for the e-mail provider (EMAIL_API_TIMEOUT_MS); 60 s when left
   * out (a hosted project's default is 10 s). Tests of a slow provider shorten it.
   */
  emailApiTimeoutMs?: number;
  /**
   * Every this many milliseconds, pending contact requests (mail failed or never asked) are
   * sent again through the function, as the scheduled job does on Supabase. Default 60 000;
   * 0 turns it off (tests call `sweep()` themselves).
   */
  sweepIntervalMs?: number;
  /**
   * The contact form's flood budget (public.contact_request_settings), written at every start;
   * what is left out keeps the database's value (by default the migrations': 3 per address in
   * 10 minutes, 5 per client in 10 minutes and 20 a day, 240 a minute and 1 000 an hour for
   * everyone; with a proof of work 60 per client in 10 minutes and 180 a day; acknowledgements 3
   * a day per mailbox and 10 per domain). Locally every visitor is one client (127.0.0.1) and
   * tests write from one domain: a test about something else than the budget raises the
   * per-client numbers, and the per-domain one.
   */
  contactBudget?: Partial<ContactBudget>;
  /**
   * Which pages may file contact requests from a browser (public.contact_request_settings,
   * written at every start; supabase/README.md). By default the site's own pages reach the
   * stand-in through their proxy at /_supabase/, on their own origin, which the browser says in
   * `Sec-Fetch-Site: same-origin`: that is what the stand-in accepts (`sameOrigin: true`), and
   * no other origin. A page served elsewhere (a dev server calling the stand-in directly) is
   * listed in `origins`.
   */
  siteOrigins?: { origins?: string[]; sameOrigin?: boolean };
  /**
   * The functions' SITE_ORIGIN (where their redirects go, what the mails' links start with), as a
   * hosted project is given its site's: `npm start` and the e2e set-up give the local site's once
   * its proxy listens (`setSiteOrigin`), so local mails carry absolute links to it. Left out, both
   * are paths, which the site resolves on its own origin.
   */
  siteOrigin?: string;
  /**
   * The stand-in's Auth (/auth/v1, the staff desk's sign-in): `limits` changes any of
   * gotrue/limits.ts (tests), `now` is its clock in milliseconds (tests move it instead of
   * waiting; REST checks access tokens against it too).
   */
  auth?: AuthOptions;
  /** Where progress lines go. Default console.log; pass `() => {}` for silence. */
  log?: (line: string) => void;
}

/** The numbers of the contact form's flood budget (supabase/migrations/20261124130200_contact_requests_flood_budget.sql). */
export interface ContactBudget {
  addressPer10Minutes: number;
  clientPer10Minutes: number;
  clientPerDay: number;
  globalPerMinute: number;
  globalPerHour: number;
  /** Requests with a proof of work, per client (20261128170000). */
  provedPer10Minutes: number;
  provedPerDay: number;
  /** Acknowledgements per mailbox and per domain in 24 hours (20261128170100). */
  acknowledgementsPerMailbox: number;
  acknowledgementsPerDomain: number;
}

const BUDGET_COLUMNS: Record<keyof ContactBudget, string> = {
  addressPer10Minutes: 'address_max_per_10_minutes',
  clientPer10Minutes: 'client_max_per_10_minutes',
  clientPerDay: 'client_max_per_day',
  globalPerMinute: 'global_max_per_minute',
  globalPerHour: 'global_max_per_hour',
  provedPer10Minutes: 'proof_client_max_per_10_minutes',
  provedPerDay: 'proof_client_max_per_day',
  acknowledgementsPerMailbox: 'acknowledgement_max_per_mailbox_per_day',
  acknowledgementsPerDomain: 'acknowledgement_max_per_domain_per_day',
};

async function writeSiteOrigins(db: PGlite, site: { origins?: string[]; sameOrigin?: boolean }): Promise<void> {
  await db.query('update public.contact_request_settings set allowed_origins = $1, allow_same_origin = $2', [
    (site.origins ?? []).map((origin) => origin.toLowerCase()),
    site.sameOrigin ?? true,
  ]);
}

async function writeBudget(db: PGlite, budget: Partial<ContactBudget>): Promise<void> {
  const entries = Object.entries(budget).filter(([, value]) => value !== undefined) as [keyof ContactBudget, number][];
  if (entries.length === 0) return;
  const assignments = entries.map(([key], index) => `${BUDGET_COLUMNS[key]} = $${index + 1}`).join(', ');
  await db.query(
    `update public.contact_request_settings set ${assignments}`,
    entries.map(([, value]) => value),
  );
}

export interface SupabaseLocal {
  /** `http://127.0.0.1:<port>`, what to give supabase-js. */
  url: string;
  port: number;
  dataDir: string;
  outboxDir: string;
  /** The database itself, as the superuser (tests and scripts; the HTTP API never uses it so). */
  db: PGlite;
  /**
   * The stand-in's clock (localClock.ts): the real time plus the offset `npm run local-clock` sets,
   * which the database, the functions, Auth, the sweep and the outbox all run on.
   */
  clock: { now(): number; readonly offsetMs: number };
  /**
   * Moves the stand-in's clock to `offsetMs` from the real time (kept beside the database), between
   * two sweeps; the functions restart on it at their next call. With periodic sweeps on, one runs
   * at once on the new time, and its answer is returned.
   */
  setClock(offsetMs: number): Promise<SweepOutcome | undefined>;
  /** Gives the functions the site's origin (SITE_ORIGIN): see `siteOrigin`. */
  setSiteOrigin(origin: string): Promise<void>;
  /**
   * Runs the retry sweep now, as the periodic one does: the function mails every un-notified
   * request stored at least `minAgeSeconds` ago (default 120). Resolves to its answer.
   */
  sweep(options?: { minAgeSeconds?: number }): Promise<SweepOutcome>;
  /**
   * Kills an edge function's Deno process at once (SIGKILL), as a crash or an out-of-memory
   * kill would, whatever it is doing; the next call starts it again. Resolves once it is gone.
   */
  crashFunction(name: string): Promise<void>;
  /** The process id of a running edge function (tests read its memory use), or undefined. */
  functionPid(name: string): Promise<number | undefined>;
  /**
   * The secret the campaign-visits function expects from the access log's shipper
   * (CAMPAIGN_INGEST_SECRET, kept beside the database like the others): `npm start` tails
   * logs/access.log into the counters with it (issue 37).
   */
  campaignIngestSecret: string;
  /**
   * The secret email-events checks the provider's webhook with (RESEND_WEBHOOK_SECRET,
   * `whsec_<base64>`), drawn at each start: a test signs bounces and complaints with it.
   */
  emailEventsSecret: string;
  close(): Promise<void>;
}

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly host: string,
  ) {
    super(`Le port ${port} est déjà utilisé sur ${host}.`);
  }
}

const KONG_NOT_FOUND = { message: 'no Route matched with those values' };

/**
 * Starts the local stand-in for the two Supabase endpoints the site calls (REST and edge
 * functions), plus the local mail outbox. Resolves once the port is bound, the migrations are
 * applied and requests are served; rejects with PortInUseError when the port is taken.
 */
export async function startSupabaseLocal(options: SupabaseLocalOptions = {}): Promise<SupabaseLocal> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.log(line));
  const dataDir = options.dataDir ?? DEFAULT_PATHS.dataDir;
  const outboxDir = options.outboxDir ?? DEFAULT_PATHS.outboxDir;
  let siteOrigin = options.siteOrigin;
  const files = standInFiles(dataDir);
  const clock = new LocalClock({ file: files?.clock });
  const secrets = localSecrets(files?.secrets);

  const server = createServer();
  // Bind first: a taken port is the common failure and should be reported before the database
  // spends seconds starting.
  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(options.port ?? 54321, host) : error);
    };
    server.once('error', onError);
    server.listen(options.port ?? 54321, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  let opened: Awaited<ReturnType<typeof openDatabase>>;
  try {
    opened = await openDatabase({
      dataDir,
      rolesSql: options.rolesSql ?? DEFAULT_PATHS.rolesSql,
      migrationsDir: options.migrationsDir ?? DEFAULT_PATHS.migrationsDir,
      log,
      clock,
    });
  } catch (error) {
    await new Promise((resolve) => server.close(resolve));
    throw error;
  }
  const { db } = opened;
  const queue = new SerialQueue();
  let auth: LocalAuth;
  try {
    await writeBudget(db, options.contactBudget ?? {});
    await writeSiteOrigins(db, options.siteOrigins ?? {});
    auth = await LocalAuth.start({ ...options.auth, now: options.auth?.now ?? clock.now, db, queue, url, log });
  } catch (error) {
    await db.close();
    await new Promise((resolve) => server.close(resolve));
    throw error;
  }
  const outbox = new Outbox({ outboxDir, log, now: clock.now });
  const emailEventsSecret = `whsec_${randomBytes(32).toString('base64')}`;
  const functions = new EdgeFunctions({
    functionsDir: options.functionsDir ?? DEFAULT_PATHS.functionsDir,
    configToml: options.configToml ?? DEFAULT_PATHS.configToml,
    denoDir: options.denoDir ?? DEFAULT_PATHS.denoDir,
    preload: LOCAL_CLOCK_PRELOAD,
    log,
    // The secrets a hosted function reads from its environment; supabase/functions/.env.example
    // lists the same names.
    env: {
      SUPABASE_URL: url,
      SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
      EMAIL_API_URL: options.emailApiUrl ?? `${url}/__local/outbox`,
      EMAIL_API_KEY: options.emailApiKey ?? OUTBOX_API_KEY,
      CONTACT_EMAIL_TO: options.contactEmailTo ?? SCHOOL.email,
      CONTACT_EMAIL_FROM: 'site@localhost',
      ...(options.contactManagerEmail === undefined ? {} : { CONTACT_MANAGER_EMAIL: options.contactManagerEmail }),
      // Longer waits than a hosted project's 10 s: the stand-in's database (PGlite) answers one
      // query at a time and shares the machine with everything else; a busy laptop or CI runner
      // must not turn a slow answer into a failed mail.
      EMAIL_API_TIMEOUT_MS: String(options.emailApiTimeoutMs ?? LOCAL_TIMEOUT_MS),
      DATABASE_TIMEOUT_MS: String(LOCAL_TIMEOUT_MS),
      // Sign the proofs of work submit-contact-form hands out beyond the flood budget, and the
      // « Je m’en occupe » and « Répondu » links of the staff mails (issue 21): drawn once per
      // database and kept beside it (localSecrets.ts), so that a link mailed before a restart
      // still works, as after a redeploy of a hosted project.
      CONTACT_PROOF_SECRET: secrets.CONTACT_PROOF_SECRET,
      CONTACT_ACTION_SECRET: secrets.CONTACT_ACTION_SECRET,
      // campaign-visits (issue 37): the secret the log shipper sends with each batch.
      CAMPAIGN_INGEST_SECRET: secrets.CAMPAIGN_INGEST_SECRET,
      // The stand-in's clock, for the functions' `Date` (deno/localClock.ts, preloaded).
      LOCAL_CLOCK_OFFSET_MS: String(clock.offsetMs),
      // The links and redirects are paths unless the site's origin is given: the site reaches the
      // stand-in on its own origin (/_supabase/), and a test resolves a path against its page.
      ...(options.siteOrigin === undefined ? {} : { SITE_ORIGIN: options.siteOrigin }),
      // email-events, the e-mail provider's webhook (issue 34): no provider calls the stand-in, but
      // a test or a developer may, signing with this secret (drawn at each start).
      RESEND_WEBHOOK_SECRET: emailEventsSecret,
      // send-auth-email, Auth's Send Email Hook: the secret Auth signs its calls with (drawn at
      // each start, like a hook secret nobody reads) and the code lifetime its mail states.
      SEND_EMAIL_HOOK_SECRET: auth.hookSecret,
      AUTH_OTP_EXPIRY_SECONDS: String(auth.otpLifetimeSeconds),
    },
  });

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const requestUrl = new URL(request.url ?? '/', url);
    const path = requestUrl.pathname;
    const method = request.method ?? 'GET';

    const fn = /^\/functions\/v1\/([^/]+)(\/.*)?$/.exec(path);
    if (fn) return functions.handle(request, response, decodeURIComponent(fn[1]!), fn[2] ?? '', requestUrl.search);

    if (method === 'OPTIONS') {
      response.writeHead(200, preflightHeaders(request));
      response.end();
      return;
    }
    if (path === '/__local/health') return sendJson(response, 200, { ok: true });
    if (path === '/__local/clock') return handleClock(request, response, requestUrl, { clock, setClock, now: () => auth.now(), siteOrigin: () => siteOrigin });
    const authPath = /^\/auth\/v1(\/.*)?$/.exec(path);
    if (authPath) return auth.handle(request, response, authPath[1]?.replace(/\/+$/, '') || '/', requestUrl);
    if (path === '/__local/outbox') return outbox.handle(request, response);
    if (path === '/__local/mails' && (method === 'GET' || method === 'HEAD')) {
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': "default-src 'none'",
        'X-Robots-Tag': 'noindex',
      });
      response.end(method === 'HEAD' ? undefined : mailViewerPage(readOutbox(outboxDir)));
      return;
    }

    const rpc = /^\/rest\/v1\/rpc\/([^/]+)\/?$/.exec(path);
    if (rpc) {
      const caller = await authenticateRest(request, requestUrl, auth.now());
      if (!caller.ok) return sendJson(response, caller.refusal.status, caller.refusal.body, caller.refusal.headers);
      return handleRpc(request, response, requestUrl, decodeURIComponent(rpc[1]!), caller.caller, { db, queue });
    }

    const rest = /^\/rest\/v1\/([^/]+)\/?$/.exec(path);
    if (rest) {
      const caller = await authenticateRest(request, requestUrl, auth.now());
      if (!caller.ok) return sendJson(response, caller.refusal.status, caller.refusal.body, caller.refusal.headers);
      return handleRest(request, response, requestUrl, decodeURIComponent(rest[1]!), caller.caller, { db, queue });
    }
    sendJson(response, 404, KONG_NOT_FOUND);
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    route(request, response).catch((error: unknown) => {
      log(`Erreur interne sur ${request.method} ${request.url}\u00a0: ${(error as Error).stack ?? String(error)}`);
      if (!response.headersSent) sendJson(response, 500, { code: 'PGRSTX00', details: null, hint: null, message: String(error) });
      else response.destroy();
    });
  });

  const sweepIntervalMs = options.sweepIntervalMs ?? 60_000;
  const sweeper = startSweeper({ url, db, queue, log, intervalMs: sweepIntervalMs });

  async function setClock(offsetMs: number): Promise<SweepOutcome | undefined> {
    await sweeper.between(async () => {
      const before = clock.now();
      clock.set(offsetMs);
      await functions.updateEnv({ LOCAL_CLOCK_OFFSET_MS: String(offsetMs) });
      // The time jumped over is time the scheduled sweep ran through, on the laptop as on a hosted
      // project: without its runs, the weekly mail and the desk would report the trial's own clock
      // moves as a stopped job (« la relance automatique s’est arrêtée … »).
      if (sweepIntervalMs > 0) await recordSweepsThrough(db, queue, before, clock.now());
    });
    // What is now due (reminders, lateness, the Monday mail) leaves at once, as the next scheduled
    // sweep would on a hosted project; without periodic sweeps (tests), the caller sweeps.
    return sweepIntervalMs > 0 ? await sweeper.tick() : undefined;
  }

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await sweeper.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // Connections still busy a second later are cut, or a hanging client would hold close().
        setTimeout(() => server.closeAllConnections(), 1000).unref();
      });
      await functions.close();
      await queue.idle();
      await db.close();
    })();
    return closing;
  };

  return {
    url,
    port,
    dataDir,
    outboxDir,
    db,
    clock,
    setClock,
    async setSiteOrigin(origin) {
      siteOrigin = origin;
      await functions.updateEnv({ SITE_ORIGIN: origin });
    },
    sweep: sweeper.sweep,
    crashFunction: (name) => functions.crash(name),
    functionPid: (name) => functions.pid(name),
    emailEventsSecret,
    campaignIngestSecret: secrets.CAMPAIGN_INGEST_SECRET,
    close,
  };
}
