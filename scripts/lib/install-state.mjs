// Whether the workspace is installed as the lockfile says, for the staff commands' launcher
// (scripts/run-tool.mjs): on a fresh clone nothing is, after a `git pull` that changed the
// lockfile it is stale, and otherwise the command must start at once, quietly.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The launcher's own mark, written after an install it ran: the lockfile's digest. */
const STAMP = 'node_modules/.ecole-installed';

const read = (file) => {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
};
const digest = (bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * What the decision needs, read from the checkout: the lockfile, pnpm's record of what it installed
 * (`node_modules/.pnpm/lock.yaml`, the lockfile as of the last install, whoever ran it: `npm start`,
 * `npm test` or this launcher), this launcher's mark, and whether tsx (which runs the commands) is
 * there.
 */
export function installState(root) {
  const wanted = read(join(root, 'pnpm-lock.yaml'));
  const installed = read(join(root, 'node_modules/.pnpm/lock.yaml'));
  return {
    lockfile: wanted === undefined ? undefined : digest(wanted),
    installed: installed === undefined ? undefined : digest(installed),
    stamp: read(join(root, STAMP))?.toString('utf8').trim(),
    tsx: existsSync(join(root, 'node_modules/tsx/package.json')),
  };
}

/** Install first when tsx is missing, or what was installed is not the lockfile's (by pnpm's record or the launcher's mark). */
export function needsInstall({ lockfile, installed, stamp, tsx }) {
  if (!tsx) return true;
  if (lockfile === undefined) return false;
  return installed !== lockfile && stamp !== lockfile;
}

/** After an install: the lockfile it installed, so the next command starts quietly whatever pnpm records. */
export function markInstalled(root) {
  const wanted = read(join(root, 'pnpm-lock.yaml'));
  if (wanted !== undefined) writeFileSync(join(root, STAMP), `${digest(wanted)}\n`);
}
