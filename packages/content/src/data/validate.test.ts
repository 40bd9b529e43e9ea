import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent, formatContentReport } from '../checks/contentChecks.ts';
import { isFrenchE164, isFrenchPhone, isFrenchVatNumber, isNda, isSiren, isSiret, isUai, luhnValid, uaiLetter, vatKey } from './identifiers.ts';
import { DATA_DIR, dataFiles, formatDataProblem, validateDataDir } from './validate.ts';

/** `prefix` and the digit that makes it pass Luhn: a valid identifier built here, never a real company's. */
const withLuhnKey = (prefix: string) => `${prefix}${[...'0123456789'].find((digit) => luhnValid(`${prefix}${digit}`))}`;
const SIREN = withLuhnKey('12345678');
const SIRET = withLuhnKey(`${SIREN}0001`);
/** The same with its last digit changed: one wrong digit, as a typo makes. */
const typo = (identifier: string) => `${identifier.slice(0, -1)}${(Number(identifier.at(-1)) + 1) % 10}`;

describe('the identifiers the school supplies', () => {
  it('SIRET: 14 digits whose Luhn key holds (spaces allowed); a typo, a wrong length or a letter fails', () => {
    expect(isSiret(SIRET)).toBe(true);
    expect(isSiret(`${SIRET.slice(0, 3)} ${SIRET.slice(3, 6)} ${SIRET.slice(6, 9)} ${SIRET.slice(9)}`)).toBe(true);
    expect(isSiret(typo(SIRET))).toBe(false);
    expect(isSiret(SIRET.slice(1))).toBe(false);
    expect(isSiret(`${SIRET.slice(0, 13)}A`)).toBe(false);
    // La Poste's establishments may follow their own key (a sum of digits divisible by 5) instead of Luhn.
    expect(isSiret('35600000000048')).toBe(true);
    expect(luhnValid('35600000000010')).toBe(false);
    expect(isSiret('35600000000010')).toBe(true);
    expect(isSiret('35600000000011')).toBe(false);
  });

  it('SIREN: 9 digits with a Luhn key', () => {
    expect(isSiren(SIREN)).toBe(true);
    expect(isSiren(typo(SIREN))).toBe(false);
    expect(isSiren('12345678')).toBe(false);
  });

  it('UAI: 7 digits and the check letter of their remainder by 23 (no I, O, Q)', () => {
    expect(uaiLetter('0751717')).toBe('J');
    expect(isUai('0751717J')).toBe(true);
    expect(isUai('0751717K')).toBe(false);
    expect(isUai('0751717j')).toBe(false);
    expect(isUai('751717J')).toBe(false);
    // The provisional placeholder is no UAI: it passes only while it is marked provisional.
    expect(isUai('0000000X')).toBe(false);
  });

  it('NDA: 11 digits, spaces allowed', () => {
    expect(isNda('52 53 01234 53')).toBe(true);
    expect(isNda('5253012345')).toBe(false);
    expect(isNda('52 53 01234 5A')).toBe(false);
  });

  it('VAT number: FR, the key computed from the SIREN, the SIREN', () => {
    expect(isFrenchVatNumber(`FR${vatKey(SIREN)} ${SIREN}`)).toBe(true);
    expect(isFrenchVatNumber(`FR${vatKey(SIREN)}${SIREN}`)).toBe(true);
    expect(isFrenchVatNumber(`FR${(Number(vatKey(SIREN)) + 1) % 97} ${SIREN}`.replace(/^FR(\d) /, 'FR0$1 '))).toBe(false);
    expect(isFrenchVatNumber(`DE${vatKey(SIREN)} ${SIREN}`)).toBe(false);
  });

  it('phones: the shown form in pairs, the tel: form in +33', () => {
    expect(isFrenchPhone('02 43 12 34 56')).toBe(true);
    expect(isFrenchPhone('0243123456')).toBe(false);
    expect(isFrenchPhone('00 43 12 34 56')).toBe(false);
    expect(isFrenchE164('+33243123456')).toBe(true);
    expect(isFrenchE164('+330243123456')).toBe(false);
  });
});

describe('the data files against their schemas', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  // biome-ignore lint/suspicious/noExplicitAny: the tests write wrong values of every shape into a parsed data file.
  type Editable = Record<string, any>;
  /** A copy of the data folder with `change` applied to one file. */
  function dataWith(file: string, change: (data: Editable) => void): string {
    const folder = mkdtempSync(join(tmpdir(), 'ecole-data-'));
    folders.push(folder);
    cpSync(DATA_DIR, folder, { recursive: true });
    const data = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Editable;
    change(data);
    writeFileSync(join(folder, file), JSON.stringify(data, null, 2));
    return folder;
  }
  const messagesOf = (folder: string) => validateDataDir(folder).map(formatDataProblem);

  it('are every one named by a schema, and pass it as they are', () => {
    expect(dataFiles().map((file) => file.name)).toEqual(
      expect.arrayContaining([
        'school/identity.json',
        'school/legal.json',
        'reply-promises.json',
        'ai-course.json',
        'results.json',
        'courses/bachelor-marketing-digital.json',
      ]),
    );
    expect(validateDataDir().map(formatDataProblem)).toEqual([]);
  });

  it.each([
    [
      'legal',
      'siret',
      SIRET,
      typo(SIRET),
      /champ siret « Numéro SIRET » : « \d{14} » n’est pas un numéro SIRET valide \(sa clé de contrôle, dite de Luhn, ne correspond pas.*Correction : recopiez les 14 chiffres/,
    ],
    [
      'legal',
      'uai',
      '0751717J',
      '0751717K',
      /champ uai « Code UAI du CFA » : « 0751717K » n’est pas un code UAI valide \(pour 0751717, la lettre de contrôle est J\)\. Correction :/,
    ],
    [
      'legal',
      'nda',
      '52 53 01234 53',
      '52 53 0123',
      /champ nda .* n’est pas un numéro de déclaration d’activité \(NDA\)\. Correction : recopiez les 11 chiffres/,
    ],
    [
      'legal',
      'vatNumber',
      `FR${vatKey(SIREN)} ${SIREN}`,
      `FR00 ${SIREN}`,
      /champ vatNumber .* n’est pas un numéro de TVA intracommunautaire français\. Correction : FR, les 2 chiffres de la clé/,
    ],
    [
      'school',
      'phone',
      '02 43 12 34 56',
      '0243123456',
      /champ phone « Téléphone » : « 0243123456 » n’est pas un numéro de téléphone français\. Correction : écrivez les 10 chiffres groupés par deux/,
    ],
    ['school', 'phoneHref', '+33243123456', '02 43 12 34 56', /champ phoneHref .* n’est pas un numéro au format international\. Correction : écrivez \+33/],
    ['school', 'email', 'accueil@ecole.fr', 'accueil@', /champ email .* n’est pas une adresse e-mail\. Correction :/],
    [
      'school',
      'linkedin',
      'https://www.linkedin.com/company/x',
      'www.linkedin.com/company/x',
      /champ linkedin .* n’est pas une adresse web en https\. Correction :/,
    ],
  ] as const)('%s.%s: a confirmed good value passes, a bad one fails naming the file, the field and the fix', (group, field, good, bad, message) => {
    const file = `school/${group === 'legal' ? 'legal' : 'identity'}.json`;
    expect(messagesOf(dataWith(file, (data) => (data[field] = { value: good, status: 'confirmed' })))).toEqual([]);
    const messages = messagesOf(dataWith(file, (data) => (data[field] = { value: bad, status: 'confirmed' })));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(new RegExp(`^/.*${file.replace('.', '\\.')}, champ ${field} `));
    expect(messages[0]).toMatch(message);
  });

  it('keeps a provisional value as it is (the placeholder UAI is shown, listed, refused in production), but checks it once confirmed', () => {
    expect(messagesOf(dataWith('school/legal.json', (data) => (data.uai = { value: '0000000X', status: 'provisional' })))).toEqual([]);
    expect(messagesOf(dataWith('school/legal.json', (data) => (data.uai = { value: '0000000X', status: 'confirmed' })))[0]).toContain(
      'la lettre de contrôle est A',
    );
  });

  it('refuses dates, months, amounts and hours it cannot read, and a straight apostrophe in any text', () => {
    const messages = messagesOf(
      dataWith('ai-course.json', (data) => {
        data.sessions = [{ date: '23/10/2026', city: 'Laval', seats: 10, seatsLeft: 6 }];
        data.bonus = { value: "une bibliothèque d'exemples", status: 'provisional' };
      }),
    );
    expect(messages.join('\n')).toMatch(
      /ai-course\.json, champ sessions\.0\.date « Date » : « 23\/10\/2026 » n’est pas une date\. Correction : écrivez-la année-mois-jour/,
    );
    expect(messages.join('\n')).toMatch(/champ bonus .* contient une apostrophe droite : l’apostrophe française est ’\. Correction :/);
    const hours = messagesOf(dataWith('reply-promises.json', (data) => (data.openingHours.lundi = { value: '9h-12h', status: 'confirmed' })));
    expect(hours.join('\n')).toMatch(/champ openingHours\.lundi .* n’est pas des horaires d’une journée\. Correction : écrivez « fermé »/);
    const intake = messagesOf(dataWith('courses/bachelor-marketing-digital.json', (data) => (data.intakes = [{ start: '2027-13', end: '2028-09' }])));
    expect(intake.join('\n')).toMatch(/champ intakes\.0\.start .* n’est pas un mois/);
    const result = messagesOf(
      dataWith('results.json', (data) => {
        data['bachelor-marketing-digital'].obtention = {
          status: 'confirmed',
          value: { count: 9.5, cohort: 12, period: 'promotion 2025-2026', source: 'enquête' },
        };
      }),
    );
    expect(result.join('\n')).toContain('champ bachelor-marketing-digital.obtention');
  });

  it('says what is wrong with the shape: a missing value, an unknown field, a wrong status', () => {
    const messages = messagesOf(
      dataWith('school/legal.json', (data) => {
        data.siren = { value: SIREN, status: 'confirmed' };
        data.rcs = { value: 'RCS Laval', status: 'vérifié' };
      }),
    ).join('\n');
    const email = messagesOf(dataWith('school/identity.json', (data) => (data.email = { status: 'confirmed' }))).join('\n');
    expect(email).toContain('champ email « Adresse e-mail de contact » : la valeur manque. Correction : donnez-la, ou choisissez le statut « missing »');
    expect(messages).toContain('le champ siren est inconnu du schéma. Correction : retirez-le');
    expect(messages).toContain(
      '« vérifié » n’est pas une valeur permise pour le statut. Correction : choisissez parmi « confirmed », « provisional », « missing »',
    );
  });

  it('reads an unreadable file as one French problem', () => {
    const folder = dataWith('school/identity.json', () => {});
    writeFileSync(join(folder, 'school/identity.json'), '{ "brand": ');
    expect(messagesOf(folder)[0]).toMatch(/school\/identity\.json : fichier illisible .* Correction :/);
  });

  it('fail the content checks with a bad SIRET, as npm run release does', async () => {
    const pages = [] as const;
    const good = await checkContent({ pages });
    expect(formatContentReport(good)).toMatch(/^Contenu vérifié/);
    const bad = await checkContent({ pages, dataDir: dataWith('school/legal.json', (data) => (data.siret = { value: typo(SIRET), status: 'confirmed' })) });
    expect(bad.data).toHaveLength(1);
    expect(formatContentReport(bad)).toMatch(/^Données de l’école refusées par leur schéma \(1\) :\n {2}• .*school\/legal\.json, champ siret « Numéro SIRET »/);
  });
});

describe('the facts that must agree', () => {
  it('finds a phone whose tel: form is another number, in the data folder checked (a proposed change)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'ecole-data-'));
    try {
      cpSync(DATA_DIR, folder, { recursive: true });
      const file = join(folder, 'school/identity.json');
      const identity = JSON.parse(readFileSync(file, 'utf8'));
      identity.phone = { value: '02 43 12 34 56', status: 'confirmed' };
      writeFileSync(file, JSON.stringify(identity, null, 2));
      const report = await checkContent({ pages: [], dataDir: folder });
      expect(report.data).toEqual([]);
      expect(report.consistency).toEqual([
        'packages/content/data/school/identity.json, champs phone et phoneHref : « 02 43 12 34 56 » et « +33243000000 » ne sont pas le même numéro. Correction : écrivez dans phoneHref +33243123456.',
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
