// Serves the built site through the embedded reverse proxy, with the local Supabase stand-in
// (127.0.0.1:54321 by default). Run by `npm start` through tsx.
// PORT / HOST choose the site's address (0: any free port); SUPABASE_PORT and SUPABASE_DATA_DIR
// move the stand-in: the apps built without VITE_SUPABASE_URL call it through the proxy
// (`/_supabase/`), so they follow it wherever it listens. ACCESS_LOG moves the access log
// (default logs/access.log, one JSON line per request: what `npm run campaign-report` reads).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedProxy } from '@ecole/proxy';
import { startSupabaseLocal } from '@ecole/supabase-local';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const accessLog = resolve(fileURLToPath(new URL('..', import.meta.url)), process.env.ACCESS_LOG || 'logs/access.log');

const supabase = await startSupabaseLocal({
  ...(process.env.SUPABASE_PORT ? { port: Number(process.env.SUPABASE_PORT) } : {}),
  ...(process.env.SUPABASE_DATA_DIR ? { dataDir: process.env.SUPABASE_DATA_DIR } : {}),
});
const proxy = await startEmbeddedProxy({ port, host, supabase: supabase.url, accessLog });

console.log(`\nSupabase local : ${supabase.url}`);
console.log(`Journal d’accès : ${accessLog}`);
console.log(`Site disponible sur ${proxy.url}`);
console.log('Ctrl+C pour arrêter.');

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([proxy.close(), supabase.close()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
