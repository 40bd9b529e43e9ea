// @vitest-environment node
// No browser code in a string anywhere in packages/ (issue 36, point 1): what runs in a visitor's
// browser is this package's modules, type-checked, linted and tested as code. Before, six scripts
// were JavaScript inside template strings in @ecole/app-build, @ecole/ui and @ecole/contact, run by
// `new Function(SCRIPT)()` in their tests. This reads every source file's strings (the parser's, so
// a comment or a `${window.name}` substitution is not a string) and fails on one that holds code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const PACKAGES = fileURLToPath(new URL('../../', import.meta.url));

/** What only code that runs in a page writes: the page's globals used, listeners, queries, inline scripts, code built from text. */
const BROWSER_CODE = [
  /\b(?:document|window|navigator|sessionStorage|localStorage|location)\.[a-zA-Z_$]/,
  /\.addEventListener\s*\(/,
  /\.querySelector(?:All)?\s*\(/,
  /\bnew Function\s*\(/,
  /<script\b(?![^>]*\bsrc=)[^>]*>[^<]+<\/script>/i,
];

/**
 * Strings that may hold browser code, each with why. Tests and their fixtures are not listed: they
 * describe pages (React Router's own output, a leaked key) and never ship.
 */
const ALLOWED: Record<string, string> = {
  // The benchmark's probe, which Playwright injects in the page it measures (addInitScript): the
  // harness's, never the site's. A string because a function would be serialized as tsx compiled
  // it, with `__name(…)` wrappers (esbuild's keepNames) the page does not define.
  'bench/src/lcp.ts': 'the LCP probe the benchmark injects',
  // The school's editor (`npm run edit`, on 127.0.0.1 only, never deployed with a site): its page
  // hands Decap its configuration before decap-cms.js runs (CMS_MANUAL_INIT must be set first).
  'editor/src/server.ts': 'the local editor’s page, which sets Decap’s configuration',
};

const isTest = (file: string) => /\.(test|spec|fixtures|stories)\.[cm]?[jt]sx?$/.test(file) || file.split('/').includes('test');

function sourceFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || ['node_modules', 'build', 'dist', 'storybook-static'].includes(entry.name)) return [];
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return sourceFiles(path.join(dir, entry.name), relative);
    return /\.[cm]?[jt]sx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** The strings of `code` (literal text only: a template's substitutions are code, read as such) that hold browser code, with their lines. */
function stringsWithBrowserCode(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const check = (node: ts.Node, text: string) => {
    if (BROWSER_CODE.some((pattern) => pattern.test(text))) {
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${text.trim().slice(0, 60)}`);
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) check(node, node.text);
    else if (ts.isTemplateExpression(node)) check(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' … '));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('browser code in strings', () => {
  it('finds the shape the old scripts had, and nothing in a substitution, a comment or plain copy', () => {
    const old = [
      'export const IN_PAGE_LINKS_SCRIPT = `',
      "document.addEventListener('click', (event) => {",
      '  const link = event.target.closest(\'a[href^="#"]\');',
      '});`;',
      "const boot = '<script>window.__x = 1</script>';",
      '// document.querySelector(x) in a comment',
      // A substitution is code, not text: `nom:${window.name}`.
      'const key = `nom:\u0024{window.name}`;',
      "const copy = 'Le document. Votre fenêtre sur la formation.';",
    ].join('\n');
    expect(stringsWithBrowserCode('old.ts', old)).toEqual([
      "old.ts:1: document.addEventListener('click', (event) => {\n  const link",
      'old.ts:5: <script>window.__x = 1</script>',
    ]);
  });

  it('no source file of packages/ holds browser code in a string (tests and fixtures aside)', () => {
    const files = sourceFiles(PACKAGES).filter((file) => !isTest(file));
    expect(files.length).toBeGreaterThan(300);
    const found = files.filter((file) => !(file in ALLOWED)).flatMap((file) => stringsWithBrowserCode(file, readFileSync(path.join(PACKAGES, file), 'utf8')));
    expect(found).toEqual([]);
    // Each exception still needs its place: one that no longer holds such a string goes.
    for (const file of Object.keys(ALLOWED)) expect(stringsWithBrowserCode(file, readFileSync(path.join(PACKAGES, file), 'utf8'))).not.toEqual([]);
  });
});
