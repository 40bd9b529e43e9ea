// The example values the functions refuse (functions/_shared/placeholders.ts, issue 33) are those
// of functions/.env.example, and every variable of the file is either such an example or a real
// default: a variable added to the file must be classed here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_EXAMPLE_PLACEHOLDERS, isPlaceholder } from '../functions/_shared/placeholders.ts';

/** Values of the file that are real defaults, usable as they are. */
const REAL_DEFAULTS = ['EMAIL_API_URL', 'EMAIL_API_TIMEOUT_MS', 'DATABASE_TIMEOUT_MS', 'AUTH_OTP_EXPIRY_SECONDS'];

const file = readFileSync(new URL('../functions/.env.example', import.meta.url), 'utf8');
const variables = Object.fromEntries(
  file
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

describe('functions/.env.example', () => {
  it('holds the example values the functions refuse, each as placeholders.ts writes it', () => {
    for (const [name, value] of Object.entries(ENV_EXAMPLE_PLACEHOLDERS)) expect(variables[name], name).toBe(value);
  });

  it('has no variable that is neither an example to replace nor a real default', () => {
    for (const [name, value] of Object.entries(variables)) {
      expect(REAL_DEFAULTS.includes(name) || isPlaceholder(name, value), `${name}=${value}`).toBe(true);
      if (REAL_DEFAULTS.includes(name)) expect(isPlaceholder(name, value), name).toBe(false);
    }
  });
});
