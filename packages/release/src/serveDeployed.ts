/**
 * Serves what is deployed in a deploy folder (`npm start -- --deployed`): each app's `current`
 * release. nginx and the embedded proxy follow the `current` links on every request, so a deploy
 * shows at once; the edge is told: a deploy there is a new set of Workers (localEdge.ts), so the
 * folder is watched and each switch of a `current` link becomes an edge deploy of that app.
 */
import { realpath } from 'node:fs/promises';
import { type AppRoots, type ProxyKind, type RunningProxy, startLocalEdge, startProxy } from '@ecole/proxy';
import { APP_NAMES } from '@ecole/routes';
import { liveFolder } from './deployTree.ts';

export interface DeployedSiteOptions {
  port: number;
  host?: string;
  deployDir: string;
  supabase?: string;
  accessLog?: string;
  /** How often the edge looks for a switched release (ms). */
  pollMs?: number;
  /** Told of each switch the edge follows (the serve script prints it). */
  onSwitch?: (apps: string[]) => void;
}

/** The folder each deployed app's `current` points to now (apps not deployed are left out). */
export async function deployedRoots(deployDir: string): Promise<Partial<AppRoots>> {
  const roots: Partial<AppRoots> = {};
  for (const app of APP_NAMES) {
    const folder = await liveFolder(deployDir, app);
    if (folder) roots[app] = await realpath(folder).catch(() => undefined);
    if (roots[app] === undefined) delete roots[app];
  }
  return roots;
}

export async function startDeployedSite(kind: ProxyKind, options: DeployedSiteOptions): Promise<RunningProxy> {
  const roots = await deployedRoots(options.deployDir);
  if (kind !== 'edge') {
    const missing = APP_NAMES.filter((app) => roots[app] === undefined);
    if (missing.length > 0) {
      throw new Error(
        `Rien de déployé pour ${missing.map((app) => `« ${app} »`).join(', ')} dans ${options.deployDir} : ` +
          `npm run release -- <app> puis npm run deploy -- <app> (l’edge, PROXY=edge, sert les autres et répond 503 pour celles-ci).`,
      );
    }
    // The links themselves: nginx and `send` resolve them on each request.
    const links = Object.fromEntries(APP_NAMES.map((app) => [app, `${options.deployDir}/${app}/current`])) as AppRoots;
    return startProxy(kind, { ...options, roots: links });
  }

  const edge = await startLocalEdge({ ...options, roots });
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const watch = async () => {
    if (stopped) return;
    const next = await deployedRoots(options.deployDir);
    const current = edge.roots();
    const changed = APP_NAMES.filter((app) => next[app] !== current[app]);
    if (changed.length > 0) {
      await edge.deploy(next).then(
        () => options.onSwitch?.(changed),
        (error: unknown) => console.error(`[edge] déploiement non suivi : ${(error as Error).message}`),
      );
    }
    if (!stopped) timer = setTimeout(watch, options.pollMs ?? 500);
  };
  timer = setTimeout(watch, options.pollMs ?? 500);
  return {
    url: edge.url,
    close: async () => {
      stopped = true;
      clearTimeout(timer);
      await edge.close();
    },
  };
}
