import type { IncomingMessage, ServerResponse } from 'node:http';
import { header, sendJson } from '../http.ts';

/**
 * An error as GoTrue answers it (supabase/auth internal/api/errors.go, `HandleResponseError`):
 * with `X-Supabase-Api-Version: 2024-01-01` (what supabase-js sends) the body is
 * `{ code: <error_code>, message }` and the version is echoed; without it, the older
 * `{ code: <status>, error_code, msg }`. Both carry `x-sb-error-code`. supabase-js reads the code
 * from `code` only when the answer's version header says 2024-01-01.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_2024 = '2024-01-01';

export function sendAuthError(request: IncomingMessage, response: ServerResponse, error: AuthError): void {
  const asked = header(request, API_VERSION_HEADER)?.trim();
  // GoTrue picks the closest version at or before the one asked; 2024-01-01 is the only later one.
  const modern = asked !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked >= API_VERSION_2024;
  const headers: Record<string, string> = { 'x-sb-error-code': error.code };
  if (modern) {
    headers[API_VERSION_HEADER] = API_VERSION_2024;
    sendJson(response, error.status, { code: error.code, message: error.message }, headers);
  } else {
    sendJson(response, error.status, { code: error.status, error_code: error.code, msg: error.message }, headers);
  }
}

// The errors the desk's calls can meet, worded as GoTrue words them (internal/api/*.go).
export const AUTH_ERRORS = {
  badJson: (detail: string) => new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  overRequestRateLimit: () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  overEmailSendRateLimit: () => new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded'),
  emailFrequency: (seconds: number) =>
    new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`),
  otpDisabled: () => new AuthError(422, 'otp_disabled', 'Signups not allowed for otp'),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) => new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  userNotFound: () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  sessionNotFound: () => new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  refreshTokenNotFound: () => new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () => new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  sessionTimedOut: () => new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired (Inactivity)'),
  emailExists: () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  adminUserNotFound: () => new AuthError(404, 'user_not_found', 'User not found'),
  unsupportedGrant: () => new AuthError(400, 'invalid_credentials', 'unsupported_grant_type'),
  notFound: () => new AuthError(404, 'not_found', 'Not Found'),
  methodNotAllowed: () => new AuthError(405, 'method_not_allowed', 'Method Not Allowed'),
} as const;
