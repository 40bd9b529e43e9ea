import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FactSource, listPendingFacts, type PendingFact } from '../model/placeholder.ts';
import { DATA_DIR, fieldSchema, schemaById, schemaIdOf } from './validate.ts';

/**
 * What a fact of a data file is, in French, for the launch check: its schema's title (the same
 * words the editor shows above the field), after the course's name in a course's file (the
 * schema's `x-title-from`). Node only, like the checks: browser bundles carry no such words.
 */
const files = new Map<string, unknown>();
const dataOf = (file: string) => {
  if (!files.has(file)) files.set(file, JSON.parse(readFileSync(join(DATA_DIR, file), 'utf8')));
  return files.get(file);
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function dataFactLabel(source: FactSource): string {
  const data = dataOf(source.file);
  const schemaId = schemaIdOf(data);
  const keys = source.pointer.split('/').slice(1);
  const title = schemaId ? fieldSchema(schemaId, keys)?.titles.at(-1) : undefined;
  if (!schemaId || !title) return `${source.file}, champ ${keys.join('.')}`;
  const nameKey = schemaById(schemaId)['x-title-from'];
  const name = typeof nameKey === 'string' ? (data as Record<string, unknown>)[nameKey] : undefined;
  return typeof name === 'string' ? `${name} : ${lowerFirst(title)}` : title;
}

/** Where the school changes it: `packages/content/data/school/legal.json, champ siret`. */
export const dataFactPlace = (source: FactSource) => `packages/content/data/${source.file}, champ ${source.pointer.slice(1).replaceAll('/', '.')}`;

/** Every provisional or missing fact, each with its French label (from the schema for a fact of a data file). */
export function describedPendingFacts(): PendingFact[] {
  return listPendingFacts().map((fact) => (fact.label || !fact.source ? fact : { ...fact, label: dataFactLabel(fact.source) }));
}
