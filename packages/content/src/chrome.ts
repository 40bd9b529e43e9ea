import { findRoute, type RoutePath } from '@ecole/routes';
import { SCHOOL } from './school.ts';
import { SEGMENT_PATHS } from './segments/segment.ts';

/**
 * The links of the header and the footer (spec §2 "Global elements"), as content: which pages,
 * in which order. Their words come from the route table (`navLabel`, else the breadcrumb label),
 * so a page is named the same everywhere.
 */
export interface NavLink {
  label: string;
  href: RoutePath;
}

/** Links of a menu shown together, under a small heading when it has a label. */
export interface NavGroup {
  label?: string;
  items: readonly NavLink[];
}

export interface NavMenu {
  /** Stable key, also used in element ids. */
  key: string;
  label: string;
  /** Every link of the menu, in order. */
  items: readonly NavLink[];
  /** The same links in groups, when a long menu reads better split. */
  groups?: readonly NavGroup[];
}

export interface FooterColumn {
  title: string;
  links: readonly NavLink[];
}

/** A page's label in the route table (its breadcrumb's word). */
function labelOf(path: RoutePath): string {
  const route = findRoute(path);
  if (!route) throw new Error(`Lien de navigation vers ${path}, absent de la table des routes.`);
  return route.label;
}

function nav(path: RoutePath): NavLink {
  const route = findRoute(path);
  if (!route) throw new Error(`Lien de navigation vers ${path}, absent de la table des routes.`);
  return { label: 'navLabel' in route && route.navLabel ? route.navLabel : route.label, href: path };
}

export const HEADER_MENUS: readonly NavMenu[] = [
  { key: 'ecole', label: 'L’école', items: [nav('/ecole'), nav('/admissions')] },
  {
    key: 'formations',
    label: 'Formations',
    items: [nav('/programmes'), nav('/programmes/marketing-digital'), nav('/programmes/dirigeants-salaries')],
  },
];

/**
 * « Entreprises » is one link to /entreprises (spec §2), not a menu of every sector page: the
 * sectors are reached from /entreprises (« Voir les offres par secteur », one card each) and from
 * the footer, so a new sector no longer grows every page's header (issue 39, point 6). Its word is
 * the route's label, as the specification names the entry (its `navLabel` reads « L’offre
 * entreprises » among the footer's links).
 */
export const HEADER_LINKS: readonly NavLink[] = [{ ...nav('/entreprises'), label: labelOf('/entreprises') }, nav('/faq'), nav('/contact')];

/** The header's primary button (spec §2): 'Je postule' to /candidater. */
export const HEADER_CALL_TO_ACTION = { label: 'Je postule', href: '/candidater' } as const satisfies NavLink;

/**
 * The footer's columns. The first is the specification's list; the others make every page
 * reachable from any page, the company landings included (campaigns link straight to them).
 */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Navigation',
    links: [nav('/'), nav('/entreprises'), nav('/ecole'), nav('/programmes'), nav('/contact'), nav('/accessibilite')],
  },
  {
    title: 'Étudiants',
    links: [
      nav('/etudiants'),
      nav('/candidater'),
      nav('/admissions'),
      nav('/resultats'),
      nav('/programmes/marketing-digital'),
      nav('/programmes/community-manager'),
      nav('/programmes/digital-business-developer'),
      nav('/faq'),
      nav('/collectivites'),
    ],
  },
  {
    title: 'Entreprises',
    links: [
      nav('/recruter-un-alternant'),
      // Every sector page, from the route table: the header no longer lists them (issue 39).
      ...SEGMENT_PATHS.map(nav),
      nav('/formation-ia'),
      nav('/programmes/dirigeants-salaries'),
    ],
  },
];

export const FOOTER_LEGAL_LINKS: readonly NavLink[] = [nav('/mentions-legales'), nav('/politique-confidentialite')];

/**
 * The one line of links under a chrome-less page (/formation-ia: no header, no footer, spec §2).
 * The page collects personal data, so its visitors still reach the legal notices, the privacy
 * policy and the accessibility statement.
 */
export const BARE_FOOTER_LINKS: readonly NavLink[] = [nav('/mentions-legales'), nav('/politique-confidentialite'), nav('/accessibilite')];

/**
 * What the footer says of the school, on every page of the site and company apps (spec §2): the
 * brand, its line, the contact details, the copyright holder and the quality certificate.
 */
export const FOOTER_IDENTITY = {
  brand: SCHOOL.brand,
  tagline: SCHOOL.tagline,
  legalName: SCHOOL.legalName,
  email: SCHOOL.email,
  phone: SCHOOL.phone,
  phoneHref: SCHOOL.phoneHref,
  certificate: SCHOOL.qualityCertificate,
} as const;
