import { warn } from './terminalText.ts';

/**
 * What every staff command does with its command line before its work, the same way with the same
 * words: an option `parseArgs` refuses is said in French with the usage (exit 2), `--help` prints
 * the usage (exit 0), and `check` (a period, a day) may refuse the values with its own sentence
 * (exit 2). Moved here from @ecole/campaigns so the export's, the stand-in's and the campaigns'
 * commands share it.
 */
export type CommandLine<T> = { parsed: T; exitCode?: undefined } | { exitCode: number };

export function readCommandLine<T extends { values: { help?: boolean | undefined } }>(
  parse: () => T,
  usage: string,
  check?: (parsed: T) => string | undefined,
): CommandLine<T> {
  let parsed: T;
  try {
    parsed = parse();
  } catch (error) {
    warn(`${parseArgsMessage(error)}\n\n${usage}`);
    return { exitCode: 2 };
  }
  if (parsed.values.help) {
    console.log(usage);
    return { exitCode: 0 };
  }
  const wrong = check?.(parsed);
  if (wrong) {
    warn(`${wrong}\n\n${usage}`);
    return { exitCode: 2 };
  }
  return { parsed };
}

/**
 * Node's `parseArgs` refusals (node:util, ERR_PARSE_ARGS_*), in French: their English text names
 * the option, which is taken from it.
 */
export function parseArgsMessage(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  const text = message ?? String(error);
  const quoted = /'([^']*)'/.exec(text)?.[1] ?? '';
  const option = quoted.split(/[\s,]+/).find((part) => part.startsWith('--')) ?? quoted.split(/[\s,]+/)[0] ?? quoted;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `Option inconnue\u00a0: «\u00a0${option}\u00a0».`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    return text.includes('argument missing') ? `L’option ${option} attend une valeur.` : `L’option ${option} ne prend pas de valeur.`;
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `Argument en trop\u00a0: «\u00a0${quoted}\u00a0» (cette commande ne prend que des options).`;
  return `Ligne de commande incomprise\u00a0: ${text}`;
}
