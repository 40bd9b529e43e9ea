#!/usr/bin/env -S npx tsx
// `npm run staff -- add <email> [--role direction] [--name Prénom] | remove <email> | list`: who
// may sign in to the staff desk (issue 32; src/staffMembers.ts, docs/staff-sign-in.md).
// Exit codes: 2 when the command line is wrong (nothing was sent), 1 when the operation failed or
// had nothing to do.
import { parseArgs } from 'node:util';
import { connectionFromEnv } from './exportRequests.ts';
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

Lit SUPABASE_URL et SUPABASE_SERVICE_ROLE_KEY dans l’environnement\u00a0; sans elles, le Supabase
local (http://127.0.0.1:54321) avec sa clé de démonstration.`;

function usage(message?: string): never {
  console.error(message === undefined ? USAGE : `${message}\n\n${USAGE}`);
  process.exit(2);
}

function parse() {
  try {
    return parseArgs({
      args: process.argv.slice(2).filter((arg) => arg !== '--'),
      allowPositionals: true,
      options: {
        role: { type: 'string' },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    return usage((error as Error).message);
  }
}

async function run(connection: Connection, command: string, args: string[], values: { role?: string; name?: string }): Promise<void> {
  if (command === 'list') {
    if (args.length > 0 || values.role !== undefined || values.name !== undefined) usage('«\u00a0list\u00a0» ne prend ni adresse ni option.');
    const members = await listStaff(connection);
    const accounts = await listAuthUsers(connection);
    const emails = new Set(accounts.map((account) => account.email?.toLowerCase()));
    if (members.length === 0) console.log('Personne dans l’équipe.');
    else console.log(formatStaffTable(members, emails));
    const orphans = accounts.map((account) => account.email ?? '').filter((email) => email !== '' && !members.some((member) => member.email === email));
    console.log(`\n${members.length} personne(s) dans l’équipe — ${connection.url}`);
    if (orphans.length > 0) {
      console.log(`Comptes de connexion hors de l’équipe (sans accès au bureau, «\u00a0remove\u00a0» les supprime)\u00a0: ${orphans.join(', ')}`);
    }
    return;
  }
  if (args.length !== 1) usage(`«\u00a0${command}\u00a0» prend une adresse e-mail, et une seule.`);
  const email = staffEmail(args[0]!);
  if (command === 'add') {
    const role = values.role === undefined ? DEFAULT_ROLE : staffRole(values.role);
    const name = values.name === undefined ? undefined : staffName(values.name);
    const outcome = await addStaff(connection, { email, role, name });
    const { member } = outcome;
    console.log(
      `${outcome.created ? 'Ajouté' : 'Mis à jour'}\u00a0: ${member.email} (${member.name}, ${roleLabel(member.role)}). ` +
        `${outcome.accountCreated ? 'Compte de connexion créé' : 'Compte de connexion déjà existant'}\u00a0: la personne se connecte sur /equipe avec le code reçu à cette adresse.`,
    );
    return;
  }
  if (values.role !== undefined || values.name !== undefined) usage('«\u00a0remove\u00a0» ne prend que l’adresse.');
  const outcome = await removeStaff(connection, email);
  if (!outcome.row && !outcome.account) {
    throw new ExportError(`Personne à retirer\u00a0: ${email} n’est ni dans l’équipe ni parmi les comptes de connexion.`);
  }
  console.log(
    `Retiré\u00a0: ${email} (${[
      outcome.row ? 'retiré de l’équipe' : 'n’était pas dans l’équipe',
      outcome.account ? 'compte de connexion supprimé, sessions fermées' : 'n’avait pas de compte de connexion',
    ].join('\u00a0; ')}).`,
  );
}

const { values, positionals } = parse();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [command, ...args] = positionals;
if (command === undefined) usage();
if (!['add', 'remove', 'list'].includes(command)) usage(`Commande inconnue\u00a0: «\u00a0${command}\u00a0».`);
try {
  await run(connectionFromEnv(), command, args, values);
} catch (error) {
  if (error instanceof StaffInputError) usage(error.message);
  if (error instanceof ExportError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
