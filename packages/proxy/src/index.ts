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
export { forward } from './forward.ts';
export {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  contentSecurityPolicy,
  FRAMEABLE_FILES,
  type PolicySources,
  policySourcesFrom,
  SECURITY_HEADERS,
  securityHeaders,
  securityHeadersFor,
} from './headers.ts';
export { generateNginxConfig, type NginxConfigOptions } from './nginx.ts';
export { NGINX_BIN, type NginxOptions, startNginx, testNginxConfig } from './nginxProcess.ts';
export { type AppRoots, assertBuildsExist, BUILD_ALL_COMMAND, defaultRoots, missingBuilds } from './roots.ts';
export { type Decision, decodeRequestPath, localSupabasePath, type Resolution, resolveRequest, routeTarget } from './rules.ts';
export { type EmbeddedProxyOptions, type RunningProxy, startEmbeddedProxy } from './server.ts';
