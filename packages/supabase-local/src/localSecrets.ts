import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The functions' secrets a hosted project keeps in `supabase secrets` (supabase/functions/.env.example),
 * drawn once for a local database and kept beside it (standInFiles.ts), so that a restart of
 * `npm start` behaves like a redeploy, not like a key rotation (issue 33, point 5): a « Je m’en
 * occupe » link mailed yesterday still works today, instead of saying « lien non valide » and
 * blaming the mail client. Never committed (`.local/` is git-ignored); `rm -rf .local` draws new
 * ones. Only the owner may read the file.
 */
export interface LocalSecrets {
  /** Signs the staff mails' « Je m’en occupe » and « Répondu » links (follow-up-request). */
  CONTACT_ACTION_SECRET: string;
  /** Signs the proofs of work submit-contact-form hands out beyond the flood budget. */
  CONTACT_PROOF_SECRET: string;
  /**
   * What the access log's shipper sends the campaign-visits function (issue 37): `npm start`'s tail
   * of logs/access.log reads it from the stand-in (`campaignIngestSecret`).
   */
  CAMPAIGN_INGEST_SECRET: string;
}

const NAMES = ['CONTACT_ACTION_SECRET', 'CONTACT_PROOF_SECRET', 'CAMPAIGN_INGEST_SECRET'] as const;

const draw = () => randomBytes(32).toString('hex');

/** The secrets kept in `file`, completed and written back if any is missing; drawn afresh without a file. */
export function localSecrets(file: string | undefined): LocalSecrets {
  let kept: Partial<Record<string, unknown>> = {};
  if (file !== undefined) {
    try {
      kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<string, unknown>>;
    } catch {
      // none yet (or unreadable): drawn below, then written
    }
  }
  const secrets = Object.fromEntries(
    NAMES.map((name) => {
      const value = kept[name];
      return [name, typeof value === 'string' && /^[0-9a-f]{64}$/.test(value) ? value : draw()];
    }),
  ) as unknown as LocalSecrets;
  if (file !== undefined && NAMES.some((name) => kept[name] !== secrets[name])) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  return secrets;
}
