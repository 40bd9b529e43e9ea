import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutboxEntry } from './outbox.ts';

/** How many mails the page lists, newest first: a local trial's worth, never the whole folder. */
export const MAIL_VIEWER_LIMIT = 50;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const paris = (iso: string) => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));

/** The outbox's files, newest first (their names start with their arrival time); none without a folder. */
export function outboxFiles(outboxDir: string): string[] {
  try {
    return readdirSync(outboxDir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .reverse();
  } catch {
    return [];
  }
}

/** The outbox's mails, newest first. */
export function readOutbox(outboxDir: string, limit = MAIL_VIEWER_LIMIT): OutboxEntry[] {
  return outboxFiles(outboxDir)
    .slice(0, limit)
    .flatMap((file) => {
      try {
        return [JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as OutboxEntry];
      } catch {
        return [];
      }
    });
}

/** A mail as a person reads it: its text part, else its HTML without the tags. */
export function mailBody(mail: OutboxEntry['payload']): string {
  return typeof mail.text === 'string' ? mail.text : (mail.html ?? '').replace(/<[^>]*>/g, ' ');
}

/**
 * The local mail viewer (`GET /__local/mails`; through the site, `/_supabase/__local/mails`): what
 * the local e-mail provider received, newest first, as a person reads it, so a staff member trying
 * the desk on a laptop reads their sign-in code, and a developer the staff mails and reminders,
 * without opening JSON files. The text part only, escaped (a visitor's words are in these mails);
 * no script, no style, no link followed. Only the stand-in serves it: a hosted project has none.
 */
export function mailViewerPage(entries: readonly OutboxEntry[]): string {
  const mails = entries.map((entry) => {
    const mail = entry.payload;
    const to = [mail.to].flat().join(', ');
    const body = mailBody(mail);
    return [
      '<article>',
      `<h2>${escapeHtml(mail.subject)}</h2>`,
      `<p>Pour ${escapeHtml(to)}, le ${escapeHtml(paris(entry.received_at))}</p>`,
      `<pre>${escapeHtml(body)}</pre>`,
      '</article>',
    ].join('\n');
  });
  return [
    '<!doctype html>',
    '<html lang="fr">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex"><title>Boîte d’envoi locale</title></head>',
    '<body>',
    '<h1>Boîte d’envoi locale</h1>',
    `<p>Les ${MAIL_VIEWER_LIMIT} derniers mails que le site aurait envoyés, le plus récent d’abord (le Supabase local les garde dans .local/outbox/). Rechargez la page pour voir les nouveaux.</p>`,
    mails.length === 0 ? '<p>Aucun mail pour l’instant.</p>' : mails.join('\n'),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
