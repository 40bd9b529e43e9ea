// The docs say what the repository holds; this test keeps them saying it (issue 24: eight
// statements had drifted from the code, among them a package table missing four packages).
// A failure names the file and line of the statement to fix.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  entryFile,
  isGenerated,
  markdownFiles,
  namedExports,
  namedFilterCommands,
  namedPaths,
  namedScripts,
  pathExists,
  REPO_ROOT,
  workspacePackages,
} from './markdown.ts';

const files = markdownFiles();
const packages = workspacePackages();
const where = (claim: { file: string; line: number }) => `${claim.file}:${claim.line}`;

describe('the Markdown files', () => {
  it('are the README, CONTRIBUTING.md, docs/ and the package READMEs', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('CONTRIBUTING.md');
    expect(files.filter((file) => file.startsWith('docs/')).length).toBeGreaterThan(0);
  });

  it('name only repository paths that exist (or that a command generates, git-ignored)', () => {
    const claims = files.flatMap(namedPaths);
    expect(claims.length).toBeGreaterThan(50);
    const missing = claims.filter((claim) => !pathExists(claim.path) && !isGenerated(claim.path)).map((claim) => `${where(claim)} ${claim.path}`);
    expect(missing).toEqual([]);
  });

  it('tell people to type only `npm run` scripts the root package.json has', () => {
    const root = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const claims = files.flatMap(namedScripts);
    expect(claims.length).toBeGreaterThan(20);
    const unknown = claims.filter((claim) => root.scripts[claim.script] === undefined).map((claim) => `${where(claim)} npm run ${claim.script}`);
    expect(unknown).toEqual([]);
  });

  it('name only workspace packages and scripts they have in `pnpm --filter <package> <script>`', () => {
    const unknown = files.flatMap(namedFilterCommands).flatMap((claim) => {
      const pkg = packages.find((candidate) => candidate.name === claim.pkg);
      if (pkg === undefined) return [`${where(claim)} no package ${claim.pkg}`];
      return pkg.scripts[claim.script] === undefined ? [`${where(claim)} ${claim.pkg} has no script ${claim.script}`] : [];
    });
    expect(unknown).toEqual([]);
  });
});

describe('the package tables', () => {
  it.each([
    ['README.md', '## What is where'],
    ['docs/architecture.md', '## Packages'],
  ])('%s lists every package of packages/ under « %s »', (file, heading) => {
    const text = readFileSync(join(REPO_ROOT, file), 'utf8');
    const start = text.indexOf(heading);
    expect(start, heading).toBeGreaterThan(-1);
    const section = text.slice(start, text.indexOf('\n## ', start + 1));
    const listed = new Set([...section.matchAll(/`(packages\/[\w-]+)`/g)].map((match) => match[1]));
    const missing = readdirSync(join(REPO_ROOT, 'packages'))
      .map((name) => `packages/${name}`)
      .filter((dir) => !listed.has(dir));
    expect(missing).toEqual([]);
  });
});

describe('the package READMEs', () => {
  const documented = packages.filter((pkg) => files.includes(join(pkg.dir, 'README.md')));
  const claims = documented.flatMap((pkg) => namedExports(join(pkg.dir, 'README.md'), pkg.name).map((claim) => ({ ...claim, pkg })));

  it('name only entry points their package.json exports', () => {
    const unknown = claims.filter((claim) => entryFile(claim.pkg, claim.specifier) === undefined).map((claim) => `${where(claim)} ${claim.specifier}`);
    expect(claims.length).toBeGreaterThan(50);
    expect(unknown).toEqual([]);
  });

  it('name only what each entry point exports', () => {
    const entries = new Map(
      claims.flatMap((claim) => {
        const file = entryFile(claim.pkg, claim.specifier);
        return file === undefined ? [] : [[claim.specifier, file] as const];
      }),
    );
    const exported = exportsOf([...new Set(entries.values())]);
    const unknown = claims
      .filter((claim) => {
        const file = entries.get(claim.specifier);
        return file !== undefined && !exported.get(file)?.has(claim.name);
      })
      .map((claim) => `${where(claim)} ${claim.specifier} does not export ${claim.name}`);
    expect(unknown).toEqual([]);
  });
});

/**
 * The names each module exports, as TypeScript sees them (re-exports and `export *` followed):
 * reading the source is enough, nothing is run, so a module needing Vite or a DOM still answers.
 */
function exportsOf(entryFiles: string[]): Map<string, Set<string>> {
  const program = ts.createProgram(entryFiles, {
    allowImportingTsExtensions: true,
    allowJs: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    types: [],
  });
  const checker = program.getTypeChecker();
  return new Map(
    entryFiles.map((file) => {
      const source = program.getSourceFile(file);
      const symbol = source === undefined ? undefined : checker.getSymbolAtLocation(source);
      const names = symbol === undefined ? [] : checker.getExportsOfModule(symbol).map((exported) => exported.name);
      return [file, new Set(names)] as const;
    }),
  );
}
