import { startLocalEdge } from './edge/localEdge.ts';
import { type NginxOptions, startNginx } from './nginxProcess.ts';
import { assertBuildsExist, defaultRoots } from './roots.ts';
import { type EmbeddedProxyOptions, type RunningProxy, startEmbeddedProxy } from './server.ts';

/**
 * The three ways to serve the site on this machine, the same rules each: the embedded Node proxy
 * (`npm start`'s default: nothing to install), the real nginx, and the edge on Cloudflare's runtime.
 */
export const PROXY_KINDS = ['embedded', 'nginx', 'edge'] as const;
export type ProxyKind = (typeof PROXY_KINDS)[number];

/** `PROXY=…` (unset or empty: `embedded`); `undefined` for an unknown name. */
export function proxyKindOf(value: string | undefined): ProxyKind | undefined {
  const name = value?.trim() || 'embedded';
  return (PROXY_KINDS as readonly string[]).includes(name) ? (name as ProxyKind) : undefined;
}

/** What the three take: the port, the host, the builds, the stand-in, the access log, the CSP hosts. */
export type ProxyOptions = EmbeddedProxyOptions & NginxOptions;

export async function startProxy(kind: ProxyKind, options: ProxyOptions): Promise<RunningProxy> {
  if (kind === 'nginx') return startNginx(options);
  if (kind === 'edge') {
    // The edge would answer a missing app with its 503 page; here, as the other proxies do, say
    // which build is missing before listening.
    const roots = options.roots ?? defaultRoots();
    assertBuildsExist(roots);
    return startLocalEdge({ ...options, roots });
  }
  return startEmbeddedProxy(options);
}
