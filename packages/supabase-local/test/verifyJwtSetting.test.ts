import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyJwtSetting } from '../src/edge-functions.ts';
import { DEFAULT_PATHS } from '../src/paths.ts';
import { tempDir } from './helpers.ts';

describe('verifyJwtSetting', () => {
  it('reads each function’s verify_jwt from the project’s config.toml', () => {
    expect(verifyJwtSetting(DEFAULT_PATHS.configToml, 'send-contact-email')).toBe(true);
    expect(verifyJwtSetting(DEFAULT_PATHS.configToml, 'submit-contact-form')).toBe(false);
  });

  it('is true, as on Supabase, when the function, its key or the file is missing', () => {
    const file = join(tempDir('config'), 'config.toml');
    // TOML the file may come to hold: a quoted table name, a comment after the value.
    writeFileSync(file, '[functions."ouvert"]\nverify_jwt = false # a comment\n\n[functions.sans-cle]\nenabled = true\n');
    expect(verifyJwtSetting(file, 'ouvert')).toBe(false);
    expect(verifyJwtSetting(file, 'sans-cle')).toBe(true);
    expect(verifyJwtSetting(file, 'inconnue')).toBe(true);
    expect(verifyJwtSetting(join(tempDir('config'), 'absent.toml'), 'ouvert')).toBe(true);
  });
});
