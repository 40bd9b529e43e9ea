/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `<app>@local`, replaced in each page by `npm run release` (@ecole/release). Set by viteConfig.js. */
  readonly ECOLE_RELEASE?: string;
  /** The app's chrome digest and its parts (chromeStamp.ts). Set by viteConfig.js. */
  readonly ECOLE_CHROME?: string;
  readonly ECOLE_CHROME_PARTS?: string;
}
