import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root (packages/bench/src → ../../..). */
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Writes a benchmark's report to `bench-results/<kind>-<date and time>.md` (ignored by git), or to
 * `file` when given; returns the path written.
 */
export function writeResults(kind: string, report: string, file?: string): string {
  const path = file ?? join(ROOT, 'bench-results', `${kind}-${new Date().toISOString().slice(0, 19).replace(':', 'h').replace(':', 'm')}.md`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, report.endsWith('\n') ? report : `${report}\n`);
  return path;
}
