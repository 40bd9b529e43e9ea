import { SettingError } from '@ecole/settings/supabaseTarget';
import { CommandError, fileErrorMessage } from './errors.ts';
import { warn } from './terminalText.ts';

/**
 * Runs a staff command's work and turns whatever it throws into one French sentence on stderr and
 * an exit code, never a stack trace (issue 33, point 6): a CommandError says its own sentence, a
 * setting that cannot be used (SettingError) exits 2, a file that cannot be written or read is
 * named, and anything else is « Erreur inattendue » with its message; the stack only with
 * ECOLE_DEBUG=1, for a developer.
 */
export async function runCommand(work: () => Promise<number | undefined> | number | undefined): Promise<number> {
  try {
    return (await work()) ?? 0;
  } catch (error) {
    return failure(error);
  }
}

/** Prints what went wrong and gives the exit code (see runCommand). */
export function failure(error: unknown): number {
  if (error instanceof CommandError) {
    warn(error.message);
    return error.exitCode;
  }
  if (error instanceof SettingError) {
    warn(error.message);
    return 2;
  }
  const file = typeof (error as NodeJS.ErrnoException)?.code === 'string' ? fileErrorMessage(error as NodeJS.ErrnoException) : undefined;
  if (file !== undefined) {
    warn(file);
    return 1;
  }
  warn(`Erreur inattendue\u00a0: ${(error as Error)?.message ?? String(error)} (ECOLE_DEBUG=1 pour le détail).`);
  if (process.env.ECOLE_DEBUG) console.error((error as Error)?.stack);
  return 1;
}
