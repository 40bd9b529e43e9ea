/**
 * npm run ci:local -- --base <rév> [--head <rév>] [--event push|pull_request] [--ref refs/heads/main]
 *                     [--head-ref <branche>] [--var NOM=valeur]… [--secret NOM=valeur]… [--decide-only]
 *                     [--override-env NOM=valeur]… [--skip <partie du nom d’une étape>]…
 *
 * Runs the committed deploy workflows on this checkout as GitHub Actions would for a push (or a pull
 * request) from `--base` to `--head` (ciLocal.ts): which apps the changed files start, then each
 * started job's steps. `--decide-only`: the decision alone. `--override-env` and `--skip` are
 * departures from the workflow, printed as such in the job's log. Exits 1 when a job fails.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { type CiContext, type CiEvent, changedFiles, isTriggered, readWorkflows, runWorkflow } from '../ciLocal.ts';
import { shortList } from '../format.ts';
import { REPO_ROOT } from '../paths.ts';
import type { Steps } from './steps.ts';

function pairs(values: string[] | undefined, option: string): Record<string, string> {
  return Object.fromEntries(
    (values ?? []).map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) throw new Error(`${option} attend NOM=valeur, pas « ${pair} ».`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

const revision = (rev: string) => {
  const parsed = spawnSync('git', ['rev-parse', '--verify', `${rev}^{commit}`], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (parsed.status !== 0) throw new Error(`Révision inconnue : « ${rev} ».`);
  return parsed.stdout.trim();
};

export async function ciLocalCommand(args: string[], steps: Steps): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      base: { type: 'string' },
      head: { type: 'string' },
      event: { type: 'string' },
      ref: { type: 'string' },
      'head-ref': { type: 'string' },
      var: { type: 'string', multiple: true },
      secret: { type: 'string', multiple: true },
      'decide-only': { type: 'boolean' },
      'override-env': { type: 'string', multiple: true },
      skip: { type: 'string', multiple: true },
    },
  });
  if (!values.base) throw new Error('--base <révision> manque : le commit d’avant la poussée (ou la base de la pull request).');
  const event = (values.event ?? 'push') as CiEvent;
  if (event !== 'push' && event !== 'pull_request') throw new Error(`--event : push ou pull_request, pas « ${values.event} ».`);
  const base = revision(values.base);
  const head = revision(values.head ?? 'HEAD');
  const context: CiContext = {
    event,
    ref: values.ref ?? (event === 'push' ? 'refs/heads/main' : 'refs/pull/1/merge'),
    ...(values['head-ref'] ? { headRef: values['head-ref'] } : {}),
    vars: pairs(values.var, '--var'),
    secrets: pairs(values.secret, '--secret'),
    overrides: pairs(values['override-env'], '--override-env'),
    skip: values.skip ?? [],
  };

  const files = changedFiles(REPO_ROOT, base, head);
  const workflows = readWorkflows(REPO_ROOT);
  const started = workflows.filter((workflow) => isTriggered(workflow, context, files));
  steps.plan(1 + (values['decide-only'] ? 0 : started.length));
  steps.next(`Quels workflows démarrent\u00a0? ${event} de ${base.slice(0, 7)} à ${head.slice(0, 7)} sur ${context.ref}`);
  console.log(`  fichiers changés  ${files.length} (${shortList(files)})`);
  for (const workflow of workflows)
    console.log(
      `  ${started.includes(workflow) ? '▶' : '○'} ${workflow.name.padEnd(24)} ${started.includes(workflow) ? 'démarre' : 'ne démarre pas'} (${workflow.file})`,
    );
  if (values['decide-only']) return;

  const failed: string[] = [];
  for (const workflow of started) {
    steps.next(`${workflow.name} (${workflow.file})`);
    const outcome = await runWorkflow(workflow, REPO_ROOT, head, context);
    if (!outcome.ok) failed.push(workflow.name);
  }
  if (failed.length > 0) {
    console.log(`\n✗ Échec\u00a0: ${failed.join(', ')}.`);
    process.exitCode = 1;
  } else console.log(`\n✓ ${started.length} workflow(s) passé(s)\u00a0: ${started.map((workflow) => workflow.name).join(', ') || 'aucun'}.`);
}
