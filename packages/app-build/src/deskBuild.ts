/**
 * The end-of-build checks of the staff desk (deskViteConfig.js), the counterpart of
 * `assertClientBuild` for an app whose one page is a client-rendered shell: every file under the
 * app's asset prefix but the shell, no inline script (the CSP allows none), no key but the public
 * one, French, titled, `noindex`, and no visible text but the sign-in's fallback (the shell holds no
 * request: everything the desk shows comes from the database, after sign-in, through row security).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { executableInlineScripts } from './bootScripts.ts';
import { checkLayout, privilegedKeys } from './clientBuild.ts';
import { attributeOf, elementsOf, parsePage, textOf } from './markup.ts';

export interface DeskLayout {
  /** `APPS[app].assetsDir`, e.g. `assets/equipe`. */
  assetsDir: string;
  /** The shell, relative to build/client (`equipe/index.html`). */
  page: string;
}

/** What is wrong with the desk's build, one line each; empty when all is well. */
export function deskBuildProblems(clientDir: string, expected: DeskLayout): string[] {
  const { stray, missing } = checkLayout(clientDir, { assetsDir: expected.assetsDir, pages: [expected.page], rootFiles: [] });
  const problems = [...stray.map((file) => `file outside ${expected.assetsDir}/: ${file}`), ...missing.map((file) => `shell not written: ${file}`)];
  if (missing.length === 0) {
    const html = readFileSync(path.join(clientDir, expected.page), 'utf8');
    const elements = [...elementsOf(parsePage(html))];
    const has = (test: (tag: string, attribute: (name: string) => string | undefined) => boolean) =>
      elements.some((element) => test(element.tagName, (name) => attributeOf(element, name)));
    if (!has((tag, attribute) => tag === 'html' && attribute('lang') === 'fr')) problems.push(`${expected.page} has no <html lang="fr">`);
    if (!elements.some((element) => element.tagName === 'title' && textOf(element).trim() !== '')) problems.push(`${expected.page} has no <title>`);
    if (!has((tag, attribute) => tag === 'meta' && attribute('name') === 'robots' && /noindex/.test(attribute('content') ?? ''))) {
      problems.push(`${expected.page} is not noindex`);
    }
    for (const script of executableInlineScripts(html)) problems.push(`${expected.page} has an inline script: ${script.slice(0, 80)}`);
  }
  for (const key of privilegedKeys(clientDir)) problems.push(`secret in client code: ${key}`);
  return problems;
}

export function assertDeskBuild(clientDir: string, expected: DeskLayout): void {
  const problems = deskBuildProblems(clientDir, expected);
  if (problems.length > 0) throw new Error(`desk build check failed:\n  ${problems.join('\n  ')}`);
}
