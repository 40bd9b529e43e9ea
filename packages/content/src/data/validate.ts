import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { isOpeningHours, isReplyDelay } from './formats.ts';
import { cleanTextProblem, isFrenchE164, isFrenchPhone, isFrenchVatNumber, isHttpsUrl, isNda, isSiren, isSiret, isUai, uaiLetter } from './identifiers.ts';

/**
 * The school's data files against their JSON Schemas (draft 2020-12, `packages/content/schema/`),
 * with French messages that name the file, the field and the fix (DESIGN.md §2.15). Node only:
 * the content checks, the release and the tests call it; no page bundle imports it.
 */

const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DATA_DIR = join(PACKAGE_DIR, 'data');
export const SCHEMA_DIR = join(PACKAGE_DIR, 'schema');
const REPO_ROOT = resolve(PACKAGE_DIR, '../..');

/** What a value of each format is and how to fix a wrong one, in French. */
export const FORMAT_MESSAGES: Readonly<Record<string, { what: string; fix: string }>> = {
  siret: {
    what: 'un numéro SIRET valide',
    fix: 'recopiez les 14 chiffres de l’avis de situation Sirene (annuaire-entreprises.data.gouv.fr) : le SIREN puis les 5 chiffres de l’établissement',
  },
  siren: { what: 'un numéro SIREN valide', fix: 'recopiez les 9 chiffres du Kbis ou de l’avis de situation Sirene (annuaire-entreprises.data.gouv.fr)' },
  uai: {
    what: 'un code UAI valide',
    fix: 'recopiez le code donné par le rectorat : 7 chiffres puis une lettre majuscule de contrôle (0531234X) ; la lettre attendue pour vos 7 chiffres est indiquée entre parenthèses',
  },
  nda: { what: 'un numéro de déclaration d’activité (NDA)', fix: 'recopiez les 11 chiffres du récépissé de la DREETS (espaces permis)' },
  'vat-fr': {
    what: 'un numéro de TVA intracommunautaire français',
    fix: 'FR, les 2 chiffres de la clé, puis les 9 chiffres du SIREN (FR32 123456789), tels que sur vos factures',
  },
  'phone-fr': { what: 'un numéro de téléphone français', fix: 'écrivez les 10 chiffres groupés par deux, séparés d’une espace : 02 43 12 34 56' },
  'phone-e164-fr': { what: 'un numéro au format international', fix: 'écrivez +33 puis les 9 chiffres sans le 0 initial ni espace : +33243123456' },
  email: { what: 'une adresse e-mail', fix: 'écrivez une adresse complète, sans espace : prenom.nom@ecole.fr' },
  'https-url': { what: 'une adresse web en https', fix: 'copiez l’adresse complète depuis la barre du navigateur, en https:// (https://www.exemple.fr/page)' },
  'pdf-path': { what: 'le chemin d’un PDF du site', fix: 'une barre, un nom en minuscules et tirets, puis .pdf : /certificat-qualiopi.pdf' },
  'postal-code-fr': { what: 'un code postal', fix: 'écrivez ses 5 chiffres : 53000' },
  date: { what: 'une date', fix: 'écrivez-la année-mois-jour : 2027-03-18 (l’éditeur propose un calendrier)' },
  'year-month': { what: 'un mois', fix: 'écrivez-le année-mois : 2027-09' },
  'opening-hours': {
    what: 'des horaires d’une journée',
    fix: 'écrivez « fermé », ou les plages dans l’ordre, séparées d’une virgule : « 9:00-12:30, 13:30-17:30 »',
  },
  'reply-delay': { what: 'un délai de réponse', fix: 'écrivez un nombre d’heures ouvrées : « 24 h ouvrées »' },
  'clean-text': { what: 'un texte propre', fix: 'corrigez-le ici, ou enregistrez-le depuis l’éditeur (npm run edit), qui corrige la typographie' },
  prose: { what: 'un texte propre', fix: 'corrigez-le ici, ou enregistrez-le depuis l’éditeur (npm run edit), qui corrige la typographie' },
};

/** Why a value fails its format, when there is more to say than « it is not one ». */
function formatDetail(format: string, value: unknown): string {
  if (typeof value !== 'string') return '';
  if (format === 'uai') {
    const digits = /^(\d{7})[A-Z]?$/.exec(value)?.[1];
    return digits ? ` (pour ${digits}, la lettre de contrôle est ${uaiLetter(digits)})` : ' (7 chiffres puis une lettre)';
  }
  if (format === 'siret' || format === 'siren') {
    const expected = format === 'siret' ? 14 : 9;
    const digits = value.replace(/[\s\u00a0\u202f]/g, '');
    if (!/^\d+$/.test(digits)) return ' (seuls des chiffres et des espaces)';
    if (digits.length !== expected) return ` (${digits.length} chiffres au lieu de ${expected})`;
    return ' (sa clé de contrôle, dite de Luhn, ne correspond pas : un chiffre est sans doute mal recopié)';
  }
  return '';
}

function newValidator(): Ajv2020 {
  // allErrors: every wrong field of a file at once, as a person fixes them in one pass. strictTypes
  // off: a fact's `if`/`then` branches name `properties` without repeating `type: object`.
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, strictTypes: false });
  addFormats.default(ajv, ['date', 'email']);
  ajv.addFormat('siret', isSiret);
  ajv.addFormat('siren', isSiren);
  ajv.addFormat('uai', isUai);
  ajv.addFormat('nda', isNda);
  ajv.addFormat('vat-fr', isFrenchVatNumber);
  ajv.addFormat('phone-fr', isFrenchPhone);
  ajv.addFormat('phone-e164-fr', isFrenchE164);
  ajv.addFormat('https-url', isHttpsUrl);
  ajv.addFormat('pdf-path', /^\/[a-z0-9-]+\.pdf$/);
  ajv.addFormat('postal-code-fr', /^\d{5}$/);
  ajv.addFormat('year-month', /^\d{4}-(0[1-9]|1[0-2])$/);
  ajv.addFormat('opening-hours', isOpeningHours);
  ajv.addFormat('reply-delay', isReplyDelay);
  ajv.addFormat('clean-text', (text: string) => cleanTextProblem(text) === undefined);
  ajv.addFormat('prose', (text: string) => cleanTextProblem(text) === undefined);
  // Annotations for the editor (`@ecole/editor`): a prose field gets French typography on save.
  ajv.addKeyword({ keyword: 'x-prose', schemaType: 'boolean' });
  ajv.addKeyword({ keyword: 'x-title-from', schemaType: 'string' });
  for (const name of readdirSync(SCHEMA_DIR).filter((file) => file.endsWith('.schema.json'))) {
    ajv.addSchema(JSON.parse(readFileSync(join(SCHEMA_DIR, name), 'utf8')) as object);
  }
  return ajv;
}

let validator: Ajv2020 | undefined;
const ajvOnce = () => (validator ??= newValidator());

/** Every schema, by its `$id` (`school.schema.json`). */
export function schemaById(id: string): Record<string, unknown> {
  const schema = ajvOnce().getSchema(id)?.schema;
  if (!schema || typeof schema !== 'object') throw new Error(`Schéma inconnu : ${id}`);
  return schema as Record<string, unknown>;
}

export type SchemaNode = Record<string, unknown>;

/**
 * The nodes met following `node`'s `$ref`s, `node` first, each with the schema it is in: what
 * the editor's configuration reads (a fact is a chain through `common.schema.json#/$defs/fact`).
 */
export function refChain(node: SchemaNode, base: string): { node: SchemaNode; base: string; ref?: string }[] {
  const chain: { node: SchemaNode; base: string; ref?: string }[] = [{ node, base }];
  let current = { node, base };
  for (let hops = 0; typeof current.node.$ref === 'string' && hops < 10; hops++) {
    const ref = current.node.$ref as string;
    const [file, fragment = ''] = ref.split('#');
    const nextBase = file || current.base;
    let target: unknown = schemaById(nextBase);
    for (const part of fragment.split('/').filter(Boolean)) target = (target as SchemaNode)[part];
    current = { node: target as SchemaNode, base: nextBase };
    chain.push({ ...current, ref: `${nextBase}#${fragment}` });
  }
  return chain;
}

/** Follows a `$ref` (`common.schema.json#/$defs/textFact` or `#/$defs/x`) from the schema `base`. */
function deref(node: SchemaNode, base: string): { node: SchemaNode; base: string } {
  let current = node;
  let currentBase = base;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops++) {
    const [file, fragment = ''] = (current.$ref as string).split('#');
    currentBase = file || currentBase;
    let target: unknown = schemaById(currentBase);
    for (const part of fragment.split('/').filter(Boolean)) target = (target as SchemaNode)[part];
    current = target as SchemaNode;
  }
  return { node: current, base: currentBase };
}

/**
 * The schema of the field at `path` (keys from the root) in a file of schema `schemaId`, with the
 * titles met on the way: what the messages, the launch check and the editor call the field.
 */
export function fieldSchema(schemaId: string, path: readonly string[]): { node: SchemaNode; titles: string[] } | undefined {
  let node: SchemaNode = schemaById(schemaId);
  let base = schemaId;
  const titles: string[] = [];
  for (const key of path) {
    ({ node, base } = deref(node, base));
    const properties = node.properties as Record<string, SchemaNode> | undefined;
    const next = properties?.[key] ?? (Array.isArray(node) ? undefined : (node.items as SchemaNode | undefined));
    const additional = typeof node.additionalProperties === 'object' ? (node.additionalProperties as SchemaNode) : undefined;
    const chosen = next ?? additional;
    if (!chosen) return undefined;
    node = chosen;
    if (typeof node.title === 'string') titles.push(node.title);
  }
  return { node: deref(node, base).node, titles };
}

/** One problem of a data file, in French: the file, the field, what is wrong and the fix. */
export interface DataProblem {
  /** `packages/content/data/school/legal.json`. */
  file: string;
  /** `legal.siret` (empty for the file itself). */
  field: string;
  /** The field's title in the schema (`Numéro SIRET`). */
  title?: string;
  message: string;
}

export function formatDataProblem(problem: DataProblem): string {
  const field = problem.field ? `, champ ${problem.field}${problem.title ? ` « ${problem.title} »` : ''}` : '';
  return `${problem.file}${field} : ${problem.message}`;
}

const quoted = (value: unknown) => (typeof value === 'string' ? `« ${value} »` : JSON.stringify(value));

/** The keys of a JSON pointer (`/legal/siret/value` → legal, siret, value). */
const keysOf = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));

function valueAt(data: unknown, keys: readonly string[]): unknown {
  let value = data;
  for (const key of keys) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

/** A fact's inner keys are not fields of their own: a message names the fact. */
const FACT_KEYS = new Set(['value', 'status', 'meanwhile']);

function problemOf(error: ErrorObject, data: unknown, shownFile: string, schemaId: string): DataProblem | undefined {
  // The branches of a fact's `if` repeat what the error inside them says.
  if (error.keyword === 'if') return undefined;
  const keys = keysOf(error.instancePath);
  const value = valueAt(data, keys);
  const inner = keys.at(-1) !== undefined && FACT_KEYS.has(keys.at(-1)!) && keys.length > 1 ? keys.at(-1) : undefined;
  const fieldKeys = inner ? keys.slice(0, -1) : keys;
  const title = fieldSchema(schemaId, fieldKeys)?.titles.at(-1);
  const base = { file: shownFile, field: fieldKeys.join('.'), ...(title ? { title } : {}) };
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'format': {
      const format = String(params.format);
      if ((format === 'clean-text' || format === 'prose') && typeof value === 'string') {
        return { ...base, message: `${quoted(value)} contient ${cleanTextProblem(value)}. Correction : ${FORMAT_MESSAGES[format]!.fix}.` };
      }
      const known = FORMAT_MESSAGES[format];
      if (!known) return { ...base, message: `${quoted(value)} n’a pas le format ${format}.` };
      return { ...base, message: `${quoted(value)} n’est pas ${known.what}${formatDetail(format, value)}. Correction : ${known.fix}.` };
    }
    case 'required': {
      const missing = String(params.missingProperty);
      if (missing === 'value') {
        return { ...base, message: 'la valeur manque. Correction : donnez-la, ou choisissez le statut « missing » (manquant) si l’école ne l’a pas encore.' };
      }
      const missingTitle = fieldSchema(schemaId, [...fieldKeys, missing])?.titles.at(-1);
      return { ...base, message: `il manque le champ ${missing}${missingTitle ? ` (${missingTitle})` : ''}. Correction : ajoutez-le.` };
    }
    case 'additionalProperties':
      return {
        ...base,
        message: `le champ ${String(params.additionalProperty)} est inconnu du schéma. Correction : retirez-le, ou déclarez-le dans packages/content/schema/${schemaId} (un développeur).`,
      };
    case 'not':
      return {
        ...base,
        message:
          'un fait « missing » (manquant) n’a pas de valeur, et seul un fait manquant a un texte d’attente. Correction : retirez la valeur ou changez le statut.',
      };
    case 'enum':
      return {
        ...base,
        message: `${quoted(value)} n’est pas une valeur permise${inner === 'status' ? ' pour le statut' : ''}. Correction : choisissez parmi ${(params.allowedValues as unknown[]).map(quoted).join(', ')}.`,
      };
    case 'const':
      return { ...base, message: `${quoted(value)} devrait valoir ${quoted(params.allowedValue)}.` };
    case 'type': {
      const expected = {
        string: 'un texte',
        number: 'un nombre',
        integer: 'un nombre entier',
        boolean: 'oui ou non (true/false)',
        array: 'une liste',
        object: 'un groupe de champs',
      }[String(params.type)];
      return { ...base, message: `${quoted(value)} n’est pas ${expected ?? String(params.type)}. Correction : donnez ${expected ?? String(params.type)}.` };
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return {
        ...base,
        message: `${quoted(value)} est ${error.keyword.includes('inimum') ? 'trop petit' : 'trop grand'} : ${error.keyword.includes('inimum') ? 'au moins' : 'au plus'} ${String(params.limit)}.`,
      };
    case 'multipleOf':
      return { ...base, message: `${quoted(value)} a trop de décimales : un montant s’écrit en euros, au centime près (1250.5).` };
    case 'minLength':
      return { ...base, message: 'le texte est vide. Correction : écrivez-le, ou choisissez le statut « missing » (manquant).' };
    case 'minItems':
    case 'maxItems':
      return { ...base, message: `la liste doit compter ${error.keyword === 'minItems' ? 'au moins' : 'au plus'} ${String(params.limit)} élément(s).` };
    case 'pattern':
      return { ...base, message: `${quoted(value)} n’a pas la forme attendue.` };
    default:
      return { ...base, message: `${error.message ?? 'valeur refusée'} (${error.keyword}).` };
  }
}

/** A data file, read: its place, its schema's `$id` and its content (or why it could not be read). */
export interface DataFileEntry {
  /** Path under the data folder: `school/legal.json`, `courses/formation-ia.json`. */
  name: string;
  /** Absolute path. */
  path: string;
  /** The path shown in messages, from the repository root when it is inside it. */
  shown: string;
}

/**
 * The folder of the national registers' answers (`registre/rncp-40377.json`): written by
 * `npm run register-check -- --write` and checked by its own schemas of the API's answers
 * (@ecole/registers), never typed by a person, so neither a school's data file nor an editor's.
 */
export const REGISTER_FOLDER = 'registre';

/** Every data file under `dir` (`packages/content/data` by default), sorted; the registers' folder apart. */
export function dataFiles(dir: string = DATA_DIR): DataFileEntry[] {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .filter((entry) => relative(dir, entry.parentPath).replaceAll('\\', '/').split('/')[0] !== REGISTER_FOLDER)
    .map((entry) => join(entry.parentPath, entry.name));
  return entries.sort().map((path) => {
    const fromRepo = relative(REPO_ROOT, path);
    return { name: relative(dir, path).replaceAll('\\', '/'), path, shown: fromRepo.startsWith('..') ? path : fromRepo.replaceAll('\\', '/') };
  });
}

/** The schema a data file names (`"$schema": "../schema/school.schema.json"` → `school.schema.json`). */
export function schemaIdOf(data: unknown): string | undefined {
  const named = (data as { $schema?: unknown } | null)?.$schema;
  return typeof named === 'string' ? basename(named) : undefined;
}

/** The problems of one data file: unreadable JSON, no schema named, or what its schema refuses. */
export function validateDataFile(entry: DataFileEntry): DataProblem[] {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(entry.path, 'utf8'));
  } catch (error) {
    return [
      {
        file: entry.shown,
        field: '',
        message: `fichier illisible (${(error as Error).message}). Correction : rouvrez-le dans l’éditeur, ou corrigez la virgule ou le guillemet en cause.`,
      },
    ];
  }
  const schemaId = schemaIdOf(data);
  const validate = schemaId ? ajvOnce().getSchema(schemaId) : undefined;
  if (!schemaId || !validate) {
    return [
      {
        file: entry.shown,
        field: '',
        message: `aucun schéma connu (« $schema » vaut ${quoted(schemaId)}). Correction : nommez un schéma de packages/content/schema/.`,
      },
    ];
  }
  if (validate(data)) return [];
  const problems = (validate.errors ?? []).flatMap((error) => problemOf(error, data, entry.shown, schemaId) ?? []);
  // One message per field and text (a fact's branches may say the same thing twice).
  return [...new Map(problems.map((problem) => [formatDataProblem(problem), problem])).values()];
}

/** The problems of every data file under `dir`. */
export function validateDataDir(dir: string = DATA_DIR): DataProblem[] {
  return dataFiles(dir).flatMap(validateDataFile);
}
