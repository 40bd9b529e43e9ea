import type { CourseSheetLinks } from '@ecole/content/model/courseSheet';

/** One build's course sheets: where they wait, the links the pages show, the files (relative to `dir`). */
export interface PinnedCourseSheets {
  app: string;
  asOf: string;
  dir: string;
  links: CourseSheetLinks;
  files: string[];
}

export declare const COURSE_SHEETS_ENV: string;
export declare function pinCourseSheets(app: string, asOf: string, env?: Record<string, string | undefined>): PinnedCourseSheets;
export declare function pinnedCourseSheets(app: string, asOf: string, env?: Record<string, string | undefined>): PinnedCourseSheets | undefined;
export declare function copyCourseSheets(app: string, asOf: string, clientDir: string, env?: Record<string, string | undefined>): string[];
