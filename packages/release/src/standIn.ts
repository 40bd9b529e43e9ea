/**
 * A release built for the local stand-in, told by its own files (issue 24). A build that names no
 * Supabase project talks to the stand-in on purpose (`npm start`, `npm test`, releases deployed to
 * `.deploy/`): its pages post to `/_supabase/…` on their own origin and its scripts carry the
 * stand-in's demo key, which only the local proxies forward. On a real host that form would fail,
 * so a deploy there refuses such a release, naming the settings it was built without.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_PATH } from '@ecole/settings/localSupabase';

export type BackendSetting = 'VITE_SUPABASE_URL' | 'VITE_SUPABASE_ANON_KEY';

/** The Supabase settings the build in `clientDir` went without: the stand-in's traces in its pages and scripts. */
export async function standInSettingsOf(clientDir: string): Promise<BackendSetting[]> {
  let path = false;
  let key = false;
  const files = (await readdir(clientDir, { recursive: true, encoding: 'utf8' })).filter((file) => /\.(html|js)$/.test(file));
  for (const file of files) {
    const text = await readFile(join(clientDir, file), 'utf8');
    // Vite folds both away in a build that names its project (@ecole/contact, supabaseClient.ts).
    path ||= text.includes(LOCAL_SUPABASE_PATH);
    key ||= text.includes(LOCAL_ANON_KEY);
  }
  return [...(path ? (['VITE_SUPABASE_URL'] as const) : []), ...(key ? (['VITE_SUPABASE_ANON_KEY'] as const) : [])];
}

/** Why `release` cannot go to `host`, in French, or `undefined` when it was built for a project. */
export async function standInRefusal(clientDir: string, release: string, host: string): Promise<string | undefined> {
  const missing = await standInSettingsOf(clientDir);
  if (missing.length === 0) return undefined;
  const app = release.split('@')[0];
  return (
    `La release ${release} a été construite sans ${missing.join(' ni ')} : son formulaire de contact écrirait au remplaçant ` +
    `local de Supabase (${LOCAL_SUPABASE_PATH}, clé de démonstration), que ${host} ne sert pas. Refaites-la avec le projet : ` +
    `VITE_SUPABASE_URL=https://<projet>.supabase.co VITE_SUPABASE_ANON_KEY=<clé anon> npm run release -- ${app}`
  );
}
