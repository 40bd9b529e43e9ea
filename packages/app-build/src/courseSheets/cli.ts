import { parseArgs } from 'node:util';
import { APP_NAMES, type AppName } from '@ecole/routes';
import { writeCourseSheets } from './courseSheets.ts';

/**
 * `tsx cli.ts --app site --as-of 2026-11-28 --out DIR`: writes the app's course sheets into DIR
 * and prints, as JSON, the links its course pages show and the files written (relative to DIR).
 * A process of its own: the apps' Vite config runs it before the pages are built (pinCourseSheets.js).
 */
const { values } = parseArgs({ options: { app: { type: 'string' }, 'as-of': { type: 'string' }, out: { type: 'string' } } });
const app = values.app as AppName | undefined;
if (!app || !APP_NAMES.includes(app) || !values['as-of'] || !values.out) {
  console.error(`Usage : cli.ts --app <${APP_NAMES.join('|')}> --as-of AAAA-MM-JJ --out DOSSIER`);
  process.exit(2);
}
const written = await writeCourseSheets(app, values.out, values['as-of']);
process.stdout.write(`${JSON.stringify(written)}\n`);
