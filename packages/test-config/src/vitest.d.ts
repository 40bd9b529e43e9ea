import type { UserConfig } from 'vitest/config';

type TestOptions = NonNullable<UserConfig['test']>;

export declare const SHARED_TEST_OPTIONS: { readonly maxWorkers: 1; readonly testTimeout: number; readonly hookTimeout: number };
export declare const ASYNC_UTIL_TIMEOUT_MS: number;

/** The stress cases' files, left out of `npm test`, run by `npm run test:stress` (ECOLE_STRESS=1). */
export declare const STRESS_FILES: string;

export interface TestConfigOptions {
  /** Compile `.css.ts` files (vanilla-extract) the way the build does. */
  vanillaExtract?: boolean;
}

/** The package's test files (paths from `root`) that replace a module (`vi.mock`): each runs in a fresh module graph. */
export declare function filesThatMock(root: string): string[];

/** A package's `vitest.config.ts`: its own test options on top of the shared ones; the files share one module graph, except those that mock a module. */
export declare function defineTestConfig(test: TestOptions, options?: TestConfigOptions): UserConfig;

/** Component tests in jsdom with the design system's styles and Testing Library's set-up. */
export declare function defineDomTestConfig(test?: TestOptions): UserConfig;
