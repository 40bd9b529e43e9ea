// The command behind `npm run forget -- <email>`: erases every request, follow-up and budget
// fingerprint of an address (issue 21, point 9; src/forget.ts).
import { parseArgs } from 'node:util';
import { DATABASE_USAGE, databaseTarget, print, readCommandLine, runCommand } from '@ecole/cli';
import { describeErasure, forgetAddress } from './forget.ts';
import { staffEmail } from './staffMembers.ts';

const USAGE = `Usage\u00a0: npm run forget -- <adresse e-mail>

Efface toutes les demandes de cette adresse, sous toutes ses graphies (majuscules, +étiquette,
points de Gmail), leur suivi, et les empreintes du budget anti-abus. Consigne l’effacement sans
l’adresse.

${DATABASE_USAGE}`;

const parseOptions = (argv: string[]) => parseArgs({ args: argv, allowPositionals: true, options: { help: { type: 'boolean', short: 'h', default: false } } });

export function main(argv: string[]): Promise<number> {
  return runCommand(async () => {
    const commandLine = readCommandLine(
      () => parseOptions(argv),
      USAGE,
      ({ positionals }) =>
        positionals.length === 0
          ? 'Indiquez l’adresse e-mail à effacer.'
          : positionals.length > 1
            ? 'Une seule adresse à la fois (entre guillemets si elle contient des espaces).'
            : undefined,
    );
    if (commandLine.exitCode !== undefined) return commandLine.exitCode;
    const address = commandLine.parsed.positionals[0]!;
    // Refused here, in French, before anything is sent; the database gets the address as typed,
    // and finds it under every spelling.
    staffEmail(address);
    print(describeErasure(await forgetAddress(databaseTarget(), address)));
    return 0;
  });
}
