import type { AppName } from './apps.ts';

export interface RouteEntry {
  /** Absolute path, no trailing slash (except `/`). */
  path: `/${string}`;
  app: AppName;
  /** Friendly label of the last path segment in the breadcrumb. */
  label: string;
  /** `<title>` of the page. */
  title: string;
  /** The page's name in the header and footer menus, when it differs from `label`. */
  navLabel?: string;
  /**
   * What kind of page it is, which sets its byte budget (packages/bench/src/budgets.test.ts): a
   * new page of a known template needs no budget of its own. A `segment` page is a sector's page
   * built by `segmentPage` (the company menu lists them) and rendered by its app's `segmentRoute`.
   */
  template: PageTemplate;
}

/**
 * The templates of the site's pages, named for what their pages carry: `content` (text, cards,
 * figures; no island), `legal` (long text, no island), `notice` (a short answer, no island),
 * `course` and `student` (the pay simulator), `company` and `segment` (the cost estimator), `form`
 * (the contact form), `follow-up` (what comes after a request), and `desk`: the staff desk's
 * client-rendered shell (issue 32), the one route of the `equipe` app, which is no content page.
 */
export const PAGE_TEMPLATES = ['content', 'legal', 'notice', 'course', 'student', 'company', 'segment', 'form', 'follow-up', 'desk'] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

/**
 * Every route of the specification (section 2), plus the company-recruitment landing to which
 * the specification gives no path (DESIGN.md §1 names it) and the published results. The order is
 * the specification's, the additions last.
 */
export const ROUTES = [
  { path: '/', app: 'site', template: 'content', label: 'Accueil', title: 'Alternance en marketing digital à distance' },
  { path: '/collectivites', app: 'site', template: 'content', label: 'Collectivités', title: 'Collectivités : former les jeunes chez eux' },
  { path: '/etudiants', app: 'site', template: 'student', label: 'Étudiants', title: 'Étudier sans quitter sa région' },
  {
    path: '/entreprises',
    app: 'entreprises',
    template: 'company',
    label: 'Entreprises',
    navLabel: 'L’offre entreprises',
    title: 'Recruter un alternant en marketing digital',
  },
  { path: '/ecole', app: 'site', template: 'content', label: 'L’école', navLabel: 'Présentation', title: 'L’école : notre mission' },
  { path: '/programmes', app: 'site', template: 'content', label: 'Programmes', navLabel: 'Toutes nos formations', title: 'Nos formations' },
  { path: '/candidater', app: 'site', template: 'content', label: 'Candidater', title: 'Candidater en ligne' },
  { path: '/thank-you', app: 'site', template: 'follow-up', label: 'Merci', title: 'Demande bien reçue' },
  { path: '/programmes/marketing-digital', app: 'site', template: 'course', label: 'Marketing digital', title: 'Bachelor Marketing Digital en alternance' },
  { path: '/programmes/community-manager', app: 'site', template: 'course', label: 'Community manager', title: 'Formation Community Manager en alternance' },
  {
    path: '/programmes/digital-business-developer',
    app: 'site',
    template: 'course',
    label: 'Digital business developer',
    title: 'Formation Digital Business Developer',
  },
  { path: '/programmes/dirigeants-salaries', app: 'site', template: 'content', label: 'Dirigeants et salariés', title: 'Formation Dirigeants et Salariés' },
  { path: '/formation-ia', app: 'formation-ia', template: 'form', label: 'Formation IA', title: 'Formation IA : gagnez 1 heure par jour' },
  { path: '/admissions', app: 'site', template: 'student', label: 'Admissions', title: 'Admissions' },
  { path: '/contact', app: 'site', template: 'form', label: 'Contact', title: 'Contactez-nous' },
  { path: '/mentions-legales', app: 'site', template: 'legal', label: 'Mentions légales', title: 'Mentions légales' },
  { path: '/politique-confidentialite', app: 'site', template: 'legal', label: 'Politique de confidentialité', title: 'Politique de confidentialité' },
  { path: '/faq', app: 'site', template: 'content', label: 'FAQ', title: 'Questions fréquentes' },
  { path: '/agence-marketing', app: 'entreprises', template: 'segment', label: 'Agences marketing', title: 'Agences marketing : recrutez un alternant' },
  { path: '/tpe', app: 'entreprises', template: 'segment', label: 'TPE', title: 'TPE : un alternant en marketing digital' },
  { path: '/pme', app: 'entreprises', template: 'segment', label: 'PME', title: 'PME : un alternant en marketing digital' },
  { path: '/artisans', app: 'entreprises', template: 'segment', label: 'Artisans', title: 'Artisans : un alternant pour communiquer' },
  { path: '/commercants', app: 'entreprises', template: 'segment', label: 'Commerçants', title: 'Commerçants : attirez plus de clients' },
  { path: '/professions-liberales', app: 'entreprises', template: 'segment', label: 'Professions libérales', title: 'Professions libérales et alternance' },
  { path: '/btp-industrie', app: 'entreprises', template: 'segment', label: 'BTP et industrie', title: 'BTP et industrie : un alternant digital' },
  { path: '/offices-tourisme', app: 'entreprises', template: 'segment', label: 'Offices de tourisme', title: 'Offices de tourisme : un alternant digital' },
  { path: '/accessibilite', app: 'site', template: 'content', label: 'Accessibilité', title: 'Accessibilité et handicap' },
  { path: '/recruter-un-alternant', app: 'entreprises', template: 'company', label: 'Recruter un alternant', title: 'Recruter un alternant sans démarches' },
  // The results a CFA must publish (Code du travail, art. L6111-8); the spec's figures link to it.
  { path: '/resultats', app: 'site', template: 'content', label: 'Nos résultats', title: 'Nos résultats, diplôme par diplôme' },
  // Where a contact form posted without JavaScript lands when the request was not stored (the
  // submit-contact-form function's redirect; noindex, like /thank-you).
  { path: '/demande-non-envoyee', app: 'site', template: 'notice', label: 'Demande non envoyée', title: 'Votre demande n’a pas été envoyée' },
  // Where the staff mails' « Je m’en occupe » and « Répondu » links lead (issue 21): the
  // confirmation whose POST changes a request; noindex, in no menu.
  { path: '/suivi-demande', app: 'site', template: 'follow-up', label: 'Suivi d’une demande', title: 'Suivi d’une demande' },
  // The staff desk (issue 32): a signed-in app for the admissions team, its screens switched in
  // the page's fragment (#/demande/4F7A-1C2B), so the proxies serve this one path; noindex, out of
  // the sitemaps, `Disallow` in robots.txt, its own strict CSP.
  { path: '/equipe', app: 'equipe', template: 'desk', label: 'Espace équipe', title: 'Espace équipe' },
] as const satisfies readonly RouteEntry[];

export type RoutePath = (typeof ROUTES)[number]['path'];

/** The desk's shell path, from the table (the proxies give it its own headers). */
export const DESK_PATH = '/equipe' satisfies RoutePath;

/**
 * The public pages: every route but the desk's shell. Each is prerendered from its content module
 * (packages/content/src/pages/), and is what the sitemaps, the page tests, the e2e page checks and
 * the benchmark go through.
 */
export const PAGE_ROUTES = ROUTES.filter((route): route is Exclude<(typeof ROUTES)[number], { template: 'desk' }> => route.template !== 'desk');
export type PagePath = (typeof PAGE_ROUTES)[number]['path'];

/** The paths of the routes of one template (`SegmentPath`: the sectors' pages). */
export type RoutePathOf<T extends PageTemplate> = Extract<(typeof ROUTES)[number], { template: T }>['path'];

/** The routes of one template, in the table's order. */
export function pathsOfTemplate<T extends PageTemplate>(template: T): RoutePathOf<T>[] {
  // The filter keeps exactly the entries of `RoutePathOf<T>`; TypeScript cannot narrow a union by it.
  return ROUTES.filter((route) => route.template === template).map((route) => route.path) as RoutePathOf<T>[];
}

export interface Redirect {
  from: `/${string}`;
  to: RoutePath;
  status: 301;
}

/** Old or alternative paths (spec §2, DESIGN.md §3), answered 301 by the proxy. */
export const REDIRECTS = [
  { from: '/programmes/formation-dirigeants-salaries', to: '/programmes/dirigeants-salaries', status: 301 },
  { from: '/agences-marketing', to: '/agence-marketing', status: 301 },
  { from: '/formation-community-manager', to: '/programmes/community-manager', status: 301 },
  { from: '/formation-digital-business-developer', to: '/programmes/digital-business-developer', status: 301 },
] as const satisfies readonly Redirect[];
