/**
 * The CI workflows (issue 38, point 1): written from the route table and the workspace, checked
 * offline against GitHub's workflow schema (SchemaStore's, bundled in @action-validator/core,
 * pinned), and their path filters tested: a change to an app's content triggers only that app.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { REPO_ROOT } from '@ecole/proxy';
import { APP_NAMES } from '@ecole/routes';
import { describe, expect, it } from 'vitest';
import { appsTriggeredBy, pathFilters } from '../src/ciPaths.ts';
import { workflowFile, workflowOf } from '../src/ciWorkflow.ts';

const { validateWorkflow } = createRequire(import.meta.url)('@action-validator/core') as {
  validateWorkflow(src: string): { actionType: string; errors: unknown[] };
};

describe('the path filters, from the route table and the workspace', () => {
  it('a change to /tpe’s content triggers only entreprises', () => {
    expect(appsTriggeredBy('packages/content/src/pages/entreprises/tpe.ts')).toEqual(['entreprises']);
    expect(appsTriggeredBy('packages/content/src/pages/site/faq.ts')).toEqual(['site']);
    expect(appsTriggeredBy('packages/content/src/pages/formation-ia/formation-ia.ts')).toEqual(['formation-ia']);
  });

  it('an app’s own folder triggers only it; what every app reads triggers every app; the docs none', () => {
    expect(appsTriggeredBy('apps/site/app/root.tsx')).toEqual(['site']);
    expect(appsTriggeredBy('apps/equipe/app/root.tsx')).toEqual(['equipe']);
    expect(appsTriggeredBy('packages/content/src/school.ts')).toEqual([...APP_NAMES]);
    expect(appsTriggeredBy('packages/routes/src/table.ts')).toEqual([...APP_NAMES]);
    expect(appsTriggeredBy('pnpm-lock.yaml')).toEqual([...APP_NAMES]);
    expect(appsTriggeredBy('docs/releases.md')).toEqual([]);
    expect(appsTriggeredBy('.github/workflows/deploy-entreprises.yml')).toEqual(['entreprises']);
  });

  it('follows the workspace dependencies: entreprises reads its packages, not the release tooling', () => {
    const filters = pathFilters('entreprises');
    expect(filters).toContain('apps/entreprises/**');
    expect(filters).toContain('packages/sections/**');
    expect(filters).not.toContain('packages/release/**');
    expect(filters).not.toContain('apps/site/**');
  });
});

describe('the committed workflows', () => {
  it.each(APP_NAMES)('%s: what npm run ci-workflows writes, valid against GitHub’s workflow schema', (app) => {
    const committed = readFileSync(join(REPO_ROOT, workflowFile(app)), 'utf8');
    expect(committed, 'npm run ci-workflows, then commit').toBe(workflowOf(app));
    expect(validateWorkflow(committed)).toEqual({ actionType: 'workflow', errors: [] });
    expect(committed).toContain(`run: npm run release -- ${app}\n`);
    expect(committed).toContain(`run: npm run deploy -- ${app} --target cloudflare\n`);
    expect(committed).not.toContain('--allow-dirty');
    // A pull request gets its preview, named after its branch, given to the script as a variable.
    expect(committed).toContain(
      `        if: github.event_name == 'pull_request'\n` +
        '        env:\n' +
        `          CLOUDFLARE_API_TOKEN: \${{ secrets.CLOUDFLARE_API_TOKEN }}\n` +
        `          CLOUDFLARE_ACCOUNT_ID: \${{ secrets.CLOUDFLARE_ACCOUNT_ID }}\n`,
    );
    expect(committed).toContain(`run: npm run preview -- ${app} --target cloudflare --alias "$PREVIEW_BRANCH"\n`);
    expect(committed).toContain(`PREVIEW_BRANCH: \${{ github.head_ref }}\n`);
    expect(committed).not.toMatch(/run: .*\$\{\{ github\.head_ref/);
  });

  it('the schema check fails a broken workflow', () => {
    const broken = workflowOf('entreprises').replace('runs-on: ubuntu-24.04', 'runs_on: ubuntu-24.04');
    expect(validateWorkflow(broken).errors.length).toBeGreaterThan(0);
  });
});
