// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertClientBuild } from './clientBuild.ts';
import { islandEntriesOf, pageScriptsOf, reachableScripts, removeUnreachableScripts, scriptReferencesOf, unreachableScripts } from './reachable.ts';

function clientDir(files: Record<string, string>): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'reachable-')), 'client');
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const page = (main = '') =>
  '<!DOCTYPE html><html lang="fr"><head><title>Contact</title><meta name="description" content="Écrivez-nous"/>' +
  '<link rel="canonical" href="https://www.example.fr/contact"/><meta property="og:image" content="https://www.example.fr/assets/site/cartes/contact-0a1b2c3d.png"/>' +
  `<script type="module" src="/assets/site/boot/0123456789abcdef.js" async fetchpriority="low"></script></head><body><h1>Contact</h1>${main}</body></html>`;

/** A build as an app's is made: pages, the boot entry, islands and their chunks, and React Router's client, which no page loads. */
const BUILD = {
  'index.html': page(),
  'contact/index.html': page('<div data-island-slot="contact-form" data-island-props="{}"></div>'),
  '404.html': page(),
  // The stand-in application form, a page of its own with its script, and /candidater's embed.
  'candidature-exemple.html': '<html><body><script src="/candidature-exemple-formulaire.js"></script></body></html>',
  'candidature-exemple-formulaire.js': 'document.title;',
  // The boot entry, with the app's island map in it.
  'assets/site/boot/0123456789abcdef.js':
    'var e={toasts:`/assets/site/island-toasts-1.js`,"contact-form":`/assets/site/island-contact-form-2.js`};const load=(u)=>import(u);',
  'assets/site/island-toasts-1.js': 'import{c as e}from"./client-3.js";export default function(){e()}',
  'assets/site/island-contact-form-2.js':
    'import{c}from"./client-3.js";import"./Field-4.js";const p=()=>__vitePreload(()=>import(`./proofOfWork-5.js`),__vite__mapDeps([0]));' +
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/site/pbkdf2-6.js","assets/site/Toaster-7.css"])))=>i.map(i=>d[i]);',
  'assets/site/client-3.js': 'export const c=()=>{};',
  'assets/site/Field-4.js': 'export{};',
  'assets/site/proofOfWork-5.js': 'export{};',
  'assets/site/pbkdf2-6.js': 'export{};',
  'assets/site/Toaster-7.css': '.t{}',
  // React Router's client: the entry, a route module, their chunks, the manifest.
  'assets/site/entry.client-8.js': 'import"./jsx-runtime-9.js";import(`./contact-10.js`);',
  'assets/site/jsx-runtime-9.js': 'export{};',
  'assets/site/contact-10.js': 'import"./jsx-runtime-9.js";import"./client-3.js";',
  'assets/site/manifest-11.js': 'window.__reactRouterManifest={"entry":{"module":"/assets/site/entry.client-8.js"}};',
  'assets/site/root-12.css': 'body{}',
  'assets/site/cartes/contact-0a1b2c3d.png': 'png',
};

describe('the scripts a page can reach', () => {
  it('reads a page’s own scripts, and the entries of its islands the build recorded', () => {
    const html = BUILD['contact/index.html'];
    expect(pageScriptsOf(html)).toEqual(['/assets/site/boot/0123456789abcdef.js']);
    const dir = clientDir(BUILD);
    writeFileSync(
      path.join(dir, '..', 'browser.json'),
      JSON.stringify({
        boot: 'assets/site/boot/0123456789abcdef.js',
        entries: { toasts: 'assets/site/island-toasts-1.js', 'contact-form': 'assets/site/island-contact-form-2.js' },
      }),
    );
    expect(islandEntriesOf(dir, html)).toEqual(['assets/site/island-contact-form-2.js']);
    expect(islandEntriesOf(dir, BUILD['index.html'])).toEqual([]);
    // A third party's embed is not the build's.
    expect(pageScriptsOf('<script src="https://formulaire.example/embed.js"></script><script src="//cdn.example/x.js"></script>')).toEqual([]);
  });

  it('follows static imports, import() of a file and the files Vite’s preload helper lists', () => {
    const dir = clientDir(BUILD);
    expect(scriptReferencesOf(dir, 'assets/site/island-contact-form-2.js', BUILD['assets/site/island-contact-form-2.js']).sort()).toEqual([
      'assets/site/Field-4.js',
      'assets/site/client-3.js',
      'assets/site/pbkdf2-6.js',
      'assets/site/proofOfWork-5.js',
    ]);
    // A name that is no file of the build is nothing.
    expect(scriptReferencesOf(dir, 'assets/site/x.js', 'import("./absent.js");"react-dom.js"')).toEqual([]);
  });

  it('finds React Router’s client unreachable, everything the pages load reachable', () => {
    const dir = clientDir(BUILD);
    expect([...reachableScripts(dir)].sort()).toEqual([
      'assets/site/Field-4.js',
      'assets/site/boot/0123456789abcdef.js',
      'assets/site/client-3.js',
      'assets/site/island-contact-form-2.js',
      'assets/site/island-toasts-1.js',
      'assets/site/pbkdf2-6.js',
      'assets/site/proofOfWork-5.js',
      'candidature-exemple-formulaire.js',
    ]);
    expect(unreachableScripts(dir).sort()).toEqual([
      'assets/site/contact-10.js',
      'assets/site/entry.client-8.js',
      'assets/site/jsx-runtime-9.js',
      'assets/site/manifest-11.js',
    ]);
  });

  it('the build deletes what no page reaches, under the app’s prefix only, and keeps every stylesheet', () => {
    const dir = clientDir({ ...BUILD, 'orphelin.js': 'export{};' });
    const { removed, bytes } = removeUnreachableScripts(dir, 'assets/site');
    expect(removed.sort()).toEqual([
      'assets/site/contact-10.js',
      'assets/site/entry.client-8.js',
      'assets/site/jsx-runtime-9.js',
      'assets/site/manifest-11.js',
    ]);
    expect(bytes).toBeGreaterThan(0);
    expect(existsSync(path.join(dir, 'assets/site/root-12.css'))).toBe(true);
    expect(existsSync(path.join(dir, 'assets/site/Toaster-7.css'))).toBe(true);
    expect(existsSync(path.join(dir, 'assets/site/client-3.js'))).toBe(true);
    // A file outside the prefix is not the build's to delete: the check below names it.
    expect(unreachableScripts(dir)).toEqual(['orphelin.js']);
  });

  it('a build that ships a script no page reaches fails its check, naming it', () => {
    const dir = clientDir(BUILD);
    const layout = {
      assetsDir: 'assets/site',
      pages: ['index.html', 'contact/index.html'],
      rootFiles: ['404.html', 'candidature-exemple.html', 'candidature-exemple-formulaire.js'],
    };
    expect(() => assertClientBuild(dir, layout)).toThrow(/script no page can reach: assets\/site\/entry\.client-8\.js/);
    removeUnreachableScripts(dir, 'assets/site');
    expect(() => assertClientBuild(dir, layout)).not.toThrow();
  });
});
