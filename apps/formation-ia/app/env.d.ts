/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Production origin for canonical addresses; defaults to `SCHOOL.origin`. */
  readonly VITE_SITE_ORIGIN?: string;
  /** Day the build is "as of" (`YYYY-MM-DD`), set by the shared Vite config from `SITE_AS_OF` or the build date. */
  readonly SITE_AS_OF: string;
}
