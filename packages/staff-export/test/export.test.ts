// The export as staff run it, against the local stand-in: requests left through the public
// key (as the form does) come out in the terminal and in a CSV Excel opens in French.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCommandFile } from '@ecole/cli/testing';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, type SupabaseLocal, startSupabaseLocal } from '@ecole/supabase-local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionFromEnv, exportRequests } from '../src/exportRequests.ts';

const packageDir = join(import.meta.dirname, '..');
let server: SupabaseLocal;
const work = mkdtempSync(join(tmpdir(), 'ecole-staff-export-'));

const visitors = [
  {
    name: 'Élodie Lefèvre',
    email: 'elodie@exemple.fr',
    phone: null,
    reason: 'Formation IA',
    message: 'Bonjour ; je voudrais "tout" savoir.\nMerci !',
    landing_path: '/tpe',
    form_path: '/contact',
    referrer_host: 'www.qwant.com',
    utm_source: 'salon-laval',
    utm_campaign: 'rentree-2026',
  },
  {
    name: '=HYPERLINK("http://pirate.example","Cliquez")',
    email: 'pirate@exemple.fr',
    phone: '+33 6 12 34 56 78',
    reason: 'Recrutement d’un alternant',
    message: '@SUM(A1)',
  },
  {
    name: 'Claire Dupont',
    email: 'rh@boulangerie-dupont.fr',
    phone: '02 43 00 00 00',
    reason: 'Offre d’alternance',
    message: 'Animer nos réseaux sociaux et la vitrine en ligne.',
    offer_title: 'Chargé de communication',
    offer_work_mode: 'hybride',
    offer_town: 'Laval',
    offer_start: '2027-09-01',
    offer_rhythm: 'rythme-ecole',
    offer_level: 'bac-3',
    company_name: 'Boulangerie Dupont',
    company_size: '1-10',
  },
];

async function leaveRequest(body: (typeof visitors)[number]): Promise<void> {
  const response = await fetch(`${server.url}/rest/v1/contact_requests`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json', prefer: 'return=minimal' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
}

beforeAll(async () => {
  server = await startSupabaseLocal({ port: 0, dataDir: 'memory', outboxDir: join(work, 'outbox'), sweepIntervalMs: 0, log: () => {} });
  for (const visitor of visitors) await leaveRequest(visitor);
  // Élodie's mail leaves as the form sends it: through the function, to the local outbox.
  const sent = await fetch(`${server.url}/functions/v1/send-contact-email`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: visitors[0]!.name,
      email: visitors[0]!.email,
      reason: visitors[0]!.reason,
      message: visitors[0]!.message,
      phone: 'Non renseigné',
    }),
  });
  expect(sent.status).toBe(200);
  // The pirate's mail failed for good, as the function records a provider's refusal.
  await server.db.query(
    `update public.contact_requests set notify_attempts = 1, notify_failed_at = now(),
            notify_error = 'Refusé par le fournisseur d’e-mail (HTTP 422) : adresse de réponse refusée'
      where email = 'pirate@exemple.fr'`,
  );
  // An old request, to check --since, still waiting after two temporary failures.
  await server.db.query(
    `insert into public.contact_requests (name, email, message, created_at, notify_attempts, notify_next_at, notify_error)
       values ('Ancien', 'ancien@exemple.fr', 'Vieux message', '2024-01-15T10:00:00Z', 2, '2024-01-15T10:03:00Z', 'Fournisseur d’e-mail injoignable : request failed')`,
  );
});

afterAll(async () => {
  await server?.close();
});

const env = () => ({ ...process.env, SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY });

describe('npm run export-requests', () => {
  it('writes a CSV Excel opens in French (BOM, ;, CRLF, formulas neutralised) with each mail’s state: sent, waiting and why, failed and why', async () => {
    const out = join(work, 'demandes.csv');
    const { code, stdout, stderr } = await runCommandFile('src/cli.ts', ['--out', out], { cwd: packageDir, env: env() });
    expect(code).toBe(0);
    // Which database it read, first, on stderr (issue 33).
    expect(stderr).toBe(`Base lue\u00a0: ${server.url} (Supabase local)\n`);
    const bytes = readFileSync(out);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    // The reference, the state, who has it and the due time come with the request, a job offer's
    // details last (issue 32: the desk can be run from Excel).
    expect(lines[0]).toBe(
      '"Référence";"Date";"Nom";"E-mail";"Téléphone";"Motif";"Message";"État";"Qui s’en occupe";"Échéance";"Répondu le";"Clos le";"Pourquoi clos";' +
        '"Mail à l’école";"Envoyé le";"Détail de l’envoi";"Identifiant";' +
        '"Page du formulaire";"Page d’arrivée";"Site d’origine";"utm_source";"utm_medium";"utm_campaign";"utm_term";"utm_content";' +
        '"Intitulé du poste";"Lieu de travail";"Ville";"Date de début souhaitée";"Rythme";"Niveau de diplôme recherché";"Entreprise";"Taille de l’entreprise"',
    );
    expect(lines.at(-1)).toBe('');
    const text = bytes.toString('utf8');
    // Where Élodie's request came from, after its id; no job offer.
    expect(text).toMatch(/"[0-9a-f-]{36}";"\/contact";"\/tpe";"www\.qwant\.com";"salon-laval";"";"rentree-2026";"";""(;""){8}\r\n/);
    expect(text).toMatch(
      /"[0-9A-F]{4}-[0-9A-F]{4}";"\d\d\/\d\d\/\d{4} \d\d:\d\d";"Élodie Lefèvre";"elodie@exemple\.fr";"Non renseigné";"Formation IA";"Bonjour ; je voudrais ""tout"" savoir\.\nMerci !";"nouveau";"";"\d\d\/\d\d\/\d{4} \d\d:\d\d";"";"";"";"envoyé";"\d\d\/\d\d\/\d{4} \d\d:\d\d";""/,
    );
    // A job offer: its details in words, as the staff mail gives them.
    expect(text).toContain(
      '"Chargé de communication";"Sur place et en télétravail";"Laval";"1er septembre 2027";"4 jours en entreprise, 1 jour en formation";"Bac+3 (niveau 6)";"Boulangerie Dupont";"1 à 10 salariés"\r\n',
    );
    expect(text).toContain(
      '"\'=HYPERLINK(""http://pirate.example"",""Cliquez"")";"pirate@exemple.fr";"\'+33 6 12 34 56 78";"Recrutement d’un alternant";"\'@SUM(A1)"',
    );
    expect(text).toContain('"en échec";"";"Refusé par le fournisseur d’e-mail (HTTP 422) : adresse de réponse refusée"');
    expect(text).toContain(
      // Due on Thursday 12:30: 24 h of opening hours (9:00–12:30, 13:30–17:30) after Monday 11:00.
      '"15/01/2024 11:00";"Ancien";"ancien@exemple.fr";"Non renseigné";"Formation IA";"Vieux message";"nouveau";"";"18/01/2024 12:30";"";"";"";"en attente";"";"2 tentative(s) ; prochain essai après le 15/01/2024 11:03 ; dernière erreur : Fournisseur d’e-mail injoignable : request failed"',
    );
    expect(stdout).toContain('Élodie Lefèvre');
    expect(stdout).toContain('4 demande(s) — mail à l’école\u00a0: 1 envoyé(s), 2 en attente, 1 en échec');
    // The failed ones are listed whole, with their reason: staff must handle them by hand.
    expect(stdout).toMatch(
      /Mails en échec[^\n]*\n {2}\d\d\/\d\d\/\d{4} \d\d:\d\d {2}pirate@exemple\.fr {2}[0-9a-f-]{36}\n {4}Refusé par le fournisseur d’e-mail \(HTTP 422\) : adresse de réponse refusée/,
    );
    expect(stdout).toContain(`Fichier CSV écrit\u00a0: ${out}`);
  });

  it('--since keeps the requests of that day onwards, newest first', async () => {
    const { rows } = await exportRequests(connectionFromEnv(env()), { since: '2025-01-01' });
    expect(rows.map((row) => row.email)).toEqual(['rh@boulangerie-dupont.fr', 'pirate@exemple.fr', 'elodie@exemple.fr']);
  });

  it('a request the sweep set aside (a rule added since it was stored) comes out « en échec » with its reason (issue 23)', async () => {
    await server.db.query(
      `insert into public.contact_request_unsendable (request_id, error)
         select id, 'Ne respecte plus une règle ajoutée depuis son enregistrement (regle_future)' from public.contact_requests where email = 'ancien@exemple.fr'`,
    );
    try {
      const { rows } = await exportRequests(connectionFromEnv(env()));
      expect(rows.find((row) => row.email === 'ancien@exemple.fr')).toMatchObject({
        delivery_state: 'en échec',
        notify_error: 'Ne respecte plus une règle ajoutée depuis son enregistrement (regle_future)',
      });
      expect(rows.find((row) => row.email === 'elodie@exemple.fr')).toMatchObject({ delivery_state: 'envoyé' });
    } finally {
      await server.db.query('delete from public.contact_request_unsendable');
    }
  });

  it('refuses a wrong key with a French message and exit code 1', async () => {
    const failed = await runCommandFile('src/cli.ts', [], { cwd: packageDir, env: { ...env(), SUPABASE_SERVICE_ROLE_KEY: LOCAL_ANON_KEY } });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('Accès refusé (HTTP 401)');
  });

  it('reads the local stand-in when nothing is set, and refuses a project URL without its key', () => {
    expect(connectionFromEnv({})).toEqual({ url: 'http://127.0.0.1:54321', serviceKey: LOCAL_SERVICE_ROLE_KEY, local: true });
    expect(connectionFromEnv({ SUPABASE_PORT: '54400' })).toEqual({ url: 'http://127.0.0.1:54400', serviceKey: LOCAL_SERVICE_ROLE_KEY, local: true });
    expect(() => connectionFromEnv({ SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(/SUPABASE_SERVICE_ROLE_KEY manque/);
  });
});
