// config.toml settings other parts rely on: the stand-in and the apps assume the CLI's ports,
// and the function must stay behind the gateway's JWT check (else anyone could use it to
// flood the school's inbox without even the public key).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';

const supabaseDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * One [section] of config.toml (`functions.send-contact-email`), each value as JSON text: `54321`,
 * `true`, `"./functions/deno.json"` (a string keeps its quotes, as the file writes it).
 */
function section(name: string): Record<string, string> {
  let table = parse(readFileSync(`${supabaseDir}config.toml`, 'utf8')) as Record<string, unknown>;
  for (const key of name.split('.')) table = (table[key] ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(table).map(([key, value]) => [key, JSON.stringify(value)]));
}

describe('config.toml', () => {
  it('uses the ports of `supabase start` and PostgreSQL 15', () => {
    expect(section('api').port).toBe('54321');
    expect(section('db').port).toBe('54322');
    expect(section('db').major_version).toBe('15');
  });

  it.each(['send-contact-email', 'sweep-outbox', 'backend-health'])('states verify_jwt = true for %s, pointing at files that exist', (name) => {
    const fn = section(`functions.${name}`);
    expect(fn.verify_jwt).toBe('true');
    for (const key of ['entrypoint', 'import_map'] as const) {
      const path = JSON.parse(fn[key] ?? '""') as string;
      expect(existsSync(`${supabaseDir}${path}`), `${key} ${path}`).toBe(true);
    }
  });

  it.each(['submit-contact-form', 'follow-up-request', 'email-events'])(
    'states verify_jwt = false for %s (a plain form post, or the provider’s webhook, carries no token), pointing at files that exist',
    (name) => {
      const fn = section(`functions.${name}`);
      expect(fn.verify_jwt).toBe('false');
      for (const key of ['entrypoint', 'import_map'] as const) {
        const path = JSON.parse(fn[key] ?? '""') as string;
        expect(existsSync(`${supabaseDir}${path}`), `${key} ${path}`).toBe(true);
      }
    },
  );
});
