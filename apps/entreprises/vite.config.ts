import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, runnerImport } from 'vite';

// Vite's default config loader hands bare imports to Node, which cannot load the route table's
// TypeScript source on Node 20; Vite's module runner can (https://vite.dev/guide/api-javascript#runnerimport).
const { module: routes } = await runnerImport<typeof import('@ecole/routes')>('@ecole/routes', { configFile: false });

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  // No `basename`: the apps share the domain root; each keeps its files under its own prefix.
  build: { assetsDir: routes.APPS.entreprises.assetsDir },
});
