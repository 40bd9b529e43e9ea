export { resolveRequest, decodeRequestPath, routeFile, type Resolution } from './rules.ts';
export { generateNginxConfig, type NginxConfigOptions } from './nginx.ts';
export { startEmbeddedProxy, type EmbeddedProxyOptions, type RunningProxy } from './server.ts';
export { startNginx, testNginxConfig, NGINX_BIN, type NginxOptions } from './nginxProcess.ts';
export { defaultRoots, assertBuildsExist, missingBuilds, BUILD_ALL_COMMAND, type AppRoots } from './roots.ts';
export { contentTypeOf, FILE_TYPES } from './contentTypes.ts';
export { SECURITY_HEADERS, CACHE_IMMUTABLE, CACHE_REVALIDATE, contentSecurityPolicy, securityHeaders, securityHeadersFor, policySourcesFrom, FRAMEABLE_FILES, type PolicySources } from './headers.ts';
export { forward, localSupabasePath } from './forward.ts';
