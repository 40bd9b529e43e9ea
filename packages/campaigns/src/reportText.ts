// The sanitiser lives beside the weekly mail's code (issue 21, point 6): the mail, the CLI reports
// and every staff command's terminal output (@ecole/cli's terminalText) clean text with it.
export { REPORT_TEXT_MAX, reportText } from '@ecole/supabase/report-text';
