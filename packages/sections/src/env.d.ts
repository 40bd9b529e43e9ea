/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Day the build is "as of" (`YYYY-MM-DD`), replaced at build time by the apps' shared Vite config. */
  readonly SITE_AS_OF?: string;
  /** Address of the external application form shown on /candidater (a local stand-in page by default). */
  readonly VITE_APPLICATION_FORM_URL?: string;
  /** Address of the form provider's embed script (a local stand-in by default). */
  readonly VITE_APPLICATION_FORM_SCRIPT?: string;
  /** The course sheets the build made, course page path → files (issue 35; none outside a build). */
  readonly ECOLE_COURSE_SHEETS?: import('@ecole/content/model/courseSheet').CourseSheetLinks;
}
