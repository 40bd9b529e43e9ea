// `npm run mails` (issue 33, point 5): the local outbox read from the folder, as a person reads
// mail, whether `npm start` runs or not: the newest first, bounded, one whole by its number; what
// a visitor wrote neutralised before the terminal; bad input answered in French.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCommandFile, STACK_LINE } from '@ecole/cli/testing';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../src/outbox.ts';

const packageDir = join(import.meta.dirname, '..');
const outboxDir = join(mkdtempSync(join(tmpdir(), 'ecole-mails-')), 'outbox');

/** A mail as the stand-in's outbox writes it (outbox.ts), arrived `minutes` after 09:00 UTC. */
function write(minutes: number, payload: Partial<OutboxEntry['payload']>): void {
  mkdirSync(outboxDir, { recursive: true });
  const at = new Date(Date.UTC(2026, 10, 30, 9, minutes));
  const entry: OutboxEntry = {
    id: `id-${minutes}`,
    received_at: at.toISOString(),
    payload: { from: 'site@localhost', to: ['equipe@ecole.example'], subject: `Mail ${minutes}`, text: `Texte ${minutes}`, ...payload },
  };
  writeFileSync(join(outboxDir, `${at.toISOString().replaceAll(':', '-')}-${minutes}.json`), JSON.stringify(entry));
}

/** No stand-in where the command looks (port 1): the viewer's address comes from PORT. */
const mails = (args: string[]) => {
  const { SUPABASE_URL: _url, SUPABASE_SERVICE_ROLE_KEY: _key, ...env } = process.env;
  return runCommandFile('src/mails-cli.ts', args, { cwd: packageDir, env: { ...env, SUPABASE_OUTBOX_DIR: outboxDir, SUPABASE_PORT: '1', PORT: '3100' } });
};

describe('npm run mails', () => {
  it('says the outbox is empty, before any mail', async () => {
    const result = await mails([]);
    expect(result).toMatchObject({ code: 0, stderr: `Boîte d’envoi lue\u00a0: ${outboxDir}\n` });
    expect(result.stdout).toBe(`La boîte d’envoi locale est vide (${outboxDir}).\n`);
  });

  it('lists the newest first, bounded, with the viewer’s address; opens one whole, neutralised', async () => {
    for (let minutes = 0; minutes < 24; minutes += 1) write(minutes, {});
    write(30, {
      to: ['visiteur@exemple.fr'],
      reply_to: 'equipe@ecole.example',
      subject: 'Votre demande\u001b]0;piège\u0007 est bien reçue',
      text: 'Bonjour Élodie\u202eevil\u202c,\r\n\r\nLien\u00a0: http://127.0.0.1:3100/suivi-demande#jeton=abc\n\u001b[2Jfin',
    });
    const listed = await mails([]);
    expect(listed.code).toBe(0);
    const lines = listed.stdout.split('\n');
    expect(lines[0]).toMatch(/^n° {2}Reçu le {11}Pour {26}Objet$/);
    expect(lines[2]).toMatch(/^ 1 {2}30\/11\/2026 10:30 {2}visiteur@exemple\.fr {11}Votre demande�\]0;piège� est bien reçue$/);
    expect(lines[3]).toMatch(/^ 2 {2}30\/11\/2026 10:23 {2}equipe@ecole\.example {10}Mail 23$/);
    expect(lines).toHaveLength(2 + 20 + 4);
    expect(lines[22]).toBe('(5 autres\u00a0: npm run mails -- --limit 25)');
    expect(lines[24]).toBe(
      'Lire un mail\u00a0: npm run mails -- 1\u00a0; dans le navigateur, pendant «\u00a0npm start\u00a0»\u00a0: http://127.0.0.1:3100/_supabase/__local/mails',
    );

    expect((await mails(['--limit', '3'])).stdout.split('\n')[5]).toBe('(22 autres\u00a0: npm run mails -- --limit 25)');

    const opened = await mails(['--', '1']);
    expect(opened.code).toBe(0);
    expect(opened.stdout).toBe(
      [
        'Mail n°\u00a01, reçu le lundi 30 novembre 2026 à 10\u00a0h\u00a030',
        'De\u00a0: site@localhost',
        'Pour\u00a0: visiteur@exemple.fr',
        'Répondre à\u00a0: equipe@ecole.example',
        'Objet\u00a0: Votre demande�]0;piège� est bien reçue',
        '',
        'Bonjour Élodie�evil�,',
        '',
        'Lien\u00a0: http://127.0.0.1:3100/suivi-demande#jeton=abc',
        '�[2Jfin',
        '',
      ].join('\n'),
    );
    expect(opened.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u202a-\u202e]/);
  });

  it('answers bad input in French, without a stack trace', async () => {
    const cases: [string[], number, string][] = [
      [['99'], 1, 'Pas de mail n°\u00a099\u00a0: la boîte d’envoi locale en a 25.'],
      [['trois'], 2, 'Numéro de mail invalide\u00a0: «\u00a0trois\u00a0» (1 pour le plus récent, 2 pour le suivant…).'],
      [['0'], 2, 'Numéro de mail invalide\u00a0: «\u00a00\u00a0»'],
      [['1', '2'], 2, 'Un seul numéro à la fois'],
      [['--limit'], 2, 'L’option --limit attend une valeur.'],
      [['--limit', '5000'], 2, '--limit invalide\u00a0: «\u00a05000\u00a0» (un nombre de 1 à 200).'],
      [['--tout'], 2, 'Option inconnue\u00a0: «\u00a0--tout\u00a0».'],
    ];
    for (const [args, code, message] of cases) {
      const result = await mails(args);
      expect(result.code, args.join(' ')).toBe(code);
      expect(result.stderr).toContain(message);
      expect(result.stderr).not.toMatch(STACK_LINE);
    }
  });
});
