/**
 * The GitHub Actions workflow of one app (issue 38, point 1), written from the route table and the
 * workspace (ciPaths.ts), never by hand: `npm run ci-workflows` writes `.github/workflows/deploy-<app>.yml`.
 * A change that touches the app runs its checks and builds its release from the commit; on `main`
 * it deploys to Cloudflare under the deploy lock (one job per app at a time: `concurrency`), then
 * checks the live site byte for byte (the app's pages: its fresh checkout holds no other release); on
 * a pull request it uploads the release as a preview of the
 * branch to share (edgePreview.ts: never deployed, never indexed).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '@ecole/proxy';
import { APP_NAMES, type AppName } from '@ecole/routes';
import { pathFilters } from './ciPaths.ts';

export const workflowFile = (app: AppName) => `.github/workflows/deploy-${app}.yml`;

const list = (items: readonly string[], indent: string) => items.map((item) => `${indent}- '${item}'`).join('\n');

/** The settings every production build needs (`@ecole/settings`), from the repository's secrets and variables. */
const BUILD_ENV = `      SITE_ENV: production
      VITE_SITE_ORIGIN: \${{ vars.SITE_ORIGIN }}
      VITE_SUPABASE_URL: \${{ vars.SUPABASE_URL }}
      VITE_SUPABASE_ANON_KEY: \${{ secrets.SUPABASE_ANON_KEY }}
      VITE_APPLICATION_FORM_URL: \${{ vars.APPLICATION_FORM_URL }}
      VITE_APPLICATION_FORM_SCRIPT: \${{ vars.APPLICATION_FORM_SCRIPT }}`;

export function workflowOf(app: AppName): string {
  const paths = list(pathFilters(app), '      ');
  return `# Written by \`npm run ci-workflows\` from the route table and the workspace (packages/release/src/ciWorkflow.ts): do not edit.
name: deploy-${app}

on:
  push:
    branches: [main]
    paths:
${paths}
  pull_request:
    paths:
${paths}
  workflow_dispatch:

# One run of this app at a time per branch, never cancelled mid-deploy (the deploy lock covers one checkout).
concurrency:
  group: deploy-${app}-\${{ github.ref }}
  cancel-in-progress: false

permissions:
  contents: read

jobs:
  release:
    runs-on: ubuntu-24.04
    timeout-minutes: 60
    env:
${BUILD_ENV}
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version-file: .nvmrc
      - name: Install (pnpm, frozen lockfile)
        run: node scripts/run-pnpm.mjs install --frozen-lockfile
      - name: Checks (types, lint, the app's unit suites)
        run: |
          node scripts/run-pnpm.mjs exec turbo run typecheck --filter=@ecole/app-${app}...
          node scripts/run-pnpm.mjs exec biome ci .
          node scripts/run-pnpm.mjs exec turbo run test --filter=@ecole/app-${app}...
      - name: Release of ${app} from the commit (a dirty tree is refused)
        run: npm run release -- ${app}
      - name: Shareable preview of the branch on Cloudflare (never indexed)
        if: github.event_name == 'pull_request'
        env:
          CLOUDFLARE_API_TOKEN: \${{ secrets.CLOUDFLARE_API_TOKEN }}
          CLOUDFLARE_ACCOUNT_ID: \${{ secrets.CLOUDFLARE_ACCOUNT_ID }}
          # Through the environment, never pasted into the script: a branch name is its author's text.
          PREVIEW_BRANCH: \${{ github.head_ref }}
        run: npm run preview -- ${app} --target cloudflare --alias "$PREVIEW_BRANCH"
      - name: Deploy to Cloudflare under the deploy lock
        if: github.ref == 'refs/heads/main' && github.event_name != 'pull_request'
        env:
          CLOUDFLARE_API_TOKEN: \${{ secrets.CLOUDFLARE_API_TOKEN }}
          CLOUDFLARE_ACCOUNT_ID: \${{ secrets.CLOUDFLARE_ACCOUNT_ID }}
        run: npm run deploy -- ${app} --target cloudflare
      - name: Live check, byte for byte
        if: github.ref == 'refs/heads/main' && github.event_name != 'pull_request'
        env:
          CLOUDFLARE_API_TOKEN: \${{ secrets.CLOUDFLARE_API_TOKEN }}
          CLOUDFLARE_ACCOUNT_ID: \${{ secrets.CLOUDFLARE_ACCOUNT_ID }}
        run: |
          npm run release:status -- --target cloudflare
          npm run release:check -- --url \${{ vars.SITE_ORIGIN }} --app ${app}
`;
}

/** Writes every app's workflow; returns the files written. */
export function writeWorkflows(root = REPO_ROOT): string[] {
  return APP_NAMES.map((app) => {
    writeFileSync(join(root, workflowFile(app)), workflowOf(app));
    return workflowFile(app);
  });
}
