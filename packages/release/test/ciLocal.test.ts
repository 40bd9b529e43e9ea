/**
 * The local runner of the committed workflows (ciLocal.ts): it reads the very files GitHub would,
 * decides by their path filters which apps a commit starts, evaluates each step's `if:` for the
 * event, and runs the steps in order, stopping at the first that fails. A few `bash` steps, no
 * build: the long trial (a commit to /tpe's copy, released and deployed) is a script run by hand
 * (docs/production.md, « Le workflow essayé ici »).
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '@ecole/proxy';
import { afterAll, describe, expect, it } from 'vitest';
import { type CiContext, evaluateIf, isTriggered, readWorkflows, runWorkflow, substitute, type Workflow } from '../src/ciLocal.ts';

const workflows = readWorkflows(REPO_ROOT);
const started = (context: CiContext, files: string[]) => workflows.filter((workflow) => isTriggered(workflow, context, files)).map((workflow) => workflow.name);
const push: CiContext = { event: 'push', ref: 'refs/heads/main', vars: {}, secrets: {} };
const pullRequest: CiContext = { event: 'pull_request', ref: 'refs/pull/7/merge', headRef: 'essai/tpe', vars: {}, secrets: {} };

describe('which committed workflows a change starts', () => {
  it('a commit to /tpe’s copy starts deploy-entreprises only, on main and on a pull request; on another branch, nothing', () => {
    const tpe = ['packages/content/src/pages/entreprises/tpe.ts'];
    expect(started(push, tpe)).toEqual(['deploy-entreprises']);
    expect(started(pullRequest, tpe)).toEqual(['deploy-entreprises']);
    expect(started({ ...push, ref: 'refs/heads/essai' }, tpe)).toEqual([]);
    expect(started(push, ['docs/production.md'])).toEqual([]);
  });

  it('the deploy steps run on a push to main, the preview on a pull request, never both', () => {
    const steps = workflows.find((workflow) => workflow.name === 'deploy-entreprises')!.jobs.release!.steps;
    const conditional = steps.filter((step) => step.if !== undefined);
    const runs = (context: CiContext) => conditional.filter((step) => evaluateIf(step.if!, context)).map((step) => step.name);
    expect(runs(push)).toEqual(['Deploy to Cloudflare under the deploy lock', 'Live check, byte for byte']);
    expect(runs(pullRequest)).toEqual(['Shareable preview of the branch on Cloudflare (never indexed)']);
  });

  it('a value it is not given, or an expression it cannot read, is an error, never an empty string', () => {
    expect(substitute(`--url \${{ vars.SITE_ORIGIN }}`, { ...push, vars: { SITE_ORIGIN: 'http://127.0.0.1:4100' } })).toBe('--url http://127.0.0.1:4100');
    expect(() => substitute(`\${{ secrets.CLOUDFLARE_API_TOKEN }}`, push)).toThrow(/secrets\.CLOUDFLARE_API_TOKEN.*--secret/);
    expect(() => evaluateIf("contains(github.ref, 'main')", push)).toThrow(/ne sait pas évaluer/);
  });
});

const work = await mkdtemp(join(tmpdir(), 'ecole-ci-local-'));
afterAll(() => rm(work, { recursive: true, force: true }));

describe('running a job’s steps', () => {
  it('in order, with the job’s and the step’s env, skipping by `if:`, stopping at the first failure', async () => {
    await mkdir(work, { recursive: true });
    const git = (...args: string[]) => spawnSync('git', args, { cwd: work, encoding: 'utf8' }).stdout.trim();
    git('init', '-q');
    await writeFile(join(work, '.nvmrc'), '22\n');
    git('add', '.');
    git('-c', 'user.name=Essai', '-c', 'user.email=essai@example.org', 'commit', '-qm', 'essai');
    const head = git('rev-parse', 'HEAD');
    const workflow: Workflow = {
      file: 'essai.yml',
      name: 'essai',
      on: { push: { branches: ['main'] } },
      jobs: {
        release: {
          env: { ORIGIN: `\${{ vars.SITE_ORIGIN }}`, SITE_ENV: 'production' },
          steps: [
            { uses: 'actions/checkout@v4' },
            { uses: 'actions/setup-node@v4', with: { 'node-version-file': '.nvmrc' } },
            { name: 'écrit', run: 'echo "$ORIGIN $SITE_ENV $TOKEN" > out.txt', env: { TOKEN: `\${{ secrets.TOKEN }}` } },
            { name: 'aperçu', if: "github.event_name == 'pull_request'", run: 'echo apercu >> out.txt' },
            { name: 'échoue', run: 'false | true\necho jamais non plus >> out.txt' },
            { name: 'jamais', run: 'echo jamais >> out.txt' },
          ],
        },
      },
    };
    const context: CiContext = { ...push, vars: { SITE_ORIGIN: 'http://127.0.0.1:4100' }, secrets: { TOKEN: 'jeton' }, overrides: { SITE_ENV: 'essai' } };
    const outcome = await runWorkflow(workflow, work, head, context, () => {});
    expect(outcome.ok).toBe(false);
    expect(await readFile(join(work, 'out.txt'), 'utf8')).toBe('http://127.0.0.1:4100 essai jeton\n');
    expect(outcome.steps[0]).toBe('⚠ essai/release : SITE_ENV=essai au lieu de SITE_ENV=production du workflow (--override-env)');
    expect(outcome.steps[1]).toContain(`au commit ${head.slice(0, 7)} en tient lieu`);
    expect(outcome.steps[2]).toMatch(/setup-node@v4 : (Node v22|non fait ici\u00a0: les étapes tournent sur le Node de la machine)/);
    expect(outcome.steps).toContain("○ essai/release [4/6] aperçu : sautée (if: github.event_name == 'pull_request')");
    expect(outcome.steps.at(-1)).toMatch(/^✗ essai\/release \[5\/6\] échoue : échec \(code 1, \d+ s\)$/);
  });
});
