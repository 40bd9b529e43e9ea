import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { checkApiKey } from '../auth.ts';
import { sendJson } from '../http.ts';
import type { SerialQueue } from '../serial-queue.ts';
import { handleGetUser, handleLogout, handleSettings } from './account.ts';
import { handleAdmin } from './admin.ts';
import type { AuthContext } from './context.ts';
import { AUTH_ERRORS, AuthError, sendAuthError } from './errors.ts';
import { drawHookSecret, SEND_EMAIL_HOOK_FUNCTION } from './hook.ts';
import { type AuthLimits, DEFAULT_AUTH_LIMITS } from './limits.ts';
import { handleOtp } from './otp.ts';
import { WindowLimiter } from './ratelimit.ts';
import { createAuthSchema } from './schema.ts';
import { handleToken } from './token.ts';
import { handleVerify } from './verify.ts';

export interface AuthOptions {
  /** Any limit of limits.ts, changed (tests). */
  limits?: Partial<AuthLimits>;
  /** The clock, in milliseconds (tests move it). Default Date.now. */
  now?: () => number;
}

const FIVE_MINUTES_MS = 5 * 60_000;

/**
 * The part of Supabase Auth (GoTrue) the staff desk uses, under /auth/v1 (docs/staff-sign-in.md):
 * sign-in with a mailed code, sessions and their refresh, sign-out, and the admin API for
 * `npm run staff`. State in the `local_auth` schema of the stand-in's database.
 */
export class LocalAuth {
  readonly #context: AuthContext;
  /** `v1,whsec_…`, drawn at each start; the send-auth-email function gets it as SEND_EMAIL_HOOK_SECRET. */
  readonly hookSecret: string;

  private constructor(context: AuthContext) {
    this.#context = context;
    this.hookSecret = context.hook.secret;
  }

  static async start(options: AuthOptions & { db: PGlite; queue: SerialQueue; url: string; log: (line: string) => void }): Promise<LocalAuth> {
    await createAuthSchema(options.db);
    const now = options.now ?? Date.now;
    const limits = { ...DEFAULT_AUTH_LIMITS, ...options.limits };
    return new LocalAuth({
      db: options.db,
      queue: options.queue,
      now,
      limits,
      issuer: `${options.url}/auth/v1`,
      // GoTrue calls the hook at its URI: on Supabase the function's public address, through the
      // gateway (so verify_jwt = false must be set, as it is).
      hook: { url: `${options.url}/functions/v1/${SEND_EMAIL_HOOK_FUNCTION}`, secret: drawHookSecret() },
      limiters: {
        signIn: new WindowLimiter(() => limits.signInsPerIpPer5Minutes, FIVE_MINUTES_MS, now),
        verify: new WindowLimiter(() => limits.verificationsPerIpPer5Minutes, FIVE_MINUTES_MS, now),
        refresh: new WindowLimiter(() => limits.refreshesPerIpPer5Minutes, FIVE_MINUTES_MS, now),
      },
      log: options.log,
    });
  }

  /** The clock Auth runs on (REST checks access tokens against it too). */
  now(): number {
    return this.#context.now();
  }

  /** The lifetime of a code, which the code mail states (AUTH_OTP_EXPIRY_SECONDS of the function). */
  get otpLifetimeSeconds(): number {
    return this.#context.limits.otpLifetimeSeconds;
  }

  /** Serves `/auth/v1<path>`. */
  async handle(request: IncomingMessage, response: ServerResponse, path: string, url: URL): Promise<void> {
    try {
      // The gateway lets /verify through without a key (Supabase's kong.yml: auth-v1-open), for
      // the links in mails; every other Auth route needs the project's key.
      if (path !== '/verify') {
        const key = await checkApiKey(request, url);
        if (!key.ok) return sendJson(response, key.refusal.status, key.refusal.body, key.refusal.headers);
      }
      await this.#route(request, response, path, url);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      if (!response.headersSent) sendAuthError(request, response, error);
    }
  }

  async #route(request: IncomingMessage, response: ServerResponse, path: string, url: URL): Promise<void> {
    const context = this.#context;
    const method = request.method ?? 'GET';
    const only = (allowed: string) => {
      if (method !== allowed) throw AUTH_ERRORS.methodNotAllowed();
    };
    switch (path) {
      case '/otp':
        only('POST');
        return handleOtp(context, request, response);
      case '/verify':
        // GET /verify is a mail's link (token_hash), which the desk's mails never carry.
        only('POST');
        return handleVerify(context, request, response);
      case '/token':
        only('POST');
        return handleToken(context, request, response, url);
      case '/user':
        only('GET');
        return handleGetUser(context, request, response);
      case '/logout':
        only('POST');
        return handleLogout(context, request, response, url);
      case '/settings':
        only('GET');
        return handleSettings(response);
      default:
        if (path === '/admin/users' || path.startsWith('/admin/users/')) return handleAdmin(context, request, response, path, url);
        throw AUTH_ERRORS.notFound();
    }
  }
}
