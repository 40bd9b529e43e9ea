/**
 * Release N+1 of the release scenario (tests/release.spec.ts), without building it: a copy of the
 * builds `npm test` made, rewritten as a build of this commit with two source edits would have
 * written it (issue 36: the second install and build cost about 40 s of CPU in every run, with a
 * warm pnpm store; the rewrite costs about 1 s).
 *
 * The two edits, as another team's branch would ship them:
 * - the footer's first column is titled « Plan du site » instead of « Navigation »
 *   (packages/content/src/chrome.ts): the text of every page of both apps changes, and so does the
 *   `footer` part of their chrome stamp, so the drift check has something to name;
 * - the contact form's sending message reads « Envoi… » instead of « Envoi en cours... »
 *   (packages/contact/src/ContactForm/messages.ts): the contact form island's code changes, so its
 *   file's name does, so a tab of N whose files are gone has something to miss.
 *
 * What a release reads (packages/release/src): `apps/<app>/build/client` under the repository
 * root, which is where `packages/proxy/src/roots.ts` sits (REPO_ROOT); each page's `release`,
 * `chrome` and `chrome-parts` metas; `apps/<app>/package.json` (the version); git's commit and
 * whether the working copy has changes. The variant is a folder holding just that (below).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { CHROME_DATA, type ChromeStamp, chromeStamp, formatChromeParts } from '@ecole/app-build/chromeStamp';
import { isPrecompressedSibling, PRECOMPRESSED, precompressFile } from '@ecole/proxy/precompress';
import { APPS, CLIENT_BUILD_DIR } from '@ecole/routes';

/** The apps the variant releases: the two that show the footer and hold the contact form. */
export const VARIANT_APPS = ['site', 'entreprises'] as const;
export type VariantApp = (typeof VARIANT_APPS)[number];

export const FOOTER_TITLE = { before: 'Navigation', after: 'Plan du site' } as const;
export const SUBMITTING = { before: 'Envoi en cours...', after: 'Envoi…' } as const;

/** The browser files manifest beside `build/client` (@ecole/app-build, browserFiles.js). */
const BROWSER_FILES = 'browser.json';
const CONTACT_FORM_ISLAND = 'contact-form';

/**
 * The chrome stamp the build computes with the new footer: the real function over this checkout's
 * data with the one title changed (key order kept, so the digest is the one a build of the edited
 * chrome.ts writes).
 */
export function variantChromeStamp(app: VariantApp): ChromeStamp {
  const { footer } = CHROME_DATA;
  if (!footer.columns.some((column) => column.title === FOOTER_TITLE.before))
    throw new Error(`releaseVariant: no footer column titled « ${FOOTER_TITLE.before} » any more: update FOOTER_TITLE`);
  const columns = footer.columns.map((column) => (column.title === FOOTER_TITLE.before ? { ...column, title: FOOTER_TITLE.after } : column));
  return chromeStamp(app, { ...CHROME_DATA, footer: { ...footer, columns } });
}

/** Replaces `before` by `after` exactly `count` times in `text` (what `file` is said in the error). */
function replaceCounted(text: string, before: string, after: string, file: string, count = 1): string {
  const found = text.split(before).length - 1;
  if (found !== count) throw new Error(`releaseVariant: ${file} holds « ${before} » ${found} time(s), expected ${count}: is the build current?`);
  return text.replaceAll(before, after);
}

/**
 * The name a hashed file gets once its content changes, by the rule its builder names it: a boot
 * entry is `<assetsDir>/boot/[<kind>-]<first 16 hex of sha256>.js` (bootFileOf in
 * @ecole/app-build/bootEntry.ts: the same name that build would write); a chunk of Vite's ends
 * with an 8-character hash of its content, which Vite's bundler computes its own way: the new
 * one is drawn from the content too, in the same alphabet and length, so it differs when the
 * content does and is the same for the same content.
 */
function hashedName(file: string, content: string): string {
  const sha = createHash('sha256').update(content);
  if (/\/boot\/(?:[a-z]+-)?[0-9a-f]{16}\.js$/.test(file)) return file.replace(/[0-9a-f]{16}(?=\.js$)/, sha.digest('hex').slice(0, 16));
  if (/-[A-Za-z0-9_-]{8}\.js$/.test(file)) return file.replace(/[A-Za-z0-9_-]{8}(?=\.js$)/, sha.digest('base64url').slice(0, 8));
  throw new Error(`releaseVariant: ${file} would change, but its name carries no hash this script knows`);
}

/** Every file under `dir`, relative, `/`-separated. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, path) : [path];
  });
}

/**
 * One app's build (a copy, `buildDir`) rewritten into the variant's. Returns what changed: the
 * pages rewritten and the renamed files (old → new, relative to `client/`).
 */
export function rewriteBuild(app: VariantApp, buildDir: string): { pages: string[]; renamed: Record<string, string> } {
  const clientDir = join(buildDir, basename(CLIENT_BUILD_DIR));
  const assetsDir = APPS[app].assetsDir;
  const read = (file: string) => readFileSync(join(clientDir, file), 'utf8');
  // The files written, whose brotli and gzip siblings are made again from their bytes at the end
  // (once each: a page is rewritten twice), as the build makes them (precompressDir).
  const written = new Set<string>();
  const write = (file: string, content: string) => {
    writeFileSync(join(clientDir, file), content);
    written.add(file);
  };
  // A renamed file's old name, siblings included, must not stay in the build.
  const remove = (file: string) => {
    for (const suffix of ['', ...PRECOMPRESSED.map(({ suffix }) => suffix)]) rmSync(join(clientDir, `${file}${suffix}`), { force: true });
    written.delete(file);
  };

  // Every page (the files carrying the chrome stamp): the footer's title and the stamp.
  const before = chromeStamp(app);
  const after = variantChromeStamp(app);
  const chromeMeta = (stamp: ChromeStamp) => `<meta name="chrome" content="${stamp.digest}"/>`;
  const partsMeta = (stamp: ChromeStamp) => `<meta name="chrome-parts" content="${formatChromeParts(stamp.parts)}"/>`;
  const pages = filesUnder(clientDir).filter((file) => file.endsWith('.html') && read(file).includes('<meta name="chrome"'));
  for (const page of pages) {
    let html = read(page);
    html = replaceCounted(html, chromeMeta(before), chromeMeta(after), page);
    html = replaceCounted(html, partsMeta(before), partsMeta(after), page);
    // The footer's column title, and no other « Navigation » of the page.
    const footer = html.indexOf('<footer');
    html = html.slice(0, footer) + replaceCounted(html.slice(footer), `>${FOOTER_TITLE.before}</p>`, `>${FOOTER_TITLE.after}</p>`, page);
    write(page, html);
  }

  // The contact form island: its message in its code, under a new name.
  const browserFiles = join(buildDir, BROWSER_FILES);
  const island = (JSON.parse(readFileSync(browserFiles, 'utf8')) as { entries: Record<string, string> }).entries[CONTACT_FORM_ISLAND];
  if (!island) throw new Error(`releaseVariant: no ${CONTACT_FORM_ISLAND} island in ${app}'s ${BROWSER_FILES}`);
  const code = replaceCounted(read(island), SUBMITTING.before, SUBMITTING.after, island);
  const renamed: Record<string, string> = { [island]: hashedName(island, code) };
  remove(island);
  write(renamed[island]!, code);

  // Every file that names a renamed file is rewritten; a hashed one (everything under the app's
  // asset prefix) is renamed in turn, as its builder would name it, until no file names an old
  // name: the boot entries (their island map), then the pages (their boot tag), and any chunk that
  // imports it. Names carry hashes, unique in a build: a name stands for itself whatever path
  // leads to it (`/assets/…` in a page, `./…` in a chunk).
  let pending = { ...renamed };
  while (Object.keys(pending).length > 0) {
    const next: Record<string, string> = {};
    for (const file of filesUnder(clientDir).filter((name) => !isPrecompressedSibling(name) && /\.(?:js|html|json|css)$/.test(name))) {
      const text = read(file);
      let rewritten = text;
      for (const [old, now] of Object.entries(pending)) rewritten = rewritten.replaceAll(basename(old), basename(now));
      if (rewritten === text) continue;
      if (!file.startsWith(`${assetsDir}/`)) {
        write(file, rewritten);
        continue;
      }
      next[file] = hashedName(file, rewritten);
      remove(file);
      write(next[file]!, rewritten);
    }
    Object.assign(renamed, next);
    pending = next;
  }
  for (const file of written) precompressFile(join(clientDir, file));
  // The manifest of the browser files beside `client/` (the benchmark reads it): its paths, renamed.
  let manifest = readFileSync(browserFiles, 'utf8');
  for (const [old, now] of Object.entries(renamed)) manifest = manifest.replaceAll(old, now);
  writeFileSync(browserFiles, manifest);
  return { pages, renamed };
}

/**
 * A folder where `dir`'s entries are links to `from`'s, except `real` ones, made by `make`: the
 * variant holds its own files only where a path must resolve inside it. A link found in `from` is
 * copied as it is: pnpm's links between the workspace's packages are relative, so in the variant
 * they lead to the variant's packages.
 */
function mirror(from: string, dir: string, real: Record<string, (from: string, to: string) => void> = {}): void {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    const target = join(dir, name);
    if (real[name]) real[name](source, target);
    else if (lstatSync(source).isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else symlinkSync(source, target);
  }
}

const copy = (from: string, to: string) => cpSync(from, to, { recursive: true });

/**
 * A package of the variant: its own `src` (Node resolves a module through links to its real path,
 * so a linked module would find the checkout's files, not the variant's), its `node_modules` with
 * pnpm's links as they are (the workspace's ones then lead to the variant's packages).
 */
function ownPackage(from: string, to: string): void {
  const scoped = (source: string, target: string) => mirror(source, target);
  mirror(from, to, { src: copy, node_modules: (source, target) => mirror(source, target, { '@ecole': scoped }) });
}

/** The checkout's commit, and the same commit in the variant with uncommitted changes. */
function gitState(repo: string, variant: string): void {
  const git = (args: string[], cwd: string) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
  const head = git(['rev-parse', 'HEAD'], repo);
  const objects = join(git(['rev-parse', '--path-format=absolute', '--git-common-dir'], repo), 'objects');
  // A repository borrowing the checkout's objects (no copy), its HEAD the checkout's commit. Its
  // index is empty: `git status` shows changes, as in the worktree this variant used to be (the
  // release is `-dirty`, made with `--allow-dirty`).
  git(['init', '--quiet', '--template=', variant], variant);
  mkdirSync(join(variant, '.git/objects/info'), { recursive: true });
  writeFileSync(join(variant, '.git/objects/info/alternates'), `${objects}\n`);
  git(['update-ref', '--no-deref', 'HEAD', head], variant);
}

/**
 * Makes the variant in `variant` (an empty or missing folder) from the checkout `repo` and its
 * builds: what `npm run release -- <app> --no-build --allow-dirty` run in `variant` releases.
 *
 *   variant/apps/<site|entreprises>/build   a copy of the checkout's, rewritten (rewriteBuild)
 *   variant/packages/{release,proxy}         their sources, so REPO_ROOT (packages/proxy/src/roots.ts)
 *                                            is the variant; pnpm's links as they are
 *   variant/.git                             the checkout's commit, changes not committed
 *   everything else                          links to the checkout (dependencies, other packages,
 *                                            the content checks' data)
 */
export function makeReleaseVariant(repo: string, variant: string): Record<VariantApp, { pages: string[]; renamed: Record<string, string> }> {
  if (existsSync(variant) && readdirSync(variant).length > 0) throw new Error(`releaseVariant: ${variant} is not empty`);
  const builds = {} as Record<VariantApp, string>;
  mirror(repo, variant, {
    '.git': () => {},
    apps: (from, to) =>
      mirror(
        from,
        to,
        Object.fromEntries(
          VARIANT_APPS.map((app) => [
            basename(APPS[app].dir),
            (source: string, target: string) => mirror(source, target, { build: (build, copyTo) => copy(build, (builds[app] = copyTo)) }),
          ]),
        ),
      ),
    packages: (from, to) => mirror(from, to, { release: ownPackage, proxy: ownPackage }),
  });
  for (const app of VARIANT_APPS) {
    if (relative(variant, builds[app]) !== join(APPS[app].dir, dirname(CLIENT_BUILD_DIR)))
      throw new Error(`releaseVariant: ${app}'s build copied to ${builds[app]}`);
  }
  gitState(repo, variant);
  return Object.fromEntries(VARIANT_APPS.map((app) => [app, rewriteBuild(app, builds[app])])) as Record<
    VariantApp,
    { pages: string[]; renamed: Record<string, string> }
  >;
}
