import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from './paths.ts';

/** The commit of the working copy, and whether it has changes not committed (the release says so). */
export function workingCopy(): { commit: string | null; dirty: boolean } {
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (head.status !== 0) return { commit: null, dirty: false };
  const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: REPO_ROOT, encoding: 'utf8' });
  return { commit: head.stdout.trim(), dirty: status.stdout.trim() !== '' };
}
