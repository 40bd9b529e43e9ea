/**
 * What every app must agree on, as digests (issue: « Chrome drift is caught »): the route table
 * (paths, owners, titles, redirects, asset prefixes), the design tokens, and, for the apps that
 * show them, the header's and the footer's content. Each app's build writes its digest into every
 * page (`<meta name="chrome">`, and `<meta name="chrome-parts">` part by part, @ecole/app-build's
 * Document), so `npm run release:check` can tell from the live pages which app is behind.
 *
 * Data only, hashed from the modules that hold it: a change of wording, link or colour changes
 * the digest; a formatting change of a component does not.
 */
import { createHash } from 'node:crypto';
import { FOOTER_COLUMNS, FOOTER_IDENTITY, FOOTER_LEGAL_LINKS, HEADER_CALL_TO_ACTION, HEADER_LINKS, HEADER_MENUS } from '@ecole/content/chrome';
import { APP_NAMES, APPS, type AppName, REDIRECTS, ROUTES } from '@ecole/routes';
import { tokens } from '@ecole/ui/tokens/data';

export const CHROME_PARTS = ['routes', 'tokens', 'header', 'footer'] as const;
export type ChromePart = (typeof CHROME_PARTS)[number];

/** How the drift check names a part, in French. */
export const CHROME_PART_LABELS: Readonly<Record<ChromePart, string>> = {
  routes: 'la table des routes',
  tokens: 'les jetons de design',
  header: 'l’en-tête',
  footer: 'le pied de page',
};

/** What each part is a digest of. */
export type ChromeData = Readonly<Record<ChromePart, unknown>>;

/**
 * This checkout's data, part by part. Exported, with `chromeStamp`'s `data`, for the release
 * scenario (e2e/support/releaseVariant.ts): it stamps a copy of this build as a build with a new
 * footer would be stamped, without building it.
 */
export const CHROME_DATA = {
  routes: { routes: ROUTES, redirects: REDIRECTS, apps: APP_NAMES.map((app) => APPS[app]) },
  tokens,
  header: { menus: HEADER_MENUS, links: HEADER_LINKS, callToAction: HEADER_CALL_TO_ACTION },
  footer: { columns: FOOTER_COLUMNS, legal: FOOTER_LEGAL_LINKS, identity: FOOTER_IDENTITY },
} as const satisfies ChromeData;

const digestOf = (value: unknown, length: number) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, length);

/** The parts an app shows: a chrome-less app (the AI landing) has no header and no footer. */
export function chromePartsOf(app: AppName): readonly ChromePart[] {
  return APPS[app].chrome ? CHROME_PARTS : ['routes', 'tokens'];
}

export type ChromeParts = Partial<Record<ChromePart, string>>;

export interface ChromeStamp {
  /** 16 hex digits over the app's parts: equal digests, nothing to redeploy. */
  digest: string;
  /** 8 hex digits per part, for the drift check's explanation. */
  parts: ChromeParts;
}

export function chromeStamp(app: AppName, data: ChromeData = CHROME_DATA): ChromeStamp {
  const parts = Object.fromEntries(chromePartsOf(app).map((part) => [part, digestOf(data[part], 8)])) as ChromeParts;
  return { digest: digestOf(parts, 16), parts };
}

/** `routes:1a2b3c4d tokens:…`: the `chrome-parts` meta's content. */
export function formatChromeParts(parts: ChromeParts): string {
  return CHROME_PARTS.filter((part) => parts[part] !== undefined)
    .map((part) => `${part}:${parts[part]}`)
    .join(' ');
}

export function parseChromeParts(content: string): ChromeParts {
  const parts: ChromeParts = {};
  for (const pair of content.trim().split(/\s+/)) {
    const [name, value] = pair.split(':');
    if ((CHROME_PARTS as readonly string[]).includes(name ?? '') && value && /^[0-9a-f]{8}$/.test(value)) parts[name as ChromePart] = value;
  }
  return parts;
}

export { CHROME_META, CHROME_PARTS_META, LOCAL_RELEASE_ID, RELEASE_META } from './releaseMeta.ts';
