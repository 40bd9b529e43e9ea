export declare const ASYNC_UTIL_TIMEOUT_MS: number;
