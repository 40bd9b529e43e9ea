// What the Markdown files of the repository claim about it, read as data: the repository paths
// they name, the `npm run` scripts and `pnpm --filter` commands they tell people to type, and the
// exports they list for a package. docs.test.ts checks each claim against the repository.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The Markdown a contributor reads: the README, the contributor guide, docs/ and each package's README. */
export function markdownFiles(): string[] {
  const packageReadmes = readdirSync(join(REPO_ROOT, 'packages'))
    .map((name) => join('packages', name, 'README.md'))
    .filter((file) => existsSync(join(REPO_ROOT, file)));
  const docs = readdirSync(join(REPO_ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name));
  return ['README.md', 'CONTRIBUTING.md', ...docs, ...packageReadmes].filter((file) => existsSync(join(REPO_ROOT, file)));
}

export interface Claim {
  /** The Markdown file, from the repository root. */
  file: string;
  line: number;
  text: string;
}

function linesOf(file: string): string[] {
  return readFileSync(join(REPO_ROOT, file), 'utf8').split('\n');
}

/** Top-level folders whose paths the docs name without a leading `./`. */
const TOP_FOLDERS = ['apps', 'packages', 'supabase', 'e2e', 'docs', 'scripts', '.changeset', '.ci'];
/** A package README may name its own files relative to the package. */
const PACKAGE_FOLDERS = ['src', 'test', '.storybook'];

const PATH = new RegExp(String.raw`(?<![\w@/.:~\-])((?:${TOP_FOLDERS.map((folder) => folder.replace('.', '\\.')).join('|')})/[^\s\`'"()\[\],;!?«»]*)`, 'g');
const CODE_SPAN = /`([^`\n]+)`/g;

/** `docs/releases.md.` → `docs/releases.md`; `rules.ts:12` and `#anchor` dropped. */
function trimPath(raw: string): string {
  return raw
    .replace(/#.*$/, '')
    .replace(/:\d+$/, '')
    .replace(/[.:]+$/, '');
}

/**
 * Every repository path a Markdown file names: `packages/…`, `docs/…` and the like anywhere in the
 * text, and, in a package's README, code spans such as `src/rules.ts` (relative to the package).
 */
export function namedPaths(file: string): (Claim & { path: string })[] {
  const found: (Claim & { path: string })[] = [];
  const packageDir = file.startsWith('packages/') ? dirname(file) : undefined;
  linesOf(file).forEach((text, index) => {
    for (const match of text.matchAll(PATH)) {
      const path = trimPath(match[1] ?? '');
      if (path.includes('/')) found.push({ file, line: index + 1, text, path });
    }
    if (packageDir === undefined) return;
    for (const match of text.matchAll(CODE_SPAN)) {
      const span = match[1] ?? '';
      if (PACKAGE_FOLDERS.some((folder) => span.startsWith(`${folder}/`)) && !/\s/.test(span)) {
        found.push({ file, line: index + 1, text, path: join(packageDir, trimPath(span)) });
      }
    }
  });
  return found;
}

/** One segment of a path that may hold placeholders (`<app>`, `*`, `…`) as a regular expression. */
function segmentPattern(segment: string): RegExp {
  const source = segment
    .split(/(<[^>]+>|\*+|…)/)
    .map((part, index) => (index % 2 === 1 ? '.+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** True when the path, placeholders filled any way, is a file or folder of the working copy. */
export function pathExists(path: string): boolean {
  const segments = path.split('/').filter((segment) => segment !== '' && segment !== '.');
  let candidates = [REPO_ROOT];
  for (const segment of segments) {
    const pattern = segmentPattern(segment);
    const literal = pattern.source === `^${segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&')}$`;
    candidates = candidates.flatMap((dir) => {
      if (literal) return existsSync(join(dir, segment)) ? [join(dir, segment)] : [];
      try {
        return readdirSync(dir)
          .filter((name) => pattern.test(name))
          .map((name) => join(dir, name));
      } catch {
        return [];
      }
    });
    if (candidates.length === 0) return false;
  }
  return true;
}

/**
 * True for what the repository generates rather than holds (builds, releases, test output, the
 * stand-in's data): git ignores it, so a fresh clone has none of it until a command writes it.
 */
export function isGenerated(path: string): boolean {
  const sample = path.replace(/<[^>]+>|\*+|…/g, 'x');
  try {
    execFileSync('git', ['check-ignore', '--no-index', '-q', sample], { cwd: REPO_ROOT, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** `npm run <script>` as a reader types it (`npm run release:check -- --url …`). */
export function namedScripts(file: string): (Claim & { script: string })[] {
  return linesOf(file).flatMap((text, index) =>
    [...text.matchAll(/\bnpm run ([\w:.-]+)/g)].map((match) => ({ file, line: index + 1, text, script: match[1] ?? '' })),
  );
}

/** pnpm's own commands, which `pnpm --filter <pkg> <command>` may name instead of a script. */
const PNPM_COMMANDS = new Set(['exec', 'add', 'remove', 'install', 'list', 'why', 'run', 'dlx']);

/** `pnpm --filter @ecole/ui storybook` (also `npx -y pnpm@… --filter …`). */
export function namedFilterCommands(file: string): (Claim & { pkg: string; script: string })[] {
  return linesOf(file).flatMap((text, index) =>
    [...text.matchAll(/--filter (@ecole\/[\w-]+) (?:run )?([\w:.-]+)/g)]
      .filter((match) => !PNPM_COMMANDS.has(match[2] ?? ''))
      .map((match) => ({ file, line: index + 1, text, pkg: match[1] ?? '', script: match[2] ?? '' })),
  );
}

export interface WorkspacePackage {
  name: string;
  dir: string;
  scripts: Record<string, string>;
  exports: Record<string, string>;
}

/** Every package of the workspace (pnpm-workspace.yaml: apps/*, packages/*, supabase, e2e). */
export function workspacePackages(): WorkspacePackage[] {
  const dirs = [...['apps', 'packages'].flatMap((parent) => readdirSync(join(REPO_ROOT, parent)).map((child) => join(parent, child))), 'supabase', 'e2e'];
  return dirs
    .filter((dir) => existsSync(join(REPO_ROOT, dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(join(REPO_ROOT, dir, 'package.json'), 'utf8')) as {
        name: string;
        scripts?: Record<string, string>;
        exports?: Record<string, string> | string;
      };
      const exports = typeof manifest.exports === 'string' ? { '.': manifest.exports } : (manifest.exports ?? {});
      return { name: manifest.name, dir, scripts: manifest.scripts ?? {}, exports };
    });
}

/** The source file behind `@ecole/ui/Box` through the package's `exports` map (`./*` patterns included). */
export function entryFile(pkg: WorkspacePackage, specifier: string): string | undefined {
  const subpath = `.${specifier.slice(pkg.name.length)}`;
  const direct = pkg.exports[subpath];
  if (direct !== undefined) return join(REPO_ROOT, pkg.dir, direct);
  for (const [pattern, target] of Object.entries(pkg.exports)) {
    if (!pattern.includes('*')) continue;
    const [before = '', after = ''] = pattern.split('*');
    if (subpath.startsWith(before) && subpath.endsWith(after) && subpath.length > before.length + after.length) {
      const file = join(REPO_ROOT, pkg.dir, target.replace('*', subpath.slice(before.length, subpath.length - after.length)));
      if (existsSync(file)) return file;
    }
  }
  return undefined;
}

/**
 * The exports a package README names, per entry point:
 * - `import { a, b } from '@ecole/pkg/sub'`, in code blocks and inline;
 * - the rows of its exports table (`| \`@ecole/pkg/sub\` | … |`): components written `<Name …>`,
 *   functions written `name(…)`, constants written `UPPER_CASE`, and camelCase names. Plain words
 *   in code (`primary`, `idle`: values) and PascalCase without `<` (types of other modules, or
 *   schema.org types) are left out: a reader cannot tell them from an export either.
 */
export function namedExports(file: string, packageName: string): (Claim & { specifier: string; name: string })[] {
  const found: (Claim & { specifier: string; name: string })[] = [];
  const escaped = packageName.replace('/', '\\/');
  linesOf(file).forEach((text, index) => {
    const claim = { file, line: index + 1, text };
    for (const match of text.matchAll(new RegExp(String.raw`import \{([^}]+)\} from '(${escaped}(?:\/[\w-]+)?)'`, 'g'))) {
      for (const name of (match[1] ?? '').split(',').map((item) => item.trim().replace(/^type /, ''))) {
        if (name !== '') found.push({ ...claim, specifier: match[2] ?? '', name });
      }
    }
    const row = new RegExp(String.raw`^\| \`(${escaped}(?:\/[\w-]+)?)\` \|(.*)\|\s*$`).exec(text);
    if (row === null) return;
    const cell = row[2] ?? '';
    for (const span of cell.matchAll(CODE_SPAN)) {
      const name = startsAnItem(cell.slice(0, span.index)) ? exportNameOf(span[1] ?? '') : undefined;
      if (name !== undefined) found.push({ ...claim, specifier: row[1] ?? '', name });
    }
  });
  return found;
}

/**
 * True when a code span opens an item of the cell's list (`, \`HEADER_LINKS\``, `; types \`X\``),
 * not when prose mentions it in passing (`a router \`<Link>\``, `loaded by \`import()\``).
 */
function startsAnItem(before: string): boolean {
  const text = before.trimEnd();
  return text === '' || /[,;.:(]$/.test(text) || /\b(?:types?|and|[Ee]xports)$/.test(text);
}

/** Environment variables are settings, not exports, though they are written in upper case too. */
const ENVIRONMENT = /^(VITE|SITE|SUPABASE|E2E|CLOUDFLARE)_/;

function exportNameOf(span: string): string | undefined {
  const component = /^<([A-Z]\w*)[\s/>]/.exec(span);
  if (component) return component[1];
  const call = /^([A-Za-z_]\w*)\(/.exec(span);
  if (call) return call[1];
  if (/^[A-Z][A-Z0-9_]{2,}$/.test(span) && !ENVIRONMENT.test(span)) return span;
  if (/^[a-z]+[A-Z]\w*$/.test(span)) return span;
  return undefined;
}
