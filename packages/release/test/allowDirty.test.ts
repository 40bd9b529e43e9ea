/**
 * A release is made from a commit (issue 38): uncommitted changes are refused, unless
 * `--allow-dirty` for a local try, never for production.
 */
import { describe, expect, it } from 'vitest';
import { assertReleasable } from '../src/commands/release.ts';

describe('npm run release from a working copy with uncommitted changes', () => {
  it('a clean working copy: released, whatever the flags', () => {
    expect(() => assertReleasable(false, false, true)).not.toThrow();
  });

  it('refused, saying why and what to do', () => {
    expect(() => assertReleasable(true, false, false)).toThrow(
      'La copie de travail a des changements non commités\u00a0: une release se fait depuis un commit (git status les montre). ' +
        'Commitez-les, ou, pour un essai local seulement, ajoutez --allow-dirty (la release portera « -dirty »).',
    );
  });

  it('--allow-dirty: a local try goes on; a production release is still refused', () => {
    expect(() => assertReleasable(true, true, false)).not.toThrow();
    expect(() => assertReleasable(true, true, true)).toThrow('--allow-dirty est refusé avec SITE_ENV=production');
  });
});
