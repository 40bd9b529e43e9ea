import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataFiles } from '@ecole/content/data/validate';
import { describe, expect, it } from 'vitest';
import { DATA_FOLDER, editorCollections, editorConfig } from '../src/config.ts';
import { everyField, uncoveredFields } from '../src/coverage.ts';
import { REPO_ROOT } from '../src/server.ts';

const { collections } = editorCollections();
const files = collections.flatMap((collection) => collection.files);

describe('the editor’s configuration', () => {
  it('has one entry per data file, and nothing else', () => {
    expect(files.map((file) => file.file).sort()).toEqual(dataFiles().map((file) => `${DATA_FOLDER}/${file.name}`));
  });

  it.each(files.map((file) => [file.file, file] as const))('%s: every field of the file has a widget', (path, file) => {
    const data = JSON.parse(readFileSync(join(REPO_ROOT, path), 'utf8'));
    expect(uncoveredFields(data, file.fields), `champs sans widget dans ${path}`).toEqual([]);
  });

  it('finds a field without a widget, as a schema change without its editor would leave one', () => {
    const identity = files.find((file) => file.name === 'school-identity')!;
    const data = JSON.parse(readFileSync(join(REPO_ROOT, identity.file), 'utf8'));
    data.siren = { value: '123456789', status: 'confirmed' };
    data.address.street.note = 'à vérifier';
    expect(uncoveredFields(data, identity.fields)).toEqual(['address.street.note', 'siren']);
  });

  it.each(files.map((file) => [file.file, file] as const))('%s: every field has a French label from its schema, not its key', (_, file) => {
    for (const { path, field } of everyField(file.fields)) {
      if (field.widget === 'hidden') continue;
      expect(field.label, path).not.toBe(field.name);
      expect(field.label, path).toMatch(/^[A-ZÀ-Ý«]/);
    }
  });

  it('gives each fact its three fields: the value, a status in French, and what the page says meanwhile', () => {
    const siret = files.find((file) => file.name === 'school-legal')!.fields.find((field) => field.name === 'siret')!;
    expect(siret).toMatchObject({ label: 'Numéro SIRET', widget: 'object' });
    expect(siret.hint).toContain('14 chiffres');
    const [value, status, meanwhile] = siret.fields!;
    expect(value).toMatchObject({ name: 'value', widget: 'string', pattern: [expect.any(String), expect.stringContaining('SIRET')] });
    expect(status).toMatchObject({ name: 'status', widget: 'select' });
    expect(status!.options!.map((option) => option.label)).toEqual([
      'Confirmé par l’école',
      'Provisoire (affiché, mais à confirmer avant la mise en ligne)',
      'Manquant (rien n’est affiché)',
    ]);
    expect(meanwhile).toMatchObject({ name: 'meanwhile', required: false });
  });

  it('edits the AI course’s sessions as a list of dated rows', () => {
    const sessions = files.find((file) => file.name === 'ai-course')!.fields.find((field) => field.name === 'sessions')!;
    expect(sessions.widget).toBe('list');
    expect(sessions.fields!.map((field) => [field.name, field.label, field.widget])).toEqual([
      ['date', 'Date', 'datetime'],
      ['city', 'Ville', 'string'],
      ['seats', 'Places', 'number'],
      ['seatsLeft', 'Places restantes', 'number'],
    ]);
    expect(sessions.fields![0]).toMatchObject({ format: 'YYYY-MM-DD', time_format: false });
  });

  it('goes to the local backend, and to the editorial workflow when asked', () => {
    const simple = editorConfig({ proxyUrl: 'http://127.0.0.1:8081/api/v1', branch: 'main', workflow: false });
    expect(simple).toMatchObject({
      locale: 'fr',
      load_config_file: false,
      backend: { name: 'proxy', proxy_url: 'http://127.0.0.1:8081/api/v1', branch: 'main' },
    });
    expect(simple).not.toHaveProperty('publish_mode');
    expect(editorConfig({ proxyUrl: 'http://127.0.0.1:8081/api/v1', branch: 'main', workflow: true })).toMatchObject({ publish_mode: 'editorial_workflow' });
  });
});
