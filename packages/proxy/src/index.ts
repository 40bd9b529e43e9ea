export {
  type AccessLog,
  type AccessLogEntry,
  accessLogLine,
  isoTime,
  openAccessLog,
  parseAccessLogLine,
  REFERRER_HOST_PATTERN,
  referrerHost,
} from './accessLog.ts';
export { contentTypeOf, FILE_TYPES } from './contentTypes.ts';
export { workerName } from './edge/bindings.ts';
export { bundleWorker, WORKER_ENTRIES, type WorkerKind } from './edge/bundle.ts';
export { fallbackPage } from './edge/fallbackPage.ts';
export { type LocalEdge, type LocalEdgeOptions, startLocalEdge } from './edge/localEdge.ts';
export { PREVIEW_ROBOTS } from './edge/previewResponse.ts';
export { type RunningWorker, startAppWorker } from './edge/previewWorker.ts';
export { appWorkerConfig, previewWorkerConfig, routerWorkerConfig, type WranglerConfig } from './edge/wrangler.ts';
export { forward } from './forward.ts';
export {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  contentSecurityPolicy,
  DESK_SECURITY_HEADERS,
  deskContentSecurityPolicy,
  deskSecurityHeaders,
  FRAMEABLE_FILES,
  headerSet,
  type PolicySources,
  policySourcesFrom,
  SECURITY_HEADERS,
  securityHeaders,
  securityHeadersFor,
} from './headers.ts';
export { BROTLI_STATIC_MODULE, generateNginxConfig, type NginxConfigOptions } from './nginx.ts';
export { NGINX_BIN, type NginxOptions, startNginx, testNginxConfig } from './nginxProcess.ts';
export { liveRoots, PRODUCTION_DEPLOY_DIR, productionNginxConfig } from './productionConfig.ts';
export { type AppRoots, assertBuildsExist, BUILD_ALL_COMMAND, buildCommandFor, defaultRoots, missingBuilds, REPO_ROOT } from './roots.ts';
export { type Decision, decodeRequestPath, localSupabasePath, type Resolution, resolveRequest, routeTarget } from './rules.ts';
export { type EmbeddedProxyOptions, type RunningProxy, startEmbeddedProxy } from './server.ts';
export { PROXY_KINDS, type ProxyKind, type ProxyOptions, proxyKindOf, startProxy } from './startProxy.ts';
