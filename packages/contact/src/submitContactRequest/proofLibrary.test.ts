// @vitest-environment node
import denoConfig from '@ecole/supabase/deno.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import contactPackage from '../../package.json' with { type: 'json' };
import { sendWithProof } from './proofOfWork.ts';

describe('the proof of work', () => {
  // The browser solves with the library the function verifies with (ALTCHA's v2 protocol): one
  // version, pinned in both manifests, or a new parameter on one side fails every proof.
  it('uses the same altcha-lib version in the browser and in the function', () => {
    expect(denoConfig.imports['altcha-lib']).toBe(`npm:altcha-lib@${contactPackage.dependencies['altcha-lib']}`);
    expect(denoConfig.imports['altcha-lib/']).toBe(`npm:/altcha-lib@${contactPackage.dependencies['altcha-lib']}/`);
  });
});

describe('the proof-of-work lane’s answers', () => {
  const row = { name: 'Camille Martin', email: 'camille@exemple.fr', phone: null, reason: 'Formation IA', message: 'Bonjour' };

  it('no challenge because the connection reached its ceiling (429 plafond): refused, as a budget, not failed (issue 34)', async () => {
    const calls: string[] = [];
    const fetcher = (async (input: string | URL | Request) => {
      calls.push(String(input));
      return Response.json({ code: 'trop-de-demandes', details: 'plafond' }, { status: 429 });
    }) as typeof fetch;
    expect(await sendWithProof(row, {}, { endpoint: 'https://projet.example/functions/v1/submit-contact-form', fetch: fetcher })).toBe('refused');
    expect(calls).toEqual(['https://projet.example/functions/v1/submit-contact-form/challenge']);
  });

  it('no challenge for another reason (the database or the proof secret missing, 503): failed', async () => {
    const fetcher = (async () => Response.json({ code: 'indisponible' }, { status: 503 })) as typeof fetch;
    expect(await sendWithProof(row, {}, { endpoint: 'https://projet.example/f', fetch: fetcher })).toBe('failed');
  });
});
