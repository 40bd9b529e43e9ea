// Serves the built site through the embedded reverse proxy, with the local Supabase stand-in
// (127.0.0.1:54321 by default). Run by `npm start` through tsx.
// PORT / HOST choose the site's address (0: any free port); SUPABASE_PORT and SUPABASE_DATA_DIR
// move the stand-in: the apps built without VITE_SUPABASE_URL call it through the proxy
// (`/_supabase/`), so they follow it wherever it listens.
import { startEmbeddedProxy } from '@ecole/proxy';
import { startSupabaseLocal } from '@ecole/supabase-local';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const supabase = await startSupabaseLocal({
  ...(process.env.SUPABASE_PORT ? { port: Number(process.env.SUPABASE_PORT) } : {}),
  ...(process.env.SUPABASE_DATA_DIR ? { dataDir: process.env.SUPABASE_DATA_DIR } : {}),
});
const proxy = await startEmbeddedProxy({ port, host, supabase: supabase.url });

console.log(`\nSupabase local : ${supabase.url}`);
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
