import { findRedirect, findRoute } from '@ecole/routes';
import { CONTACT_REASONS } from '../contactReasons.ts';
import { hrefKind, splitHref } from '../model/link.ts';
import { NOT_FOUND_PATH, type Page } from '../model/page.ts';
import { anchorsOf, hrefsOf, proseOf } from '../model/walk.ts';
import { PUBLIC_DOCUMENTS } from '../school.ts';

/**
 * The checks every page's copy passes, as functions returning French problems (an empty list when
 * the page is right): the content tests assert each list is empty, and `npm run release` refuses a
 * release while one is not (`contentChecks.ts`). One rule, two callers.
 */

const pageName = (page: Page) => (page.path === NOT_FOUND_PATH ? 'page non trouvée (404)' : page.path);

/** Each typographic rule: the pattern it refuses and what to write instead. */
export const TYPOGRAPHY_RULES: readonly { refuses: RegExp; fix: string }[] = [
  // The typographic apostrophe, never the typewriter one (nor a quote used as one).
  { refuses: /['`´]/, fix: 'une apostrophe droite : écrivez l’apostrophe française ’' },
  // A narrow no-break space before ; ! ? and :, never a plain or a wide one (and never none after a
  // word: « Bonjour! »). Times (10:30) and addresses are not prose.
  { refuses: /[ \u00a0][;!?:]/, fix: 'une espace ordinaire avant ; ! ? ou : (une espace fine insécable, posée par la mise en page)' },
  { refuses: /[\p{L}\p{N})»][;!?](?=\s|$)/u, fix: 'aucune espace avant ; ! ou ? (une espace fine insécable)' },
  { refuses: /[\p{L})»] ?:(?=\s|$)/u, fix: 'aucune espace ou une espace ordinaire avant « : » (une espace fine insécable)' },
  // A no-break space before % and €, and inside « ».
  { refuses: /(?:[ \u202f]|\d)[%€]/, fix: 'un % ou un € sans espace insécable avant' },
  { refuses: /«(?!\u00a0)|(?<!\u00a0)»/, fix: 'des guillemets « » sans espace insécable à l’intérieur' },
  // Thousands grouped: 5 000 €, never 5000 € nor 5.000 €.
  { refuses: /\b\d{4,}\u00a0?€|\b\d{1,3}\.\d{3}\b/, fix: 'un montant dont les milliers ne sont pas séparés par une espace (5 000 €)' },
  { refuses: / {2,}|^\s|\s$/, fix: 'deux espaces de suite, ou une espace au début ou à la fin' },
];

/** The page's copy against French typography: one problem per text and rule. */
export function typographyProblems(page: Page): string[] {
  return proseOf(page).flatMap(({ path, text }) =>
    TYPOGRAPHY_RULES.filter((rule) => rule.refuses.test(text)).map((rule) => `${pageName(page)}, ${path} : ${rule.fix} dans « ${text} ».`),
  );
}

/**
 * The page's links: only routes (or their redirects), anchors of the target page, documents the
 * site serves and real addresses; /contact's reason as the only query.
 */
export function linkProblems(page: Page, pageByPath: ReadonlyMap<string, Page>): string[] {
  const problems: string[] = [];
  const at = (where: string, href: string, what: string) => problems.push(`${pageName(page)}, ${where} : le lien ${href} ${what}.`);
  for (const { path: where, href } of hrefsOf(page)) {
    const kind = hrefKind(href);
    if (kind === 'external' && !URL.canParse(href)) at(where, href, 'n’est pas une adresse valide');
    if (kind === 'mailto' && !/^mailto:[^@\s]+@[^@\s]+\.[a-z]{2,}$/.test(href)) at(where, href, 'n’est pas une adresse e-mail valide');
    if (kind === 'tel' && !/^tel:\+\d{6,15}$/.test(href)) at(where, href, 'n’est pas un numéro au format international (+33…)');
    if (kind === 'document' && !PUBLIC_DOCUMENTS.includes(href)) at(where, href, 'mène à un document que le site ne sert pas');
    if (kind !== 'route' && kind !== 'anchor') continue;
    const { path: target = page.path, anchor } = splitHref(href);
    if (!findRoute(target) && !findRedirect(target)) {
      at(where, href, 'ne mène à aucune page (packages/routes/src/table.ts)');
      continue;
    }
    if (anchor !== undefined) {
      const targetPage = pageByPath.get(findRoute(target)?.path ?? '');
      if (!targetPage) at(where, href, `: aucune page ne porte l’ancre #${anchor}`);
      else if (!anchorsOf(targetPage).includes(anchor)) at(where, href, `: #${anchor} n’est pas sur ${target}`);
    }
    const query = href.split('#')[0]!.split('?')[1];
    if (query !== undefined) {
      // The only query a page links with is /contact's reason, and only a known one.
      const params = new URLSearchParams(query);
      const keys = [...params.keys()];
      if (keys.length !== 1 || keys[0] !== 'objet') at(where, href, 'a un paramètre autre que « objet »');
      else if (!CONTACT_REASONS.some((reason) => reason.slug === params.get('objet'))) at(where, href, 'nomme un objet de demande inconnu');
    }
  }
  return problems;
}
