import { parseArgs } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseArgsMessage, readCommandLine } from './commandLine.ts';
import { dayError } from './day.ts';

const parse = (args: string[], positionals = false) =>
  parseArgs({ args, allowPositionals: positionals, options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
const refusal = (args: string[], positionals = false) => {
  try {
    parse(args, positionals);
  } catch (error) {
    return parseArgsMessage(error);
  }
  return undefined;
};

afterEach(() => vi.restoreAllMocks());

describe('the command line, in French', () => {
  it('says what parseArgs refuses, naming the option', () => {
    expect(refusal(['--couleur', 'bleu'])).toBe('Option inconnue\u00a0: «\u00a0--couleur\u00a0».');
    expect(refusal(['--couleur'], true)).toBe('Option inconnue\u00a0: «\u00a0--couleur\u00a0».');
    expect(refusal(['-x'])).toBe('Option inconnue\u00a0: «\u00a0-x\u00a0».');
    expect(refusal(['--out'])).toBe('L’option --out attend une valeur.');
    expect(refusal(['--help=oui'])).toBe('L’option --help ne prend pas de valeur.');
    expect(refusal(['demandes.csv'])).toBe('Argument en trop\u00a0: «\u00a0demandes.csv\u00a0» (cette commande ne prend que des options).');
  });

  it('prints the usage for --help (0) and after a refusal (2), on stderr', () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => {});
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readCommandLine(() => parse(['-h']), 'USAGE')).toEqual({ exitCode: 0 });
    expect(out).toHaveBeenCalledWith('USAGE');
    expect(readCommandLine(() => parse(['--out']), 'USAGE')).toEqual({ exitCode: 2 });
    expect(err).toHaveBeenLastCalledWith('L’option --out attend une valeur.\n\nUSAGE');
    expect(
      readCommandLine(
        () => parse(['--out', 'x']),
        'USAGE',
        () => 'Non.',
      ),
    ).toEqual({ exitCode: 2 });
    expect(err).toHaveBeenLastCalledWith('Non.\n\nUSAGE');
    expect(readCommandLine(() => parse(['--out', 'x']), 'USAGE')).toMatchObject({ parsed: { values: { out: 'x' } } });
  });

  it('takes only days that exist', () => {
    expect(dayError('--since', '2026-09-01')).toBeUndefined();
    expect(dayError('--since', '2028-02-29')).toBeUndefined();
    for (const bad of ['2026-02-30', '2027-02-29', '2026-13-01', '2026-00-10', '01/09/2026', '2026-9-1', 'hier', '0000-01-01']) {
      expect(dayError('--since', bad), bad).toBe(
        `Date invalide pour --since\u00a0: «\u00a0${bad}\u00a0» (attendu un jour qui existe, AAAA-MM-JJ, par exemple 2026-09-01).`,
      );
    }
  });
});
