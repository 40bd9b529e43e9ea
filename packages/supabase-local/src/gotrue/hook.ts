import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { AuthError } from './errors.ts';

/** The function Supabase Auth is pointed at for its mails (supabase/config.toml, [auth.hook.send_email]). */
export const SEND_EMAIL_HOOK_FUNCTION = 'send-auth-email';

/** A secret in the dashboard's format, `v1,whsec_<base64 of 32 random bytes>`, drawn at each start. */
export function drawHookSecret(): string {
  return `v1,whsec_${randomBytes(32).toString('base64')}`;
}

/** GoTrue's 3 attempts, 2 s apart, when the hook cannot be reached (hookshttp.go). */
const ATTEMPTS = 3;
const BACKOFF_MS = 2000;

export interface HookCall {
  url: string;
  secret: string;
  payload: unknown;
  timeoutMs: number;
}

/**
 * Calls the Send Email Hook as GoTrue does (supabase/auth internal/hooks/hookshttp/hookshttp.go):
 * a POST of the JSON payload signed the Standard Webhooks way (webhook-id, webhook-timestamp,
 * webhook-signature: `v1,` + HMAC-SHA256 under the secret without its `v1,whsec_`), then the
 * answer read GoTrue's way. Resolves when the hook took the mail; rejects with the AuthError
 * GoTrue would answer the caller otherwise.
 */
export async function callSendEmailHook(call: HookCall): Promise<void> {
  const body = JSON.stringify(call.payload);
  const webhook = new Webhook(call.secret.replace(/^v1,/, ''));
  const deadline = Date.now() + call.timeoutMs;
  const timedOut = () => new AuthError(422, 'hook_timeout', `Failed to reach hook within maximum time of ${(call.timeoutMs / 1000).toFixed(6)} seconds`);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const id = randomUUID();
    const at = new Date();
    let response: Response;
    try {
      response = await fetch(call.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': webhook.sign(id, at, body),
        },
        body,
        signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
      });
    } catch (error) {
      if ((error as Error).name === 'TimeoutError' || Date.now() >= deadline) throw timedOut();
      if (attempt < ATTEMPTS - 1) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(BACKOFF_MS, Math.max(0, deadline - Date.now()))));
        continue;
      }
      throw new AuthError(422, 'hook_timeout_after_retry', 'Failed to reach hook after maximum retries');
    }
    const text = await response.text();
    switch (response.status) {
      case 204:
        return;
      case 200:
      case 202: {
        const type = response.headers.get('content-type');
        if (type === null) {
          throw new AuthError(400, 'hook_payload_invalid_content_type', 'Invalid Content-Type: Missing Content-Type header');
        }
        if (type.split(';')[0]?.trim().toLowerCase() !== 'application/json') {
          throw new AuthError(400, 'hook_payload_invalid_content_type', `Invalid JSON response. Received content-type: ${type}`);
        }
        const error = hookError(text);
        // hookserrors.go: an error object with a message fails the call with its code (500 if none).
        if (error !== null) {
          const status = error.httpCode || 500;
          // GoTrue's HTTPError has no error_code then; its answer names it by the status (errors.go).
          throw new AuthError(status, status === 500 ? 'unexpected_failure' : 'unknown', error.message);
        }
        return;
      }
      case 429:
      case 503:
        if (response.headers.get('retry-after')) continue;
        throw new AuthError(500, 'unexpected_failure', 'Service currently unavailable due to hook');
      case 400:
        throw new AuthError(500, 'unexpected_failure', 'Invalid payload sent to hook');
      case 401:
        throw new AuthError(500, 'unexpected_failure', 'Hook requires authorization token');
      default:
        throw new AuthError(500, 'unexpected_failure', `Unexpected status code returned from hook: ${response.status}`);
    }
  }
  throw new AuthError(500, 'unexpected_failure', 'Service currently unavailable due to hook');
}

function hookError(text: string): { httpCode: number; message: string } | null {
  try {
    const parsed = JSON.parse(text) as { error?: { http_code?: unknown; message?: unknown } | null };
    const error = parsed?.error;
    if (typeof error !== 'object' || error === null) return null;
    if (typeof error.message !== 'string' || error.message === '') return null;
    return { httpCode: typeof error.http_code === 'number' ? error.http_code : 0, message: error.message };
  } catch {
    return null;
  }
}
