/**
 * What the three staff commands (campaign-link, campaign-report, lead-report) do with their command
 * line before their work, the same way with the same words: an option `parseArgs` refuses is said in
 * French with the usage (exit 2), `--help` prints the usage (exit 0), and `check` (e.g. the period's
 * `periodError`) may refuse the values with its own sentence (exit 2).
 */
export type CommandLine<T> = { parsed: T; exitCode?: undefined } | { exitCode: number };

export function readCommandLine<T extends { values: { help?: boolean | undefined } }>(
  parse: () => T,
  usage: string,
  check?: (values: T['values']) => string | undefined,
): CommandLine<T> {
  let parsed: T;
  try {
    parsed = parse();
  } catch (error) {
    console.error(`Option non reconnue ou incomplète\u00a0: ${(error as Error).message}\n\n${usage}`);
    return { exitCode: 2 };
  }
  if (parsed.values.help) {
    console.log(usage);
    return { exitCode: 0 };
  }
  const wrong = check?.(parsed.values);
  if (wrong) {
    console.error(wrong);
    return { exitCode: 2 };
  }
  return { parsed };
}
