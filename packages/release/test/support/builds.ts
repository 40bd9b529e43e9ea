import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { chromeStamp, formatChromeParts } from '@ecole/app-build/chromeStamp';
import { variantPathsOf } from '@ecole/content/experiments';
import { APPS, type AppName, htmlFileOf, NOT_FOUND_APP, NOT_FOUND_FILE, routesOf } from '@ecole/routes';

/** A page as the apps' Document writes it: the release, chrome and chrome-parts metas. */
export function pageHtml(app: AppName, title: string, options: { release?: string; chrome?: ReturnType<typeof chromeStamp> } = {}): string {
  const chrome = options.chrome ?? chromeStamp(app);
  return (
    `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><meta name="release" content="${options.release ?? `${app}@local`}"/>` +
    `<meta name="chrome" content="${chrome.digest}"/><meta name="chrome-parts" content="${formatChromeParts(chrome.parts)}"/>` +
    `<title>${title}</title></head><body><h1>${title}</h1></body></html>`
  );
}

async function put(file: string, content: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** A fresh build of `app` in `dir`: its pages and `version`'s hashed assets. */
export async function fakeBuild(dir: string, app: AppName, version: string): Promise<string> {
  for (const route of routesOf(app)) await put(join(dir, htmlFileOf(route.path)), pageHtml(app, `${route.title} ${version}`));
  // A running experiment's variants, prerendered beside their page (issue 37): a release holds them.
  for (const path of variantPathsOf(app)) await put(join(dir, htmlFileOf(path)), pageHtml(app, `${path} ${version}`));
  if (app === NOT_FOUND_APP) await put(join(dir, NOT_FOUND_FILE), pageHtml(app, 'Page non trouvée'));
  await put(join(dir, APPS[app].assetsDir, `entry-${version}.js`), `export const version = ${JSON.stringify(version)};\n`);
  await put(join(dir, APPS[app].assetsDir, 'shared-00000000.js'), 'export const shared = true;\n');
  return dir;
}
