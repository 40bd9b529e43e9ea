/**
 * `npm run font:subset`: cuts the variable Latin file of Source Sans 3 (from
 * `@fontsource-variable/source-sans-3`, the version the lockfile pins) to the French characters of
 * `fontSubset.ts`, every weight kept (the axis stays whole: clamping it to 400–700 made the file
 * larger), into `src/tokens/fonts/`. Run it after changing the characters or the font's version;
 * `fontSubset.test.ts` fails until the committed file is the one this makes.
 */
import { writeFileSync } from 'node:fs';
import { SUBSET_FILE, subsetFrenchFont } from '../src/tokens/fontSubsetFile.ts';

const started = Date.now();
console.log('Découpe de la police Source Sans 3 aux caractères français…');
const bytes = await subsetFrenchFont();
writeFileSync(SUBSET_FILE, bytes);
console.log(`${SUBSET_FILE} : ${(bytes.length / 1024).toFixed(1)} Ko (${((Date.now() - started) / 1000).toFixed(0)} s).`);
