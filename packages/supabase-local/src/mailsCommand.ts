// The command behind `npm run mails -- [numéro] [--limit 20]` (issue 33, point 5): the local
// outbox, where the stand-in writes every mail the site would have sent (.local/outbox/), read as a
// person reads mail: the newest first (when, to whom, what), then one of them whole. It reads the
// folder, so it works whether `npm start` runs or not; the local mail viewer shows the same in a
// browser while it runs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CommandError, capRows, hiddenRowsLine, print, readCommandLine, runCommand, warn } from '@ecole/cli';
import { localSiteOrigin, supabaseTarget } from '@ecole/settings/supabaseTarget';
import { frenchLocalTime } from './localClock.ts';
import { mailBody, outboxFiles } from './mailViewer.ts';
import type { OutboxEntry } from './outbox.ts';
import { standInDirs } from './paths.ts';

/** How many the list shows unless told: a screen. */
export const MAILS_LISTED = 20;
/** At most: the folder can hold thousands (a load test's). */
export const MAILS_LISTED_MAX = 200;

const USAGE = `Usage\u00a0: npm run mails -- [numéro] [--limit ${MAILS_LISTED}]

  (rien)       les derniers mails de la boîte d’envoi locale, le plus récent d’abord\u00a0: numéro, reçu le, pour, objet
  numéro       le mail de ce numéro en entier (1\u00a0: le plus récent)
  --limit N    combien en lister (${MAILS_LISTED} par défaut, ${MAILS_LISTED_MAX} au plus)

Boîte d’envoi\u00a0: le dossier où le Supabase local de «\u00a0npm start\u00a0» écrit chaque mail (SUPABASE_OUTBOX_DIR,
.local/outbox par défaut)\u00a0; elle se lit que le site tourne ou non. Pendant «\u00a0npm start\u00a0», la même dans le
navigateur\u00a0: ${viewerUrl()}`;

/** The viewer through the site `npm start` serves, by PORT (or the site the running stand-in was told). */
function viewerUrl(origin?: string): string {
  try {
    return `${origin ?? localSiteOrigin()}/_supabase/__local/mails`;
  } catch {
    return 'http://127.0.0.1:3000/_supabase/__local/mails';
  }
}

/** The site the stand-in of `npm start` was told, when it runs and is found where the commands read. */
async function runningSiteOrigin(): Promise<string | undefined> {
  try {
    const target = supabaseTarget();
    if (!target.local) return undefined;
    const answer = await fetch(`${target.url}/__local/clock`, { signal: AbortSignal.timeout(2000) });
    const { site_origin: origin } = (await answer.json()) as { site_origin?: unknown };
    return typeof origin === 'string' ? origin : undefined;
  } catch {
    return undefined;
  }
}

const parseOptions = (argv: string[]) =>
  parseArgs({
    args: argv.filter((arg) => arg !== '--'),
    allowPositionals: true,
    options: { limit: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
  });

const PARIS = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' });
const cut = (value: string, width: number) => {
  const flat = [...value.replace(/\s+/g, ' ').trim()];
  return flat.length <= width ? flat.join('').padEnd(width) : `${flat.slice(0, width - 1).join('')}…`;
};
const recipients = (mail: OutboxEntry['payload']) => [mail.to].flat().join(', ');

function readEntry(dir: string, file: string): OutboxEntry | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, file), 'utf8')) as OutboxEntry;
  } catch {
    return undefined;
  }
}

function whenReceived(entry: OutboxEntry | undefined): string {
  const at = Date.parse(entry?.received_at ?? '');
  return Number.isNaN(at) ? '?' : PARIS.format(at);
}

export function main(argv: string[]): Promise<number> {
  return runCommand(async () => {
    const commandLine = readCommandLine(
      () => parseOptions(argv),
      USAGE,
      ({ values, positionals }) => {
        if (positionals.length > 1) return 'Un seul numéro à la fois (npm run mails -- 3).';
        if (positionals.length === 1 && !/^[1-9]\d{0,5}$/.test(positionals[0]!)) {
          return `Numéro de mail invalide\u00a0: «\u00a0${positionals[0]}\u00a0» (1 pour le plus récent, 2 pour le suivant…).`;
        }
        if (values.limit !== undefined && !(/^\d+$/.test(values.limit) && Number(values.limit) >= 1 && Number(values.limit) <= MAILS_LISTED_MAX)) {
          return `--limit invalide\u00a0: «\u00a0${values.limit}\u00a0» (un nombre de 1 à ${MAILS_LISTED_MAX}).`;
        }
        return undefined;
      },
    );
    if (commandLine.exitCode !== undefined) return commandLine.exitCode;
    const { values, positionals } = commandLine.parsed;
    const { outboxDir } = standInDirs();
    warn(`Boîte d’envoi lue\u00a0: ${outboxDir}`);
    const files = outboxFiles(outboxDir);
    if (positionals.length === 1) {
      const number = Number(positionals[0]);
      const file = files[number - 1];
      if (file === undefined) {
        throw new CommandError(
          files.length === 0 ? 'La boîte d’envoi locale est vide.' : `Pas de mail n°\u00a0${number}\u00a0: la boîte d’envoi locale en a ${files.length}.`,
        );
      }
      const entry = readEntry(outboxDir, file);
      if (entry === undefined) throw new CommandError(`Mail illisible\u00a0: ${join(outboxDir, file)} (ce n’est pas le JSON qu’écrit le Supabase local).`);
      const mail = entry.payload;
      const at = Date.parse(entry.received_at);
      print(
        [
          `Mail n°\u00a0${number}, reçu le ${Number.isNaN(at) ? '?' : frenchLocalTime(at)}`,
          `De\u00a0: ${mail.from}`,
          `Pour\u00a0: ${recipients(mail)}`,
          ...(mail.reply_to === undefined ? [] : [`Répondre à\u00a0: ${[mail.reply_to].flat().join(', ')}`]),
          `Objet\u00a0: ${mail.subject}`,
          '',
          mailBody(mail).trimEnd(),
        ].join('\n'),
      );
      return 0;
    }
    if (files.length === 0) {
      print(`La boîte d’envoi locale est vide (${outboxDir}).`);
      return 0;
    }
    const { shown, hidden } = capRows(files, values.limit === undefined ? MAILS_LISTED : Number(values.limit));
    const number = String(shown.length).length;
    const rows = shown.map((file, index) => {
      const entry = readEntry(outboxDir, file);
      const payload = entry?.payload;
      return [
        String(index + 1).padStart(Math.max(number, 2)),
        cut(whenReceived(entry), 16),
        cut(payload ? recipients(payload) : '(illisible)', 28),
        payload?.subject ?? file,
      ];
    });
    const header = ['n°'.padStart(Math.max(number, 2)), 'Reçu le'.padEnd(16), 'Pour'.padEnd(28), 'Objet'];
    const rule = header.map((cell, index) => '─'.repeat(index === 3 ? 40 : [...cell].length));
    print([header, rule, ...rows].map((cells) => cells.join('  ').trimEnd()).join('\n'));
    const more = hiddenRowsLine(hidden, `npm run mails -- --limit ${Math.min(files.length, MAILS_LISTED_MAX)}`);
    if (more !== undefined) print(more);
    print(`\nLire un mail\u00a0: npm run mails -- 1\u00a0; dans le navigateur, pendant «\u00a0npm start\u00a0»\u00a0: ${viewerUrl(await runningSiteOrigin())}`);
    return 0;
  });
}
