import { CHROME_META, CHROME_PARTS_META, type ChromeParts, LOCAL_RELEASE_ID, parseChromeParts, RELEASE_META } from '@ecole/app-build/chromeStamp';
import type { AppName } from '@ecole/routes';
import { type DefaultTreeAdapterMap, parse } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** What a page says of itself in its `<head>` (Document.tsx of @ecole/app-build). */
export interface PageStamp {
  /** `<app>@<release id>`. */
  release?: string;
  /** The app's version (its package.json's at the release), the meta's `data-version`. */
  version?: string;
  chrome?: string;
  chromeParts: ChromeParts;
}

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child);
  if ('content' in node && node.content) yield* elements(node.content as Node);
}

function metaElements(html: string) {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const metas = new Map<string, Element>();
  for (const element of elements(document)) {
    if (element.tagName !== 'meta') continue;
    const name = element.attrs.find((attr) => attr.name === 'name')?.value;
    if (name && !metas.has(name)) metas.set(name, element);
  }
  return metas;
}

const contentOf = (element: Element | undefined) => element?.attrs.find((attr) => attr.name === 'content')?.value;

export function readPageStamp(html: string): PageStamp {
  const metas = metaElements(html);
  return {
    release: contentOf(metas.get(RELEASE_META)),
    version: metas.get(RELEASE_META)?.attrs.find((attr) => attr.name === VERSION_ATTRIBUTE)?.value,
    chrome: contentOf(metas.get(CHROME_META)),
    chromeParts: parseChromeParts(contentOf(metas.get(CHROME_PARTS_META)) ?? ''),
  };
}

/** The attribute of the `release` meta that holds the app's version. */
export const VERSION_ATTRIBUTE = 'data-version';

/**
 * Writes the release id into a page built as `<app>@local`: the `content` attribute of its
 * `release` meta is replaced where the HTML parser found it (its source offsets), followed by the
 * app's version (`data-version`) when given, the rest of the page byte for byte. Refuses a page of another app or one already stamped: a release is made of
 * the app's own fresh build only.
 */
export function stampPage(html: string, app: AppName, releaseId: string, file = 'la page', version?: string): string {
  const meta = metaElements(html).get(RELEASE_META);
  const location = meta?.sourceCodeLocation?.attrs?.content;
  const current = contentOf(meta);
  if (!meta || !location || current === undefined)
    throw new Error(`${file} : pas de <meta name="${RELEASE_META}" content="…"> (build antérieur aux releases ?)`);
  if (current !== `${app}@${LOCAL_RELEASE_ID}`) {
    throw new Error(`${file} : estampille « ${current} » inattendue (attendu « ${app}@${LOCAL_RELEASE_ID} » : un build frais de « ${app} »).`);
  }
  if (!/^[0-9A-Za-z._-]+$/.test(releaseId)) throw new Error(`Identifiant de release invalide : ${releaseId}`);
  if (version !== undefined && !/^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/.test(version)) throw new Error(`Version invalide : ${version}`);
  const attributes = `content="${app}@${releaseId}"${version ? ` ${VERSION_ATTRIBUTE}="${version}"` : ''}`;
  return `${html.slice(0, location.startOffset)}${attributes}${html.slice(location.endOffset)}`;
}
