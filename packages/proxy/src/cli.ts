#!/usr/bin/env -S node --import tsx
/**
 * ecole-proxy serve [--port 3000] [--host 127.0.0.1]   the embedded proxy over the three builds
 * ecole-proxy nginx [--port 8080] [--host 127.0.0.1]   the real nginx with the generated rules
 */
import { parseArgs } from 'node:util';
import { startNginx } from './nginxProcess.ts';
import { startEmbeddedProxy, type RunningProxy } from './server.ts';

const USAGE = `Usage :
  ecole-proxy serve [--port 3000] [--host 127.0.0.1]   proxy embarqué (Node) devant les trois applications construites
  ecole-proxy nginx [--port 8080] [--host 127.0.0.1]   nginx au premier plan avec les règles de production`;

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
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

  const proxy: RunningProxy =
    command === 'serve'
      ? await startEmbeddedProxy({ port, host: values.host })
      : await startNginx({ port, host: values.host });
  console.log(`Site disponible sur ${proxy.url}`);

  const stop = () => {
    proxy.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
