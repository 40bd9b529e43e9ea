import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommandFile, STACK_LINE } from '@ecole/cli/testing';
import type { CertificationRegisterFile } from '@ecole/content/registers/certificationRegister';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXIT } from '../src/apiApprentissage/failures.ts';
import type { Certification } from '../src/apiApprentissage/schemas.ts';
import { type ContentFacts, contentFacts } from '../src/contentFacts.ts';
import { main } from '../src/registerCheck.ts';
import { FAKE_KEY, type FakeApi, recorded, startFakeApi } from './fakeApiApprentissage.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The register file `--write` makes of the recorded answer, which the content's page test reads too. */
const REGISTERED = fileURLToPath(new URL('../../content/src/registers/fixtures/rncp-40377.registered.json', import.meta.url));
const registered = () => JSON.parse(readFileSync(REGISTERED, 'utf8')) as CertificationRegisterFile;

/** The content's facts with the school's identity of the recorded answers (the real ones are still provisional). */
function schoolFacts(): ContentFacts {
  const facts = contentFacts();
  const known = <T>(fact: { value: T; where: string }, value: T) => ({ ...fact, value, provisional: false });
  return {
    ...facts,
    organisme: {
      ...facts.organisme,
      siret: known(facts.organisme.siret, '91234567800011'),
      uai: known(facts.organisme.uai, '0530123W'),
      nda: known(facts.organisme.nda, '52530123453'),
    },
  };
}

let api: FakeApi;
let dir: string;
let registerPath: string;
let out: string[];
let err: string[];

beforeEach(async () => {
  api = await startFakeApi();
  dir = mkdtempSync(join(tmpdir(), 'register-check-'));
  registerPath = join(dir, 'rncp-40377.json');
  writeFileSync(registerPath, readFileSync(REGISTERED));
  out = [];
  err = [];
  vi.spyOn(console, 'log').mockImplementation((text: string) => void out.push(text));
  vi.spyOn(console, 'error').mockImplementation((text: string) => void err.push(text));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the command against the fake, the register file in a temporary folder. */
function check(argv: string[] = [], options: { key?: string | undefined; facts?: ContentFacts; file?: CertificationRegisterFile; timeoutMs?: number } = {}) {
  const env = {
    API_APPRENTISSAGE_URL: api.url,
    ...('key' in options ? (options.key === undefined ? {} : { API_APPRENTISSAGE_KEY: options.key }) : { API_APPRENTISSAGE_KEY: FAKE_KEY }),
  };
  return main(argv, {
    env,
    facts: options.facts ?? schoolFacts(),
    registerFile: { path: registerPath, current: options.file ?? registered() },
    now: () => new Date('2026-11-28T09:30:00.000Z'),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
}
const stdout = () => out.join('\n');
const stderr = () => err.join('\n');

/** The recorded certification with one change, served by a new fake. */
async function registerSays(change: (certification: Certification) => void) {
  await api.close();
  const certifications = recorded.certifications();
  change(certifications[0]!);
  api = await startFakeApi({ certifications });
}

describe('npm run register-check, on the recorded answers', () => {
  it('passes when every fact equals the register’s, and says each point it compared (exit 0)', async () => {
    expect(await check()).toBe(EXIT.equal);
    expect(stderr()).toContain(`Registre lu\u00a0: API Apprentissage (${api.url})`);
    const text = stdout();
    for (const line of [
      '✓ Fiche\u00a0: active au registre (enregistrement sur demande)',
      '✓ Intitulé\u00a0: «\u00a0Chargé de marketing digital et e-commerce\u00a0»',
      '✓ Niveau\u00a0: 6',
      '✓ Certificateur\u00a0: «\u00a0ORGANISME CERTIFICATEUR EXEMPLE\u00a0», celui que la page nomme',
      '✓ Fin d’enregistrement\u00a0: 28 mars 2028',
      '✓ Blocs de compétences\u00a0: les 3\u00a0blocs du registre, dans son ordre',
      '✓ UAI\u00a0: 0530123W, associé à ce SIRET au registre et validé',
      '✓ NDA\u00a0: 52530123453',
      '✓ Qualiopi\u00a0: certifié selon le registre',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain('✗');
    expect(text).toMatch(/Aucune différence avec le registre \(\d+\u00a0points vérifiés\)\.$/);
  });

  it('fails naming the certifier when the register names another one than the page (exit 1)', async () => {
    await registerSays((certification) => {
      certification.type.certificateurs_rncp = [{ siret: '40123456700014', nom: 'AUTRE CERTIFICATEUR' }];
    });
    expect(await check()).toBe(EXIT.differences);
    expect(stdout()).toContain(
      '✗ Certificateur\u00a0: le registre dit «\u00a0AUTRE CERTIFICATEUR\u00a0», la page nomme «\u00a0ORGANISME CERTIFICATEUR EXEMPLE\u00a0»\u00a0: «\u00a0npm run register-check -- --write\u00a0»',
    );
    expect(stdout()).toContain('→ Fichier du registre');
    expect(stdout()).toMatch(/\n1 différence avec le registre/);
  });

  it('fails naming the level when the register gives another one (exit 1)', async () => {
    await registerSays((certification) => {
      certification.intitule.niveau.rncp!.europeen = '7';
    });
    expect(await check()).toBe(EXIT.differences);
    expect(stdout()).toContain(
      '✗ Niveau\u00a0: le registre dit niveau 7, la fiche de la formation niveau 6\u00a0: corrigez level dans packages/content/data/courses/bachelor-marketing-digital.json',
    );
  });

  it('fails naming the end of registration when the register moved it (exit 1)', async () => {
    await registerSays((certification) => {
      certification.periode_validite.rncp!.fin_enregistrement = '2027-03-28T23:59:59.000+02:00';
    });
    expect(await check()).toBe(EXIT.differences);
    expect(stdout()).toContain('✗ Fin d’enregistrement\u00a0: le registre dit 28 mars 2027, la fiche de la formation 28 mars 2028');
    expect(stdout()).toMatch(/\n1 différence avec le registre sur \d+\u00a0points/);
  });

  it('names a skill block the register words otherwise, and a registration that is no longer active', async () => {
    await registerSays((certification) => {
      certification.blocs_competences.rncp![1]!.intitule = 'Concevoir des supports de communication digitale';
      certification.periode_validite.rncp!.actif = false;
    });
    expect(await check()).toBe(EXIT.differences);
    expect(stdout()).toContain('✗ Blocs de compétences\u00a0: le bloc 2 est «\u00a0Concevoir des supports de communication digitale\u00a0» au registre');
    expect(stdout()).toContain('✗ Fiche\u00a0: inactive au registre');
  });

  it('names the sheet that replaces this one, told apart by its later activation', async () => {
    await registerSays((certification) => {
      certification.continuite.rncp = [
        { activation: '2023-01-10T00:00:00.000+01:00', fin_enregistrement: '2025-03-27T23:59:59.000+01:00', code: 'RNCP37001', courant: false, actif: false },
        ...(certification.continuite.rncp ?? []),
        { activation: '2026-10-01T00:00:00.000+02:00', fin_enregistrement: '2029-10-01T23:59:59.000+02:00', code: 'RNCP41234', courant: false, actif: true },
      ];
    });
    expect(await check()).toBe(EXIT.differences);
    expect(stdout()).toContain('✗ Continuité\u00a0: la fiche RNCP\u00a041234 la remplace (active depuis le 1er octobre 2026)');
    expect(stdout()).not.toContain('RNCP37001');
  });

  it('says when the register does not know the RNCP code at all (an empty answer, exit 1)', async () => {
    await api.close();
    api = await startFakeApi({ certifications: [] });
    expect(await check()).toBe(EXIT.differences);
    expect(stdout()).toContain('✗ RNCP\u00a040377\u00a0: le registre ne connaît pas cette fiche (réponse vide)');
  });

  it('with --write, records the register’s answer in the register file the page reads, and its date', async () => {
    writeFileSync(registerPath, readFileSync(join(REPO_ROOT, 'packages/content/data/registre/rncp-40377.json')));
    const never = JSON.parse(readFileSync(registerPath, 'utf8')) as CertificationRegisterFile;
    expect(never.fetchedAt).toBeNull();

    expect(await check([], { file: never })).toBe(EXIT.differences);
    expect(stdout()).toContain(
      '✗ Certificateur\u00a0: le registre dit «\u00a0ORGANISME CERTIFICATEUR EXEMPLE\u00a0», la page n’en nomme aucun (fichier du registre jamais rempli)',
    );

    out.length = 0;
    expect(await check(['--write'], { file: never })).toBe(EXIT.equal);
    expect(stdout()).toContain('✓ Certificateur\u00a0: «\u00a0ORGANISME CERTIFICATEUR EXEMPLE\u00a0», celui que la page nomme');
    expect(stdout()).toContain(`✓ Fichier du registre\u00a0: ${registerPath} écrit avec la réponse d’aujourd’hui\u00a0: à committer`);
    // Exactly the file the content's page test reads: the register check and the page agree on its shape.
    expect(readFileSync(registerPath, 'utf8')).toBe(readFileSync(REGISTERED, 'utf8'));
  });

  it('names the identity facts the register disagrees with, and gives the register’s value of a provisional one', async () => {
    const facts = schoolFacts();
    facts.organisme.uai = { ...facts.organisme.uai, value: '0530999Y' };
    facts.organisme.nda = { ...facts.organisme.nda, provisional: true, value: '00000000000' };
    expect(await check([], { facts })).toBe(EXIT.differences);
    expect(stdout()).toContain('✗ UAI\u00a0: le registre associe ce SIRET à l’UAI 0530123W, le contenu à 0530999Y');
    expect(stdout()).toContain(
      '✗ NDA\u00a0: encore provisoire dans le contenu (legal.nda dans packages/content/data/school/legal.json)\u00a0; le registre donne 52530123453\u00a0: reportez-le',
    );
  });

  it('does not search the organisme while the content’s SIRET is provisional, and says so', async () => {
    expect(await check([], { facts: contentFacts() })).toBe(EXIT.differences);
    expect(stdout()).toContain('✗ SIRET\u00a0: encore provisoire dans le contenu (legal.siret dans packages/content/data/school/legal.json)');
    expect(api.requests.map((request) => request.url)).toEqual(['/api/certification/v1?identifiant.rncp=RNCP40377']);
  });
});

describe('npm run register-check, when the register cannot be read', () => {
  it('without a key, says how to get one and asks nothing (exit 2)', async () => {
    expect(await check([], { key: undefined })).toBe(EXIT.setup);
    expect(stderr()).toContain('API_APPRENTISSAGE_KEY n’est pas définie\u00a0: rien n’a été demandé au registre.');
    expect(stderr()).toContain('https://api.apprentissage.beta.gouv.fr/fr/compte/profil');
    expect(api.requests).toEqual([]);
  });

  it('with a refused key, says to renew it (exit 2)', async () => {
    expect(await check([], { key: 'cle-expiree' })).toBe(EXIT.setup);
    // The API's own message, quoted as it says it.
    expect(stderr()).toContain(
      "L’API Apprentissage refuse la clé (GET /certification/v1?identifiant.rncp=RNCP40377, HTTP 401\u00a0: «\u00a0Impossible de déchiffrer la clé d'API\u00a0»)",
    );
    expect(stderr()).toContain('créez-en une nouvelle sur https://api.apprentissage.beta.gouv.fr/fr/compte/profil');
  });

  it.each([
    [
      '404, a path the API does not have',
      (fake: FakeApi) => fake.failWith(404, { statusCode: 404, name: 'Not Found', message: 'Path does not exists' }),
      'ne connaît pas',
    ],
    [
      '429, the key’s quota used up',
      (fake: FakeApi) => fake.failWith(429, { statusCode: 429, name: 'Too Many Requests', message: 'Quota dépassé' }),
      'limite les appels',
    ],
    ['500, an outage', (fake: FakeApi) => fake.failWith(500), 'est en panne (GET /certification/v1?identifiant.rncp=RNCP40377, HTTP 500'],
    [
      '503 from a proxy, in HTML',
      (fake: FakeApi) => fake.failWith(503, '<html>503</html>', 'text/html'),
      'est en panne (GET /certification/v1?identifiant.rncp=RNCP40377, HTTP 503)',
    ],
  ])('on %s: one French sentence, nothing written (exit 3)', async (_case, fail, words) => {
    const before = readFileSync(registerPath, 'utf8');
    fail(api);
    expect(await check(['--write'])).toBe(EXIT.unreadable);
    expect(stderr()).toContain(words);
    expect(stderr()).toContain('Rien n’a été comparé ni écrit.');
    expect(stdout()).toBe('');
    expect(readFileSync(registerPath, 'utf8')).toBe(before);
  });

  it('gives up when the API does not answer in time (exit 3)', async () => {
    api.hold();
    expect(await check([], { timeoutMs: 200 })).toBe(EXIT.unreadable);
    expect(stderr()).toContain('L’API Apprentissage n’a pas répondu en 0,2\u00a0s (GET /certification/v1?identifiant.rncp=RNCP40377)');
  });

  it('says the quota’s wait when the API gives it', async () => {
    await api.close();
    api = await startFakeApi({ quota: 1 });
    expect(await check()).toBe(EXIT.unreadable);
    expect(stderr()).toContain('réessayez dans 42\u00a0s');
  });
});

describe('npm run register-check, as staff run it', () => {
  const cli = join(REPO_ROOT, 'packages/registers/src/cli.ts');

  it('refuses an unknown option and a bad --timeout in French, with the usage (exit 2)', async () => {
    const unknown = await runCommandFile(cli, ['--ecrire'], { cwd: REPO_ROOT, env: { ...process.env, API_APPRENTISSAGE_KEY: '' } });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Option inconnue\u00a0: «\u00a0--ecrire\u00a0».');
    expect(unknown.stderr).toContain('Usage\u00a0: npm run register-check');
    const timeout = await runCommandFile(cli, ['--timeout', '0'], { cwd: REPO_ROOT, env: { ...process.env, API_APPRENTISSAGE_KEY: '' } });
    expect(timeout.code).toBe(2);
    expect(timeout.stderr).toContain('--timeout invalide');
  });

  it('reads the content as it is today: the certification checked, the certifier not yet recorded, the SIRET provisional (exit 1)', async () => {
    const run = await runCommandFile(cli, [], { cwd: REPO_ROOT, env: { ...process.env, API_APPRENTISSAGE_KEY: FAKE_KEY, API_APPRENTISSAGE_URL: api.url } });
    expect(run.stderr).not.toMatch(STACK_LINE);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('✓ Niveau\u00a0: 6');
    expect(run.stdout).toContain('✗ Certificateur\u00a0: le registre dit «\u00a0ORGANISME CERTIFICATEUR EXEMPLE\u00a0», la page n’en nomme aucun');
    expect(run.stdout).toContain('✗ SIRET\u00a0: encore provisoire');
  });
});
