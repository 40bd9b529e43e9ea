// The sanitiser lives beside the weekly mail's code (issue 21, point 6): the mail and the CLI
// reports clean their labels with the same function (supabase/functions/_shared/leadFigures.ts).
export { REPORT_TEXT_MAX, reportText } from '../../../supabase/functions/_shared/reportText.ts';
