/**
 * ecole-proxy serve [--port 3000] [--host 127.0.0.1] [--repo DIR]   the embedded proxy over the three builds
 * ecole-proxy nginx [--port 8080] [--host 127.0.0.1] [--repo DIR]   the real nginx with the generated rules
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startNginx } from './nginxProcess.ts';
import { defaultRoots } from './roots.ts';
import { type RunningProxy, startEmbeddedProxy } from './server.ts';

const USAGE = `Usage :
  ecole-proxy serve [--port 3000] [--host 127.0.0.1] [--repo DIR]   proxy embarqué (Node) devant les quatre applications construites
  ecole-proxy nginx [--port 8080] [--host 127.0.0.1] [--repo DIR]   nginx au premier plan avec les règles de production
  --port 0 : un port libre ; --repo : racine d’un dépôt dont les applications sont construites (par défaut, celui-ci)`;

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      // Another checkout, or a folder laid out like one (apps/<app>/build/client).
      repo: { type: 'string' },
      'access-log': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command] = positionals;
  if (values.help || (command !== 'serve' && command !== 'nginx')) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const port = Number(values.port ?? (command === 'serve' ? 3000 : 8080));
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Port invalide : ${values.port}`);

  const roots = values.repo ? defaultRoots(resolve(values.repo)) : undefined;
  const accessLog = values['access-log'] === undefined ? undefined : resolve(values['access-log']);

  // Listening for Ctrl-C and SIGTERM before anything starts: a signal that came before the
  // listener would kill this process at once and leave nginx running on its own (seen when the
  // machine was busy: the address printed, read, used and the signal sent before the next line
  // of this function ran). A signal during the start stops the proxy as soon as it is up.
  let proxy: RunningProxy | undefined;
  let stopRequested = false;
  let closing: Promise<void> | undefined;
  const stop = () => {
    stopRequested = true;
    if (proxy === undefined || closing !== undefined) return;
    closing = proxy.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  proxy =
    command === 'serve'
      ? await startEmbeddedProxy({ port, host: values.host, roots, accessLog })
      : await startNginx({ port, host: values.host, roots, accessLog });
  if (stopRequested) return stop();
  console.log(`Site disponible sur ${proxy.url}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
