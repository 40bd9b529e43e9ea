// @vitest-environment node
import denoConfig from '@ecole/supabase/deno.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import contactPackage from '../../package.json' with { type: 'json' };

describe('the proof of work', () => {
  // The browser solves with the library the function verifies with (ALTCHA's v2 protocol): one
  // version, pinned in both manifests, or a new parameter on one side fails every proof.
  it('uses the same altcha-lib version in the browser and in the function', () => {
    expect(denoConfig.imports['altcha-lib']).toBe(`npm:altcha-lib@${contactPackage.dependencies['altcha-lib']}`);
    expect(denoConfig.imports['altcha-lib/']).toBe(`npm:/altcha-lib@${contactPackage.dependencies['altcha-lib']}/`);
  });
});
