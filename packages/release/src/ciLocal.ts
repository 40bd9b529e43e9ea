/**
 * The committed workflows, run here as GitHub Actions would run them (issue 38, « done when »): the
 * smallest runner that reads the very `.github/workflows/deploy-<app>.yml` files, decides by their
 * `on.<event>.paths` filters (GitHub's rule: the last pattern that matches decides, ciPaths.ts
 * `triggers`) which apps a commit starts, then runs each started job's steps in order in the
 * checkout, with the job's and the step's `env`, `if:` evaluated and `${{ … }}` replaced from the
 * `vars` and `secrets` given. What it cannot do as a hosted runner does, it says, step by step:
 * `actions/checkout` (the checkout is the folder it runs in, at the commit asked), `actions/setup-node`
 * (this machine's Node runs the steps; a difference from `.nvmrc` is printed). No `act`, no
 * container: the build machines have neither Docker nor GitHub's runner.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { triggers } from './ciPaths.ts';

export interface WorkflowStep {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}

interface EventFilter {
  branches?: string[];
  paths?: string[];
}

export interface Workflow {
  file: string;
  name: string;
  on: { push?: EventFilter; pull_request?: EventFilter; workflow_dispatch?: unknown };
  jobs: Record<string, { env?: Record<string, string>; steps: WorkflowStep[] }>;
}

/** The `deploy-*.yml` workflows of `root`, parsed. */
export function readWorkflows(root: string): Workflow[] {
  const dir = join(root, '.github/workflows');
  return readdirSync(dir)
    .filter((file) => /^deploy-.+\.ya?ml$/.test(file))
    .sort()
    .map((file) => ({ file: `.github/workflows/${file}`, ...(parse(readFileSync(join(dir, file), 'utf8')) as Omit<Workflow, 'file'>) }));
}

export type CiEvent = 'push' | 'pull_request';

/** What GitHub knows of the run: the event, the ref, the branch of a pull request. */
export interface CiContext {
  event: CiEvent;
  /** `refs/heads/main` for a push to main; a pull request's merge ref otherwise. */
  ref: string;
  /** A pull request's branch (`github.head_ref`). */
  headRef?: string;
  vars: Record<string, string>;
  secrets: Record<string, string>;
  /** Job variables replaced by hand (`--override-env`), each said before the job runs: a departure from the workflow. */
  overrides?: Record<string, string>;
  /** Steps not run, by a part of their name (`--skip`), each said: a departure from the workflow. */
  skip?: string[];
}

/** Whether `workflow` starts for `files` changed by `context`'s event (its branches, then its paths). */
export function isTriggered(workflow: Workflow, context: CiContext, files: readonly string[]): boolean {
  const filter = workflow.on[context.event];
  if (!filter) return false;
  const branch = context.ref.replace(/^refs\/heads\//, '');
  if (context.event === 'push' && filter.branches && !filter.branches.includes(branch)) return false;
  if (!filter.paths) return true;
  return files.some((file) => triggers(filter.paths!, file));
}

/** The value of one `github.*`, `vars.*` or `secrets.*` name; an unknown name is an error, never empty. */
function lookup(name: string, context: CiContext): string {
  const [scope, key] = name.split('.', 2) as [string, string | undefined];
  if (scope === 'github' && key === 'event_name') return context.event;
  if (scope === 'github' && key === 'ref') return context.ref;
  if (scope === 'github' && key === 'head_ref') return context.headRef ?? '';
  if (scope === 'vars' && key && key in context.vars) return context.vars[key]!;
  if (scope === 'secrets' && key && key in context.secrets) return context.secrets[key]!;
  throw new Error(`« ${name} » : le lanceur local ne le connaît pas (donnez-le avec --var ou --secret).`);
}

/** `${{ name }}` replaced in `text`. */
export function substitute(text: string, context: CiContext): string {
  return text.replace(/\$\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => lookup(name, context));
}

/**
 * An `if:` of the forms the workflows use: `name == 'text'` and `name != 'text'`, joined by `&&`.
 * Anything else is refused rather than guessed.
 */
export function evaluateIf(expression: string, context: CiContext): boolean {
  return expression.split('&&').every((part) => {
    const test = /^\s*([\w.]+)\s*(==|!=)\s*'([^']*)'\s*$/.exec(part);
    if (!test) throw new Error(`if: « ${expression} » : forme que le lanceur local ne sait pas évaluer.`);
    const equal = lookup(test[1]!, context) === test[3];
    return test[2] === '==' ? equal : !equal;
  });
}

/** The files a push or a pull request changes: `git diff --name-only base head`. */
export function changedFiles(root: string, base: string, head: string): string[] {
  const diff = spawnSync('git', ['diff', '--name-only', base, head], { cwd: root, encoding: 'utf8' });
  if (diff.status !== 0) throw new Error(`git diff ${base} ${head} a échoué : ${diff.stderr}`);
  return diff.stdout.split('\n').filter(Boolean);
}

const stepName = (step: WorkflowStep) => step.name ?? step.uses ?? step.run?.split('\n')[0] ?? '?';

/** What the runner does instead of an action, or why it cannot. */
function action(step: WorkflowStep, root: string, head: string): string {
  const uses = step.uses!;
  if (uses.startsWith('actions/checkout@')) {
    const at = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
    if (at !== head) throw new Error(`la copie ${root} est sur ${at.slice(0, 7)}, pas sur le commit ${head.slice(0, 7)} à lancer.`);
    return `la copie ${root} au commit ${head.slice(0, 7)} en tient lieu`;
  }
  if (uses.startsWith('actions/setup-node@')) {
    const file = step.with?.['node-version-file'];
    const wanted = file ? readFileSync(join(root, file), 'utf8').trim() : step.with?.['node-version'];
    const here = process.version;
    return here.slice(1).split('.')[0] === String(wanted).split('.')[0]
      ? `Node ${here}, celui que demande ${file ?? 'le workflow'}`
      : `non fait ici\u00a0: les étapes tournent sur le Node de la machine (${here}), le workflow demande ${wanted}${file ? ` (${file})` : ''}`;
  }
  throw new Error(`action « ${uses} » : le lanceur local ne sait pas la remplacer.`);
}

/** Runs a `run:` script as GitHub's `bash` shell does (`bash -e -o pipefail`), output shown as it comes. */
function runScript(script: string, root: string, env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn('bash', ['--noprofile', '--norc', '-e', '-o', 'pipefail', '-c', script], { cwd: root, env, stdio: 'inherit' });
    child.once('error', fail);
    child.once('exit', (code) => done(code ?? 1));
  });
}

export interface JobOutcome {
  ok: boolean;
  /** One line per step: done, skipped (and why), replaced, failed. */
  steps: string[];
}

/** Runs `workflow`'s jobs' steps in `root`, stopping at the first that fails, as GitHub does. */
export async function runWorkflow(workflow: Workflow, root: string, head: string, context: CiContext, log = console.log): Promise<JobOutcome> {
  const lines: string[] = [];
  const say = (line: string) => {
    lines.push(line);
    log(line);
  };
  for (const [id, job] of Object.entries(workflow.jobs)) {
    const jobEnv = Object.fromEntries(Object.entries(job.env ?? {}).map(([name, value]) => [name, substitute(String(value), context)]));
    for (const [name, value] of Object.entries(context.overrides ?? {})) {
      say(`⚠ ${workflow.name}/${id} : ${name}=${value} au lieu de ${name}=${jobEnv[name] ?? '(rien)'} du workflow (--override-env)`);
      jobEnv[name] = value;
    }
    for (const [index, step] of job.steps.entries()) {
      const label = `${workflow.name}/${id} [${index + 1}/${job.steps.length}] ${stepName(step)}`;
      if (step.if !== undefined && !evaluateIf(step.if, context)) {
        say(`○ ${label} : sautée (if: ${step.if})`);
        continue;
      }
      const skipped = context.skip?.find((part) => stepName(step).includes(part));
      if (skipped) {
        say(`⚠ ${label} : NON LANCÉE (--skip « ${skipped} »)`);
        continue;
      }
      if (step.uses) {
        say(`◇ ${label} : ${action(step, root, head)}`);
        continue;
      }
      say(`▶ ${label}`);
      const stepEnv = Object.fromEntries(Object.entries(step.env ?? {}).map(([name, value]) => [name, substitute(String(value), context)]));
      const started = Date.now();
      const code = await runScript(substitute(step.run ?? '', context), root, { ...process.env, CI: 'true', GITHUB_ACTIONS: 'true', ...jobEnv, ...stepEnv });
      const took = `${Math.round((Date.now() - started) / 1000)} s`;
      if (code !== 0) {
        say(`✗ ${label} : échec (code ${code}, ${took})`);
        return { ok: false, steps: lines };
      }
      say(`✓ ${label} (${took})`);
    }
  }
  return { ok: true, steps: lines };
}
