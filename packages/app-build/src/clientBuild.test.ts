import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertClientBuild, checkLayout, missingHeadParts, moveToRootFile, privilegedKeys, removeSpaFallback } from './clientBuild.ts';

const GOOD_PAGE =
  '<!DOCTYPE html><html lang="fr"><head><title>Contact</title><meta name="description" content="Écrivez-nous"/>' +
  '<link rel="canonical" href="https://www.example.fr/contact"/>' +
  '<meta property="og:image" content="https://www.example.fr/assets/site/cartes/contact-0a1b2c3d.png"/></head><body><h1>Contactez-nous</h1></body></html>';

function clientDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-build-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

describe('the build/client check', () => {
  it('reports files outside the app prefix (a Vite manifest, the SPA fallback) and missing pages', () => {
    const dir = clientDir({
      'index.html': GOOD_PAGE,
      'assets/site/root-abc.js': '',
      '.vite/manifest.json': '{}',
      '__spa-fallback.html': '',
      'robots.txt': '',
    });
    const layout = { assetsDir: 'assets/site', pages: ['index.html', 'contact/index.html'], rootFiles: ['robots.txt'] };
    expect(checkLayout(dir, layout)).toEqual({ stray: ['.vite/manifest.json', '__spa-fallback.html'], missing: ['contact/index.html'] });
    expect(() => assertClientBuild(dir, layout)).toThrow(/file outside assets\/site\/: \.vite\/manifest\.json/);
  });

  it('names what a page without JavaScript would lack', () => {
    expect(missingHeadParts(GOOD_PAGE)).toEqual([]);
    expect(missingHeadParts('<html lang="fr"><head><title>x</title></head><body><p>x</p></body></html>')).toEqual([
      '<h1>',
      '<meta name="description">',
      '<link rel="canonical">',
      '<meta property="og:image">',
    ]);
  });

  it('reads the head by its elements: attributes in any order, a commented-out tag not counted', () => {
    const reordered =
      '<!DOCTYPE html><html dir="ltr" lang="fr"><head><title>Contact</title><meta content="Écrivez-nous" name="description"/>' +
      '<link href="https://www.example.fr/contact" rel="canonical"/><!-- <meta property="og:image" content="https://x.fr/a.png"/> --></head><body><h1>Contactez-nous</h1></body></html>';
    expect(missingHeadParts(reordered)).toEqual(['<meta property="og:image">']);
  });

  it('fails a page whose social card was not drawn', () => {
    const layout = { assetsDir: 'assets/site', pages: ['contact/index.html'], rootFiles: [] };
    const without = clientDir({ 'contact/index.html': GOOD_PAGE });
    expect(() => assertClientBuild(without, layout)).toThrow(/its social card \/assets\/site\/cartes\/contact-0a1b2c3d\.png was not drawn/);
    const withCard = clientDir({ 'contact/index.html': GOOD_PAGE, 'assets/site/cartes/contact-0a1b2c3d.png': 'png' });
    expect(() => assertClientBuild(withCard, layout)).not.toThrow();
  });

  it('moves the page prerendered at /404 to 404.html and drops the SPA fallback', () => {
    const dir = clientDir({ '404/index.html': 'not found', 'index.html': GOOD_PAGE, '__spa-fallback.html': '' });
    moveToRootFile(dir, '/404', '404.html');
    removeSpaFallback(dir, ['/']);
    expect(readFileSync(path.join(dir, '404.html'), 'utf8')).toBe('not found');
    expect(existsSync(path.join(dir, '404'))).toBe(false);
    expect(existsSync(path.join(dir, '__spa-fallback.html'))).toBe(false);
    expect(existsSync(path.join(dir, 'index.html'))).toBe(true);
  });

  it('drops the index.html SPA fallback of an app that does not own /', () => {
    const dir = clientDir({ 'index.html': 'spa', 'formation-ia/index.html': GOOD_PAGE });
    removeSpaFallback(dir, ['/formation-ia']);
    expect(existsSync(path.join(dir, 'index.html'))).toBe(false);
    expect(existsSync(path.join(dir, 'formation-ia/index.html'))).toBe(true);
  });
});

describe('the client build never ships a privileged key', () => {
  const jwt = (role: string) =>
    `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${Buffer.from(JSON.stringify({ iss: 'supabase-demo', role })).toString('base64url')}.c2lnbmF0dXJl`;

  it('accepts the public anon key in a chunk', () => {
    const dir = clientDir({ 'assets/site/contact.js': `const key = "${jwt('anon')}";` });
    expect(privilegedKeys(dir)).toEqual([]);
  });

  it('refuses a service-role key or a secret key anywhere in the output', () => {
    const dir = clientDir({
      'assets/site/contact.js': `const key = "${jwt('service_role')}";`,
      'contact/index.html': '<script>window.k="sb_secret_abc"</script>',
    });
    expect(privilegedKeys(dir)).toEqual(['assets/site/contact.js: a key with role service_role', 'contact/index.html: a Supabase secret key (sb_secret_…)']);
  });
});
