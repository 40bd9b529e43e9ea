import { COURSE_SHEET_LINK_TEXT, COURSE_SHEET_PRINT_TEXT, type CourseSheetLinks as Links, sizeLabel } from '@ecole/content/model/courseSheet';
import * as styles from './CourseSheetLinks.css.ts';

/**
 * The sheets the build made (`courseSheetsOf` in @ecole/app-build), path → files: the apps' Vite
 * config replaces `import.meta.env.ECOLE_COURSE_SHEETS` with them. None outside a build.
 */
export function buildCourseSheets(): Links {
  return import.meta.env.ECOLE_COURSE_SHEETS ?? {};
}

/**
 * Under a course's « Informations clés »: its sheet as a PDF (its format and size in the link's
 * name, so nobody downloads blind) and as a page to print. Plain links: the files are not pages of
 * the app. Nothing when the build made no sheet of this page.
 */
export function CourseSheetLinks({ coursePath, links = buildCourseSheets() }: { coursePath: string; links?: Links }) {
  const sheet = links[coursePath];
  if (!sheet) return null;
  return (
    <ul className={styles.root}>
      <li>
        <a className={styles.link} href={sheet.pdf} type="application/pdf">
          {COURSE_SHEET_LINK_TEXT}
          <span className={styles.size}>, {sizeLabel(sheet.bytes)}</span>
        </a>
      </li>
      <li>
        <a className={styles.link} href={sheet.print}>
          {COURSE_SHEET_PRINT_TEXT}
        </a>
      </li>
    </ul>
  );
}
