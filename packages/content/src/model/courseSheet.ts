/**
 * The link to a course sheet, the same on the course page and on the print page (issue 35).
 * No Node import: the course page's bundle reads it.
 */
export const COURSE_SHEET_LINK_TEXT = 'Télécharger la fiche de la formation (PDF)';
export const COURSE_SHEET_PRINT_TEXT = 'Version à imprimer';

/** A file's size as a French reader expects it: `48 Ko` (kilo-octets of 1 024 bytes, rounded up, a non-breaking space). */
export function sizeLabel(bytes: number): string {
  return `${Math.max(1, Math.ceil(bytes / 1024))}\u00a0Ko`;
}

/** Where a course page's sheet is, and its size: what the build gives each course page (`import.meta.env.ECOLE_COURSE_SHEETS`). */
export interface CourseSheetLink {
  pdf: string;
  print: string;
  bytes: number;
}

/** Course page path → its sheet. */
export type CourseSheetLinks = Readonly<Record<string, CourseSheetLink>>;
