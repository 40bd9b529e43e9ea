// `npm run edit [-- --workflow] [--port 3100] [--proxy-port 8081] [--repo DIR]`: the editor of the
// school's data on this machine (docs/editor.md). Answers bad input in French, without a stack trace.
import { parseArgs } from 'node:util';
import getPort from 'get-port';
import { REPO_ROOT, startEditor, uncommittedFiles } from './server.ts';

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

let values: { workflow?: boolean; port?: string; 'proxy-port'?: string; repo?: string; site?: string };
try {
  ({ values } = parseArgs({
    options: { workflow: { type: 'boolean' }, port: { type: 'string' }, 'proxy-port': { type: 'string' }, repo: { type: 'string' }, site: { type: 'string' } },
  }));
} catch (error) {
  fail(`Option inconnue ou incomplète (${(error as Error).message}). Options : --workflow, --port N, --proxy-port N, --repo DOSSIER, --site URL.`);
}

const portOf = (text: string | undefined, fallback: number, name: string) => {
  if (text === undefined) return fallback;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--${name} attend un numéro de port (0 à 65535), pas « ${text} ».`);
  return port;
};

const repo = values.repo ?? REPO_ROOT;
if (values.workflow) {
  // In git mode decap-server checks out a branch per change in this very folder: uncommitted work
  // would travel with it. It starts only on a clean working copy.
  const dirty = uncommittedFiles(repo);
  if (dirty.length > 0) {
    fail(
      `Le circuit de relecture (--workflow) crée une branche par modification dans ce dossier : enregistrez d’abord vos changements (git commit) ou mettez-les de côté (git stash). Fichiers modifiés : ${dirty.slice(0, 5).join(', ')}${dirty.length > 5 ? '…' : ''}`,
    );
  }
}

const port = portOf(values.port, 3100, 'port');
const proxyPort = values['proxy-port'] ? portOf(values['proxy-port'], 8081, 'proxy-port') : await getPort({ port: 8081, host: '127.0.0.1' });
try {
  const editor = await startEditor({ port, proxyPort, repo, workflow: values.workflow ?? false, ...(values.site ? { siteUrl: values.site } : {}) });
  console.log(`Éditeur disponible sur ${editor.url}`);
  console.log(
    values.workflow
      ? 'Circuit de relecture : chaque modification est une branche « cms/… » (brouillon, à relire, prête), publiée par fusion dans la branche courante.'
      : 'Chaque enregistrement écrit directement dans packages/content/data (git diff pour relire, npm run release pour publier).',
  );
  console.log('Arrêt : Ctrl+C.');
  const stop = () => void editor.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  fail(`L’éditeur n’a pas démarré : ${(error as Error).message}`, 1);
}
