// node --test scripts/lib/typecheck.test.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './run.mjs';
import { workspacePackages } from './suites.mjs';
import { programFiles, typecheckJobs } from './typecheck.mjs';

const ts = createRequire(import.meta.url)('typescript');

test('npm test checks every file each package’s own tsconfig checks: in its group’s program, or by its own script', () => {
  const programsDir = mkdtempSync(join(ROOT, 'node_modules', '.cache', 'typecheck-test-'));
  try {
    const jobs = typecheckJobs({ programsDir });
    for (const pkg of workspacePackages().filter(({ scripts }) => scripts.typecheck)) {
      const group = jobs.find((job) => job.members?.includes(pkg.name));
      if (!group) {
        // Not grouped: its own script runs, in its folder (the apps' typegen, the backend's Deno).
        assert.ok(
          jobs.some((job) => job.name === pkg.name && job.dir === pkg.dir && job.args.includes('typecheck')),
          `${pkg.name} : ni groupé ni vérifié seul`,
        );
        continue;
      }
      const files = new Set(programFiles(group));
      const parsed = ts.getParsedCommandLineOfConfigFile(
        join(ROOT, pkg.dir, 'tsconfig.json'),
        {},
        { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
      );
      assert.ok(parsed.fileNames.length > 0, pkg.name);
      for (const file of parsed.fileNames) assert.ok(files.has(file), `${pkg.name} : ${relative(ROOT, file)} hors du programme`);
    }
    // The apps (route types from React Router's typegen, `rootDirs`) are never merged with others.
    for (const app of ['@ecole/app-site', '@ecole/app-formation-ia', '@ecole/app-entreprises']) {
      assert.ok(jobs.some((job) => job.name === app));
    }
  } finally {
    rmSync(programsDir, { recursive: true, force: true });
  }
});

test('a type error in a grouped package fails its group’s program, naming the file and line', () => {
  const scratch = mkdtempSync(join(ROOT, 'node_modules', '.cache', 'typecheck-fixture-'));
  try {
    const dir = join(scratch, 'pkg');
    mkdirSync(join(dir, 'src'), { recursive: true });
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ extends: relative(dir, join(ROOT, 'tsconfig.base.json')), compilerOptions: { types: ['node'] }, include: ['src'] }),
    );
    writeFileSync(join(dir, 'src', 'index.ts'), "import { readFileSync } from 'node:fs';\nexport const size: number = readFileSync('x', 'utf8');\n");
    const jobs = typecheckJobs({
      packages: [{ name: 'fixture', dir: relative(ROOT, dir), scripts: { typecheck: 'tsc -p tsconfig.json' } }],
      programsDir: scratch,
    });
    assert.equal(jobs.length, 1);
    // `types: ["node"]` became the declaration file it resolves to, so `node:fs` is known.
    assert.ok(programFiles(jobs[0]).some((file) => file.includes('@types/node')));
    const result = spawnSync(jobs[0].command, jobs[0].args, { cwd: ROOT, encoding: 'utf8' });
    assert.equal(result.status, 2, result.stdout);
    assert.match(result.stdout, /pkg\/src\/index\.ts\(2,14\): error TS2322: Type 'string' is not assignable to type 'number'/);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
