/**
 * The security headers a Worker of ours adds (CSP, HSTS, framing, referrer…): src/headers.ts's one
 * set, for the hosts the Worker's `POLICY_SOURCES` variable names (JSON `PolicySources`), parsed
 * once per isolate. The router adds them to every answer on production; a preview of one app
 * (previewResponse.ts) adds the same, so what a colleague reviews is what visitors will get.
 */
import { type HeaderSet, headerSet, type PolicySources } from '../headers.ts';
import { POLICY_VAR } from './bindings.ts';

let cached: { key: string; headers: HeaderSet } | undefined;

export function headersOfEnv(env: Record<string, unknown>): HeaderSet {
  const key = typeof env[POLICY_VAR] === 'string' ? (env[POLICY_VAR] as string) : '{}';
  if (cached?.key !== key) cached = { key, headers: headerSet(JSON.parse(key) as PolicySources) };
  return cached.headers;
}
