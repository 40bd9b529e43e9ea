/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Production origin for canonical addresses; defaults to `SCHOOL.origin`. */
  readonly VITE_SITE_ORIGIN?: string;
}
