// The type check of `npm test` (issue 36: the test command within 12 minutes). Each package's
// `typecheck` script (`tsc -p tsconfig.json`, what `turbo run typecheck` runs) builds a program of
// its own files and of every workspace source they import: the design system, the content and the
// routes were checked once per package that reads them, 25 programs for about 180 s of CPU. Here
// the packages whose tsconfig only names its `types` on top of tsconfig.base.json are checked as
// one program per `types` list: the same files under the same options, each checked once. The
// others (the apps, whose route types need React Router's typegen and `rootDirs`; the backend,
// whose functions Deno checks) run their own `typecheck` script.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pnpmCommand, ROOT } from './run.mjs';
import { workspacePackages } from './suites.mjs';

const require = createRequire(import.meta.url);
/**
 * TypeScript, from the workspace: loaded when asked for, not when this module is imported, since
 * `npm test` imports it before it installs the workspace (a fresh clone has no node_modules).
 */
const typescript = () => require('typescript');
const tscPath = () => join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');

/** The script a package shares with its group: anything else is run as the package wrote it. */
const PLAIN_TSC = 'tsc -p tsconfig.json';
/** Where the groups' programs are written (node_modules: never committed, never linted). */
export const PROGRAMS_DIR = join(ROOT, 'node_modules', '.cache', 'ecole-typecheck');

function readConfig(file) {
  const ts = typescript();
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return config;
}

/**
 * The type check as jobs for `runSuites`: `{ name, dir, command, args }`. A group's job checks the
 * files its members' tsconfigs list, with their `types` given as the declaration files they
 * resolve to from each member's folder (so the program can live outside the packages).
 */
export function typecheckJobs({ packages = workspacePackages(), programsDir = PROGRAMS_DIR } = {}) {
  const ts = typescript();
  const groups = new Map();
  const own = [];
  for (const pkg of packages) {
    if (!pkg.scripts.typecheck) continue;
    const configFile = join(ROOT, pkg.dir, 'tsconfig.json');
    const { compilerOptions = {} } = readConfig(configFile);
    const onlyTypes = Object.keys(compilerOptions).every((option) => option === 'types');
    if (pkg.scripts.typecheck !== PLAIN_TSC || !onlyTypes) {
      own.push({ name: pkg.name, dir: pkg.dir, ...pnpmCommand(['run', 'typecheck']) });
      continue;
    }
    const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
    if (!parsed || parsed.errors.length > 0) throw new Error(`${configFile} : configuration illisible`);
    const types = compilerOptions.types ?? [];
    const key = types.join('+') || 'sans-types';
    const group = groups.get(key) ?? { types: new Set(), files: new Set(), members: [] };
    for (const name of types) {
      const { resolvedTypeReferenceDirective } = ts.resolveTypeReferenceDirective(name, configFile, parsed.options, ts.sys);
      if (!resolvedTypeReferenceDirective?.resolvedFileName) throw new Error(`${pkg.name} : types « ${name} » introuvables`);
      group.types.add(resolvedTypeReferenceDirective.resolvedFileName);
    }
    for (const file of parsed.fileNames) group.files.add(file);
    group.members.push(pkg.name);
    groups.set(key, group);
  }

  mkdirSync(programsDir, { recursive: true });
  const grouped = [...groups].map(([key, group]) => {
    const program = join(programsDir, `${key.replace(/[^a-z0-9+-]/gi, '_')}.json`);
    const config = {
      extends: join(ROOT, 'tsconfig.base.json'),
      compilerOptions: { types: [] },
      files: [...group.types, ...[...group.files].sort()],
    };
    writeFileSync(program, `${JSON.stringify(config, null, 2)}\n`);
    return {
      name: `types ${key} (${group.members.length} paquets)`,
      dir: '.',
      command: process.execPath,
      args: [tscPath(), '-p', relative(ROOT, program)],
      members: group.members,
    };
  });
  return [...grouped, ...own];
}

/** The files a group's program checks (for the tests: every package's files are in one). */
export function programFiles(job) {
  return JSON.parse(readFileSync(join(ROOT, job.args.at(-1)), 'utf8')).files;
}
