import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressDir, precompressFile } from '../src/precompress.ts';

const dir = mkdtempSync(join(tmpdir(), 'ecole-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const exists = (file: string) => {
  try {
    readFileSync(join(dir, file));
    return true;
  } catch {
    return false;
  }
};

describe('precompressed siblings (issue 25)', () => {
  it('writes brotli and gzip siblings of every text file above the threshold, none of images, small files or siblings', () => {
    const text = 'const a = "une ligne de script";\n'.repeat(40);
    writeFileSync(join(dir, 'app.js'), text);
    writeFileSync(join(dir, 'page.html'), `<p>${'texte '.repeat(200)}</p>`);
    writeFileSync(join(dir, 'small.css'), 'a{}'.repeat(10));
    writeFileSync(join(dir, 'photo.png'), Buffer.alloc(PRECOMPRESS_MIN_BYTES * 2));
    expect(precompressDir(dir)).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(dir, 'app.js.br'))).toString()).toBe(text);
    expect(gunzipSync(readFileSync(join(dir, 'app.js.gz'))).toString()).toBe(text);
    expect(['page.html.br', 'page.html.gz'].every(exists)).toBe(true);
    expect(['small.css.br', 'photo.png.br', 'photo.png.gz', 'app.js.br.br', 'app.js.gz.gz'].some(exists)).toBe(false);
  });

  it('rewrites them from the file’s new bytes, and drops them when it became too small', () => {
    writeFileSync(join(dir, 'app.js'), 'export const stamped = 1;\n'.repeat(40));
    precompressFile(join(dir, 'app.js'));
    expect(gunzipSync(readFileSync(join(dir, 'app.js.gz'))).toString()).toContain('stamped');
    writeFileSync(join(dir, 'app.js'), 'x');
    precompressFile(join(dir, 'app.js'));
    expect(exists('app.js.br') || exists('app.js.gz')).toBe(false);
  });
});
