// Precompressed files (issue 25, point 4): every text file of a build gets a brotli (`.br`) and a
// gzip (`.gz`) sibling, written once at the highest level, so a proxy sends bytes it never
// compresses per request: nginx (`brotli_static`, `gzip_static`) and the embedded proxy (src/server.ts)
// pick the sibling the request accepts. Cloudflare compresses static assets itself, per request,
// and only ever asks the app Workers for the file itself (docs/architecture.md).
//
// Only imports node:fs, node:zlib and the MIME table: app builds run it from `buildEnd`
// (@ecole/app-build), releases after stamping their pages (@ecole/release).
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileTypeOf } from './contentTypes.ts';

/** The encodings a sibling file may hold, in the order a proxy prefers them, with its suffix. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * Below this, a file is left alone: headers outweigh what compression saves, and nginx compresses
 * such a file on the fly anyway (gzip level 1, `gzip_min_length`).
 */
export const PRECOMPRESS_MIN_BYTES = 512;

/** A sibling of another file: never itself compressed again, nor served for its own name by a page. */
export const isPrecompressedSibling = (file: string): boolean => PRECOMPRESSED.some(({ suffix }) => file.endsWith(suffix));

/** Whether `file` (a name) gets siblings: a text type of the shared MIME table (html, js, css, svg, xml, txt, json, webmanifest). */
export const isPrecompressible = (file: string): boolean => !isPrecompressedSibling(file) && fileTypeOf(file).compressible;

/**
 * Writes (or rewrites) the `.br` and `.gz` siblings of one file from its current bytes: call it
 * after every change to a file that has them, or a proxy would send the old bytes. A file that is
 * too small or not text loses any sibling it had.
 */
export function precompressFile(path: string): void {
  const bytes = readFileSync(path);
  if (!isPrecompressible(path) || bytes.length < PRECOMPRESS_MIN_BYTES) {
    for (const { suffix } of PRECOMPRESSED) rmSync(`${path}${suffix}`, { force: true });
    return;
  }
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
}

/** Every file under `dir`, relative, `/`-separated. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
  });
}

/** Writes the siblings of every text file under `dir` (a build's `client` folder); returns how many files got them. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!isPrecompressible(file)) continue;
    precompressFile(join(dir, file));
    if (statSync(join(dir, `${file}.br`), { throwIfNoEntry: false })) count += 1;
  }
  return count;
}
