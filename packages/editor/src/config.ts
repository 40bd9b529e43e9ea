import { readFileSync } from 'node:fs';
import { DATA_DIR, dataFiles, FORMAT_MESSAGES, refChain, type SchemaNode, schemaById, schemaIdOf } from '@ecole/content/data/validate';

/**
 * The editor's configuration (Decap CMS, `docs/editor.md`), written from the data files and their
 * JSON Schemas (`packages/content/schema/`): one entry per data file, one widget per field, its
 * label and help the schema's French `title` and `description`. Nothing is listed twice: a field
 * added to a schema is in the editor, and `config.test.ts` fails if a field of a data file has no
 * widget.
 */

/** A Decap field (`name`, `label`, `widget`, and the widget's options). */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  fields?: DecapField[];
  field?: DecapField;
  options?: { label: string; value: string }[];
  [option: string]: unknown;
}

/** A data file as the editor shows it: a « file » of a files collection. */
export interface DecapFile {
  name: string;
  label: string;
  file: string;
  description?: string;
  fields: DecapField[];
}

export interface DecapCollection {
  name: string;
  label: string;
  label_singular?: string;
  description: string;
  files: DecapFile[];
  editor?: { preview: boolean };
  format: 'json';
}

/** The statuses of a fact, as the editor offers them. */
export const STATUS_OPTIONS = [
  { label: 'Confirmé par l’école', value: 'confirmed' },
  { label: 'Provisoire (affiché, mais à confirmer avant la mise en ligne)', value: 'provisional' },
  { label: 'Manquant (rien n’est affiché)', value: 'missing' },
] as const;

/** A text field the editor's save fixes (French spacing, apostrophes): its path in the file, `*` for a list's items. */
export type TextPath = readonly string[];

interface Built {
  field: DecapField;
  /** The paths under this field whose text is copy (typography fixed on save). */
  text: TextPath[];
}

const COMMON_FACT = 'common.schema.json#/$defs/fact';

/** Where a field's value rules are: the nodes of its `$ref` chain, outermost first. */
function chainOf(node: SchemaNode, base: string) {
  return refChain(node, base);
}

const titleOf = (chain: ReturnType<typeof chainOf>, key: string) =>
  chain.map((link) => link.node.title).find((title): title is string => typeof title === 'string') ?? key;
const descriptionOf = (chain: ReturnType<typeof chainOf>) =>
  chain.map((link) => link.node.description).find((text): text is string => typeof text === 'string');

/** The first value of `key` along the chain (a sibling of `$ref` wins over what it refers to). */
function firstOf(chain: ReturnType<typeof chainOf>, key: string): unknown {
  for (const link of chain) if (link.node[key] !== undefined) return link.node[key];
  return undefined;
}

/** The value schema of a fact: the confirmed branch's (`then`), else its own `properties.value`. */
function factValueSchema(chain: ReturnType<typeof chainOf>): { node: SchemaNode; base: string } {
  for (const link of chain) {
    const strict = ((link.node.then as SchemaNode | undefined)?.properties as Record<string, SchemaNode> | undefined)?.value;
    if (strict) return { node: strict, base: link.base };
    const value = (link.node.properties as Record<string, SchemaNode> | undefined)?.value;
    if (value && Object.keys(value).length > 0) return { node: value, base: link.base };
  }
  return { node: {}, base: chain[0]!.base };
}

const joinHints = (...parts: (string | undefined)[]) => parts.filter((part): part is string => Boolean(part)).join(' ') || undefined;

/** A regular expression Decap checks as the person types, for the shapes a pattern can say (the schema checks the rest). */
const FORMAT_PATTERNS: Readonly<Record<string, string>> = {
  siret: '^\\d{3} ?\\d{3} ?\\d{3} ?\\d{5}$',
  siren: '^\\d{3} ?\\d{3} ?\\d{3}$',
  uai: '^\\d{7}[A-Z]$',
  nda: '^(?:\\d ?){10}\\d$',
  'vat-fr': '^FR ?\\d{2} ?\\d{3} ?\\d{3} ?\\d{3}$',
  'phone-fr': '^0[1-9](?: \\d{2}){4}$',
  'phone-e164-fr': '^\\+33[1-9]\\d{8}$',
  'https-url': '^https://\\S+$',
  'pdf-path': '^/[a-z0-9-]+\\.pdf$',
  'postal-code-fr': '^\\d{5}$',
  'year-month': '^\\d{4}-(0[1-9]|1[0-2])$',
  'reply-delay': '^\\d{1,3} h ouvrées$',
};

/** The widget of a plain value (not a fact, not a group). */
function valueWidget(name: string, label: string, hint: string | undefined, node: SchemaNode, base: string, required: boolean): Built {
  const chain = chainOf(node, base);
  const type = firstOf(chain, 'type');
  const format = firstOf(chain, 'format');
  const prose = firstOf(chain, 'x-prose') === true;
  const common = { name, label, ...(hint ? { hint } : {}), ...(required ? {} : { required: false }) };
  const formatHint = typeof format === 'string' ? FORMAT_MESSAGES[format] : undefined;
  const fullHint = joinHints(hint, formatHint && !['clean-text', 'prose'].includes(format as string) ? `Format : ${formatHint.fix}.` : undefined);
  const withHint = { ...common, ...(fullHint ? { hint: fullHint } : {}) };
  const enumValues = firstOf(chain, 'enum');
  if (Array.isArray(enumValues)) {
    return { field: { ...withHint, widget: 'select', options: enumValues.map((value) => ({ label: String(value), value: String(value) })) }, text: [] };
  }
  if (format === 'date') {
    // Stored as the schema's date (2027-03-18), picked in the browser's calendar.
    return {
      field: { ...common, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'DD/MM/YYYY', time_format: false, picker_utc: true },
      text: [],
    };
  }
  if (type === 'integer' || type === 'number') {
    const min = firstOf(chain, 'minimum');
    const max = firstOf(chain, 'maximum');
    return {
      field: {
        ...withHint,
        widget: 'number',
        value_type: type === 'integer' ? 'int' : 'float',
        ...(typeof min === 'number' ? { min } : {}),
        ...(typeof max === 'number' ? { max } : {}),
      },
      text: [],
    };
  }
  const properties = chain.find((link) => link.node.properties);
  if (type === 'object' && properties) {
    const group = groupFields(properties.node, properties.base);
    return { field: { ...withHint, widget: 'object', fields: group.fields }, text: group.text };
  }
  if (type === 'boolean') return { field: { ...withHint, widget: 'boolean', default: false }, text: [] };
  if (type === 'array') {
    const items = firstOf(chain, 'items') as SchemaNode | undefined;
    const itemChain = items ? chainOf(items, chain.find((link) => link.node.items)?.base ?? base) : [];
    const itemNode = itemChain.at(-1);
    if (itemNode && (firstOf(itemChain, 'type') === 'object' || firstOf(itemChain, 'properties'))) {
      const group = groupFields(itemNode.node, itemNode.base);
      return {
        field: {
          ...withHint,
          widget: 'list',
          collapsed: true,
          summary: summaryOf(group.fields),
          fields: group.fields,
          label_singular: titleOf(itemChain, 'élément'),
        },
        text: group.text.map((path) => ['*', ...path]),
      };
    }
    const item = items
      ? valueWidget('item', titleOf(itemChain, 'Ligne'), undefined, items, chain.find((link) => link.node.items)?.base ?? base, true)
      : undefined;
    return {
      field: { ...withHint, widget: 'list', field: item?.field ?? { name: 'item', label: 'Ligne', widget: 'string' } },
      text: item && item.text.length > 0 ? [['*']] : [],
    };
  }
  const pattern = typeof format === 'string' ? FORMAT_PATTERNS[format] : undefined;
  const textLike = format === 'clean-text' || format === 'prose' || prose;
  return {
    field: {
      ...withHint,
      widget: prose || format === 'prose' ? 'text' : 'string',
      ...(pattern && formatHint ? { pattern: [pattern, `Ce n’est pas ${formatHint.what} : ${formatHint.fix}.`] } : {}),
    },
    text: textLike ? [[]] : [],
  };
}

/** A list's summary: its first text fields. */
function summaryOf(fields: readonly DecapField[]): string {
  return fields
    .slice(0, 2)
    .map((field) => `{{fields.${field.name}}}`)
    .join(' — ');
}

/** A fact: its value, its status, and what the page says meanwhile. */
function factWidget(name: string, chain: ReturnType<typeof chainOf>): Built {
  const label = titleOf(chain, name);
  const hint = descriptionOf(chain);
  const value = factValueSchema(chain);
  const built = valueWidget('value', 'Valeur', undefined, value.node, value.base, false);
  return {
    field: {
      name,
      label,
      widget: 'object',
      ...(hint ? { hint } : {}),
      summary: '{{fields.value}} ({{fields.status}})',
      fields: [
        { ...built.field, required: false },
        {
          name: 'status',
          label: 'Statut',
          widget: 'select',
          options: [...STATUS_OPTIONS],
          default: 'provisional',
          hint: 'Confirmé : la valeur est celle de l’école. Provisoire : affichée, mais listée par le contrôle de mise en ligne et refusée en production. Manquant : laissez la valeur vide, la page n’affiche rien.',
        },
        {
          name: 'meanwhile',
          label: 'Affiché en attendant',
          widget: 'string',
          required: false,
          hint: 'Seulement pour un fait manquant, et seulement si c’est vrai aujourd’hui (« Sur devis »).',
        },
      ],
    },
    text: [...built.text.map((path) => ['value', ...path]), ['meanwhile']],
  };
}

/** One field of a group (an object of the schema); `data` is its value in the file (a map's keys are the file's). */
function fieldOf(key: string, node: SchemaNode, base: string, required: boolean, data: unknown): Built {
  const chain = chainOf(node, base);
  if (key === '$schema') {
    // The file names its schema (editors' autocompletion, the checks): kept as it is.
    return { field: { name: key, label: 'Schéma', widget: 'hidden' }, text: [] };
  }
  if (chain.some((link) => link.ref === COMMON_FACT)) return factWidget(key, chain);
  // What the file says about itself (a page's address): kept, not edited.
  if (firstOf(chain, 'readOnly') === true) return { field: { name: key, label: titleOf(chain, key), widget: 'hidden' }, text: [] };
  const last = chain.at(-1)!;
  if (firstOf(chain, 'type') === 'object' && (last.node.properties || typeof last.node.additionalProperties === 'object')) {
    const group = groupFields(last.node, last.base, data);
    const hint = descriptionOf(chain);
    return {
      field: { name: key, label: titleOf(chain, key), widget: 'object', collapsed: false, ...(hint ? { hint } : {}), fields: group.fields },
      text: group.text,
    };
  }
  return valueWidget(key, titleOf(chain, key), descriptionOf(chain), node, base, required);
}

/**
 * The fields of an object of the schema, in the schema's order; for a map (`additionalProperties`,
 * a page's texts), one field per key of the file, labelled with the entry's own `label`.
 */
function groupFields(node: SchemaNode, base: string, data?: unknown): { fields: DecapField[]; text: TextPath[] } {
  const properties = (node.properties ?? {}) as Record<string, SchemaNode>;
  const required = new Set((node.required as string[] | undefined) ?? []);
  const values = (data ?? {}) as Record<string, unknown>;
  const fields: DecapField[] = [];
  const text: TextPath[] = [];
  const add = (key: string, built: Built) => {
    fields.push(built.field);
    text.push(...built.text.map((path) => [key, ...path]));
  };
  for (const [key, child] of Object.entries(properties)) add(key, fieldOf(key, child, base, required.has(key), values[key]));
  const entry = typeof node.additionalProperties === 'object' ? (node.additionalProperties as SchemaNode) : undefined;
  if (entry && Object.keys(properties).length === 0) {
    for (const [key, value] of Object.entries(values)) {
      const built = fieldOf(key, entry, base, true, value);
      const label = (value as { label?: unknown } | null)?.label;
      // The entry's own label says where the text is on the page; its `label` field is the editor's, not the school's.
      const fieldsOf = (built.field.fields ?? []).map((field) => (field.name === 'label' ? { ...field, widget: 'hidden' } : field));
      add(key, { ...built, field: { ...built.field, label: typeof label === 'string' ? label : key, fields: fieldsOf } });
    }
  }
  return { fields, text };
}

/** The collections and where their files are, relative to the repository. */
const COLLECTIONS = [
  {
    name: 'ecole',
    label: 'L’école',
    description: 'Identité, coordonnées, mentions légales, délais de réponse, horaires, formation IA et résultats publiés.',
    files: (name: string) => !name.startsWith('courses/') && !name.startsWith('pages/'),
  },
  {
    name: 'formations',
    label: 'Fiches des formations',
    description: 'Les informations publiques de chaque formation (Qualiopi, indicateurs 1 et 3) : ce que montre le bloc « Informations clés » de sa page.',
    files: (name: string) => name.startsWith('courses/'),
  },
  {
    name: 'pages',
    label: 'Textes des pages',
    description:
      'Les textes sans lien ni fait de l’école de chaque page : titres, phrases, questions et réponses. La mise en forme (espaces insécables, apostrophes) se fait à l’enregistrement.',
    files: (name: string) => name.startsWith('pages/'),
  },
] as const;

/** Where the data folder is, from the repository root (the path the CMS reads and writes). */
export const DATA_FOLDER = 'packages/content/data';

/** The collections of the editor, one file per data file, with the text paths its save fixes. */
export function editorCollections(dataDir: string = DATA_DIR): { collections: DecapCollection[]; textPaths: Record<string, TextPath[]> } {
  const textPaths: Record<string, TextPath[]> = {};
  const collections = COLLECTIONS.map((collection): DecapCollection => {
    const files = dataFiles(dataDir)
      .filter((file) => collection.files(file.name))
      .map((file): DecapFile => {
        const data = JSON.parse(readFileSync(file.path, 'utf8')) as Record<string, unknown>;
        const schemaId = schemaIdOf(data);
        if (!schemaId) throw new Error(`${file.shown} : aucun schéma nommé (« $schema »).`);
        const schema = schemaById(schemaId);
        const group = groupFields(schema, schemaId, data);
        const name = file.name.replace(/\.json$/, '').replaceAll('/', '-');
        textPaths[`${collection.name}/${name}`] = group.text;
        const title = typeof schema['x-title-from'] === 'string' ? String(data[schema['x-title-from'] as string]) : String(schema.title ?? name);
        return {
          name,
          label: title,
          file: `${DATA_FOLDER}/${file.name}`,
          ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
          fields: group.fields,
        };
      });
    return { name: collection.name, label: collection.label, description: collection.description, files, format: 'json', editor: { preview: false } };
  });
  return { collections, textPaths };
}

export interface EditorOptions {
  /** The local backend (decap-server)'s API, `http://127.0.0.1:8081/api/v1`. */
  proxyUrl: string;
  /** The branch the changes go to. */
  branch: string;
  /** Propose, check, preview, then release: every change on its own branch (decap-server in git mode). */
  workflow: boolean;
  /** The site a change is previewed on (`npm start` or a preview), for the « Voir sur le site » links. */
  siteUrl?: string;
}

/** The whole configuration `CMS.init` receives (`load_config_file: false`: it is built here). */
export function editorConfig(options: EditorOptions, dataDir: string = DATA_DIR) {
  const { collections } = editorCollections(dataDir);
  return {
    load_config_file: false,
    locale: 'fr',
    backend: { name: 'proxy', proxy_url: options.proxyUrl, branch: options.branch },
    ...(options.workflow ? { publish_mode: 'editorial_workflow' } : {}),
    ...(options.siteUrl ? { site_url: options.siteUrl, display_url: options.siteUrl } : {}),
    // The data files hold no picture; Decap asks for a folder all the same.
    media_folder: 'packages/content/data/medias',
    public_folder: '/medias',
    collections,
  };
}
