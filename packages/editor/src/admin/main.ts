// The editor's own script, in the browser beside Decap CMS (served by `npm run edit`, src/server.ts):
// before a save, French typography on the texts and the facts tidied, so the schema and the
// content checks accept what a person typed (issue 35: fixed rather than refused).
import { type Edit, type TextPath, textEdits, tidyEdits } from '../typography.ts';

/** Decap's entry: an Immutable.js map (https://decapcms.org/docs/registering-events/). */
interface ImmutableMap {
  get(key: string): unknown;
  toJS(): unknown;
  setIn(path: (string | number)[], value: unknown): ImmutableMap;
  deleteIn(path: (string | number)[]): ImmutableMap;
}

interface DecapCms {
  registerEventListener(listener: { name: 'preSave'; handler: (event: { entry: ImmutableMap }) => ImmutableMap }): void;
  init(options: { config: unknown }): void;
}

declare global {
  interface Window {
    CMS: DecapCms;
    ECOLE_EDITOR: { config: unknown; textPaths: Record<string, TextPath[]> };
  }
}

const { config, textPaths } = window.ECOLE_EDITOR;

window.CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const data = entry.get('data') as ImmutableMap;
    const plain = data.toJS();
    const paths = textPaths[`${String(entry.get('collection'))}/${String(entry.get('slug'))}`] ?? [];
    // Texts first (their paths exist), then the removals.
    const edits: Edit[] = [...textEdits(plain, paths), ...tidyEdits(plain)];
    return edits.reduce((next, edit) => (edit.remove ? next.deleteIn(edit.path) : next.setIn(edit.path, edit.value)), data);
  },
});

window.CMS.init({ config });
