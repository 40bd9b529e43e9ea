export { contentTypeOf, FILE_TYPES } from './contentTypes.ts';
export { forward, localSupabasePath } from './forward.ts';
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
export { decodeRequestPath, type Resolution, resolveRequest, routeFile } from './rules.ts';
export { type EmbeddedProxyOptions, type RunningProxy, startEmbeddedProxy } from './server.ts';
