import type { DecapField } from './config.ts';

/**
 * The fields of a data file the editor has no widget for: every key of the file (a fact's value,
 * status and « meanwhile », a list's items) is looked up in the configuration's fields. A person
 * cannot change what has no widget, so `config.test.ts` requires this list to be empty.
 */
export function uncoveredFields(data: unknown, fields: readonly DecapField[], at = ''): string[] {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const path = at ? `${at}.${key}` : key;
    const field = fields.find((each) => each.name === key);
    if (!field) return [path];
    return widgetMisses(value, field, path);
  });
}

function widgetMisses(value: unknown, field: DecapField, path: string): string[] {
  if (field.widget === 'object') return uncoveredFields(value, field.fields ?? [], path);
  if (field.widget === 'list') {
    if (!Array.isArray(value)) return [];
    return value.flatMap((item, index) => {
      if (field.fields) return uncoveredFields(item, field.fields, `${path}.${index}`);
      if (field.field) return widgetMisses(item, field.field, `${path}.${index}`);
      return typeof item === 'object' && item !== null ? [`${path}.${index}`] : [];
    });
  }
  // A value widget holds a value, never a group.
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? [path] : [];
}

/** Every field of a configuration, with its path, for the checks of labels and help. */
export function everyField(fields: readonly DecapField[], at = ''): { path: string; field: DecapField }[] {
  return fields.flatMap((field) => {
    const path = at ? `${at}.${field.name}` : field.name;
    return [{ path, field }, ...everyField(field.fields ?? [], path), ...(field.field ? everyField([field.field], `${path}.*`) : [])];
  });
}
