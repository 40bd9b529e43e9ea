// The test command needs programs npm cannot provide: Chromium (Playwright drives Debian's
// build: a test tool's own browser download fails on the build machines), nginx (the
// production reverse proxy) and its brotli_static module, PostgreSQL 15 (the RLS tests run on a
// real server too), Java (the Nu HTML Checker) and Poppler (the course sheets' PDF text).
import { existsSync } from 'node:fs';
import { commandExists, fail, run } from './run.mjs';

export const SYSTEM_DEPS = [
  { name: 'Chromium', path: '/usr/bin/chromium', apt: 'chromium' },
  // The same Chromium without its browser shell, for the end-to-end tests: pages.spec in 27 % less
  // CPU than the full browser in its headless mode (issue 36). Lighthouse and the benches keep the
  // full browser, which is what visitors run.
  { name: 'Chromium headless shell', path: '/usr/bin/chromium-headless-shell', apt: 'chromium-headless-shell' },
  { name: 'nginx', path: '/usr/sbin/nginx', apt: 'nginx-light' },
  { name: 'PostgreSQL 15', path: '/usr/lib/postgresql/15/bin/initdb', apt: 'postgresql-15' },
  // The Nu HTML Checker (vnu-jar, from npm) runs on Java.
  { name: 'Java', path: '/usr/bin/java', apt: 'default-jre-headless' },
  // nginx serves the brotli files the build writes (issue 25); without it, gzip only (the
  // generated config loads the module only if this file exists).
  // pdftotext and pdfinfo read the course sheets the build writes (issue 35): their text and tags.
  { name: 'Poppler (pdftotext)', path: '/usr/bin/pdftotext', apt: 'poppler-utils' },
  { name: 'nginx brotli_static', path: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so', apt: 'libnginx-mod-http-brotli-static' },
];

export async function ensureSystemDeps() {
  const missing = SYSTEM_DEPS.filter((dep) => !existsSync(dep.path));
  if (missing.length === 0) {
    console.log(`Déjà présents : ${SYSTEM_DEPS.map((dep) => dep.name).join(', ')}.`);
    return;
  }
  const packages = missing.map((dep) => dep.apt);
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !commandExists('apt-get')) {
    fail(
      `Il manque ${missing.map((dep) => dep.name).join(', ')}. ` +
        (commandExists('apt-get')
          ? `Installez-les avec : sudo apt-get install -y ${packages.join(' ')}`
          : `Installez-les avec le gestionnaire de paquets de votre système (attendus : ${missing.map((dep) => dep.path).join(', ')}).`),
    );
  }
  console.log(`Installation par apt-get : ${packages.join(', ')}…`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-qq'], { env });
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env });
  const still = missing.filter((dep) => !existsSync(dep.path));
  if (still.length > 0) fail(`Toujours introuvable après apt-get : ${still.map((dep) => dep.path).join(', ')}.`);
}
