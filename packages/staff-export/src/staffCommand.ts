// The command behind `npm run staff -- add <email> [--role direction] [--name Prénom] | remove
// <email> | list`: who may sign in to the staff desk (issue 32; src/staffMembers.ts,
// docs/staff-sign-in.md).
// Exit codes: 2 when the command line is wrong (nothing was sent), 1 when the operation failed or
// had nothing to do.
import { parseArgs } from 'node:util';
import { capRows, DATABASE_USAGE, databaseTarget, hiddenRowsLine, print, readCommandLine, runCommand } from '@ecole/cli';
import { type Connection, ExportError } from './requests.ts';
import { addStaff, DEFAULT_ROLE, listAuthUsers, listStaff, removeStaff, StaffInputError, staffEmail, staffName, staffRole } from './staffMembers.ts';
import { formatStaffTable, roleLabel } from './staffTable.ts';

const USAGE = `Usage\u00a0: npm run staff -- add <adresse e-mail> [--role equipe|direction] [--name Prénom]
       npm run staff -- remove <adresse e-mail>
       npm run staff -- list

  add     donne accès au bureau de l’équipe (/equipe)\u00a0: crée le compte de connexion s’il manque
          et ajoute la personne à l’équipe, ou met à jour son rôle et son prénom
  remove  retire l’accès\u00a0: supprime la personne de l’équipe et son compte de connexion
          (ses sessions ouvertes sont fermées)
  list    affiche l’équipe (adresse, prénom, rôle, date d’ajout)

  --role  equipe (par défaut) ou direction
  --name  le prénom que voient les collègues (40\u00a0caractères au plus)\u00a0; par défaut, tiré de
          l’adresse à l’ajout, inchangé à la mise à jour

${DATABASE_USAGE}`;

/** Members the terminal lists; a team is far smaller. */
const TERMINAL_ROWS = 200;

/** A command line that cannot be run: said with the usage, exit 2, nothing sent. */
function usage(message: string): never {
  throw new StaffInputError(`${message}\n\n${USAGE}`);
}

const parseOptions = (argv: string[]) =>
  parseArgs({
    args: argv.filter((arg) => arg !== '--'),
    allowPositionals: true,
    options: {
      role: { type: 'string' },
      name: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });

/**
 * The work; `target` names the database (on stderr) once the command line is known good, so a
 * refused line prints only what is wrong.
 */
async function run(target: () => Connection, command: string, args: string[], values: { role?: string; name?: string }): Promise<void> {
  if (command === 'list') {
    if (args.length > 0 || values.role !== undefined || values.name !== undefined) usage('«\u00a0list\u00a0» ne prend ni adresse ni option.');
    const connection = target();
    const members = await listStaff(connection);
    const accounts = await listAuthUsers(connection);
    const emails = new Set(accounts.map((account) => account.email?.toLowerCase()));
    const { shown, hidden } = capRows(members, TERMINAL_ROWS);
    if (members.length === 0) print('Personne dans l’équipe.');
    else print(formatStaffTable(shown, emails));
    const more = hiddenRowsLine(hidden);
    if (more !== undefined) print(more);
    const orphans = accounts.map((account) => account.email ?? '').filter((email) => email !== '' && !members.some((member) => member.email === email));
    print(`\n${members.length} personne(s) dans l’équipe — ${connection.url}`);
    if (orphans.length > 0) {
      print(`Comptes de connexion hors de l’équipe (sans accès au bureau, «\u00a0remove\u00a0» les supprime)\u00a0: ${orphans.join(', ')}`);
    }
    return;
  }
  if (args.length !== 1) usage(`«\u00a0${command}\u00a0» prend une adresse e-mail, et une seule.`);
  const email = staffEmail(args[0]!);
  if (command === 'add') {
    const role = values.role === undefined ? DEFAULT_ROLE : staffRole(values.role);
    const name = values.name === undefined ? undefined : staffName(values.name);
    const outcome = await addStaff(target(), { email, role, name });
    const { member } = outcome;
    print(
      `${outcome.created ? 'Ajouté' : 'Mis à jour'}\u00a0: ${member.email} (${member.name}, ${roleLabel(member.role)}). ` +
        `${outcome.accountCreated ? 'Compte de connexion créé' : 'Compte de connexion déjà existant'}\u00a0: la personne se connecte sur /equipe avec le code reçu à cette adresse.`,
    );
    return;
  }
  if (values.role !== undefined || values.name !== undefined) usage('«\u00a0remove\u00a0» ne prend que l’adresse.');
  const outcome = await removeStaff(target(), email);
  if (!outcome.row && !outcome.account) {
    throw new ExportError(`Personne à retirer\u00a0: ${email} n’est ni dans l’équipe ni parmi les comptes de connexion.`);
  }
  print(
    `Retiré\u00a0: ${email} (${[
      outcome.row ? 'retiré de l’équipe' : 'n’était pas dans l’équipe',
      outcome.account ? 'compte de connexion supprimé, sessions fermées' : 'n’avait pas de compte de connexion',
    ].join('\u00a0; ')}).`,
  );
}

export function main(argv: string[]): Promise<number> {
  return runCommand(async () => {
    const commandLine = readCommandLine(
      () => parseOptions(argv),
      USAGE,
      ({ positionals }) => {
        const [command] = positionals;
        if (command === undefined) return 'Indiquez ce qu’il faut faire\u00a0: add, remove ou list.';
        if (!['add', 'remove', 'list'].includes(command)) return `Commande inconnue\u00a0: «\u00a0${command}\u00a0» (add, remove ou list).`;
        return undefined;
      },
    );
    if (commandLine.exitCode !== undefined) return commandLine.exitCode;
    const { values, positionals } = commandLine.parsed;
    const [command, ...args] = positionals as [string, ...string[]];
    try {
      await run(databaseTarget, command, args, values);
    } catch (error) {
      // A value refused after parsing (an address, a role, a name): said with the usage.
      if (error instanceof StaffInputError && !error.message.includes(USAGE)) throw new StaffInputError(`${error.message}\n\n${USAGE}`);
      throw error;
    }
    return 0;
  });
}
