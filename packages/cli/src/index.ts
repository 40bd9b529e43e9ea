export { type CommandLine, parseArgsMessage, readCommandLine } from './commandLine.ts';
export {
  answerJson,
  DATABASE_USAGE,
  databaseNow,
  databaseTarget,
  refusalMessage,
  refusedKeyMessage,
  type SupabaseTarget,
  supabaseFetch,
  type Target,
  targetLine,
  unreachableMessage,
} from './database.ts';
export { dayError } from './day.ts';
export { CommandError, fileErrorMessage } from './errors.ts';
export { type CappedRows, capRows, hiddenRowsLine } from './rowCap.ts';
export { failure, runCommand } from './run.ts';
export { print, terminalText, warn } from './terminalText.ts';
