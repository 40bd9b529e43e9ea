import { basename, dirname, join } from 'node:path';

/**
 * The stand-in's own files, kept beside its database folder rather than in it (PGlite's initdb
 * wants an empty folder on a first start, and `npm run local-clock` may write the clock before
 * any start): `.local/supabase/db-secrets.json` and `.local/supabase/db-clock.json` for the
 * default `.local/supabase/db`. Git-ignored with `.local/`; `rm -rf .local` (or `.local/supabase`)
 * resets them with the database. A database in memory has none: its secrets and clock live as
 * long as the process.
 */
export interface StandInFiles {
  /** The functions' secrets, drawn once (localSecrets.ts). */
  secrets: string;
  /** The local clock's offset (localClock.ts). */
  clock: string;
}

export function standInFiles(dataDir: string): StandInFiles | undefined {
  if (dataDir === 'memory' || dataDir.startsWith('memory://')) return undefined;
  const name = basename(dataDir.replace(/[/\\]+$/, ''));
  const parent = dirname(dataDir.replace(/[/\\]+$/, ''));
  return { secrets: join(parent, `${name}-secrets.json`), clock: join(parent, `${name}-clock.json`) };
}
