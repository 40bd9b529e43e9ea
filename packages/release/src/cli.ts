/**
 * The release commands of the README (`npm run release`, `deploy`, `rollback`, `release:check`,
 * `release:status`, `preview`, `launch-check`, `refresh-dated`, `ci:local`), each in French with numbered progress lines.
 */
import { writeWorkflows } from './ciWorkflow.ts';
import { checkCommand } from './commands/check.ts';
import { ciLocalCommand } from './commands/ciLocal.ts';
import { deployCommand } from './commands/deploy.ts';
import { launchCheckCommand } from './commands/launchCheck.ts';
import { previewCommand } from './commands/preview.ts';
import { refreshDatedCommand } from './commands/refreshDated.ts';
import { releaseCommand } from './commands/release.ts';
import { statusCommand } from './commands/status.ts';
import { createSteps } from './commands/steps.ts';
import { versionCommand } from './commands/version.ts';

const [command, ...args] = process.argv.slice(2);
const steps = createSteps();
const commands: Record<string, () => Promise<void>> = {
  release: () => releaseCommand(args, steps),
  deploy: () => deployCommand(args, steps),
  rollback: () => deployCommand(args, steps, 'rollback'),
  check: () => checkCommand(args, steps),
  status: () => statusCommand(args, steps),
  preview: () => previewCommand(args, steps),
  version: () => versionCommand(args, steps),
  'launch-check': () => launchCheckCommand(args),
  'refresh-dated': () => refreshDatedCommand(args, steps),
  'ci-local': () => ciLocalCommand(args, steps),
  'ci-workflows': async () => {
    for (const file of writeWorkflows()) console.log(`écrit\u00a0: ${file}`);
  },
};

const run = command ? commands[command] : undefined;
if (!run) {
  console.error(`Commande inconnue : ${command ?? '(aucune)'} (${Object.keys(commands).join(', ')}).`);
  process.exit(2);
}
run().catch((error: unknown) => {
  console.error(`\n✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
