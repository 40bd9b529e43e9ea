import { SettingError } from '@ecole/settings/supabaseTarget';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unreachableMessage } from './database.ts';
import { CommandError } from './errors.ts';
import { runCommand } from './run.ts';

afterEach(() => vi.restoreAllMocks());

function said(work: () => never): Promise<[number, string]> {
  const err = vi.spyOn(console, 'error').mockImplementation(() => {});
  return runCommand(work).then((code) => {
    const text = err.mock.calls.map((call) => String(call[0])).join('\n');
    err.mockRestore();
    return [code, text];
  });
}

describe('runCommand: one French sentence and an exit code, never a stack trace', () => {
  it('says a CommandError, a SettingError (2), a file Node could not write, and anything else', async () => {
    expect(
      await said(() => {
        throw new CommandError('Non.', 2);
      }),
    ).toEqual([2, 'Non.']);
    expect(
      await said(() => {
        throw new SettingError('PORT invalide.');
      }),
    ).toEqual([2, 'PORT invalide.']);
    expect(
      await said(() => {
        throw Object.assign(new Error("ENOENT: no such file or directory, open '/nulle/part.csv'"), { code: 'ENOENT', path: '/nulle/part.csv' });
      }),
    ).toEqual([1, 'Fichier inutilisable\u00a0: /nulle/part.csv (dossier ou fichier introuvable).']);
    const [code, text] = await said(() => {
      throw new RangeError('Invalid time value');
    });
    expect(code).toBe(1);
    expect(text).toBe('Erreur inattendue\u00a0: Invalid time value (ECOLE_DEBUG=1 pour le détail).');
  });

  it('says how to start the stand-in that does not answer, on its port', () => {
    expect(unreachableMessage({ url: 'http://127.0.0.1:54321' })).toBe(
      'Le Supabase local ne tourne pas sur http://127.0.0.1:54321\u00a0: lancez-le avec «\u00a0npm start\u00a0» dans un autre terminal, puis relancez cette commande.',
    );
    expect(unreachableMessage({ url: 'http://127.0.0.1:54400' })).toContain('«\u00a0SUPABASE_PORT=54400 npm start\u00a0»');
    expect(unreachableMessage({ url: 'https://abc.supabase.co' })).toBe(
      'Projet Supabase injoignable (https://abc.supabase.co)\u00a0: vérifiez SUPABASE_URL et la connexion à Internet, puis relancez la commande.',
    );
  });
});
