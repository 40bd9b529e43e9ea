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
}

/**
 * Every route of the specification (section 2), plus the company-recruitment landing to which
 * the specification gives no path (DESIGN.md §1 names it) and the published results. The order is
 * the specification's, the additions last.
 */
export const ROUTES = [
  { path: '/', app: 'site', label: 'Accueil', title: 'Alternance en marketing digital à distance' },
  { path: '/collectivites', app: 'site', label: 'Collectivités', title: 'Collectivités : former les jeunes chez eux' },
  { path: '/etudiants', app: 'site', label: 'Étudiants', title: 'Étudier sans quitter sa région' },
  { path: '/entreprises', app: 'entreprises', label: 'Entreprises', navLabel: 'L’offre entreprises', title: 'Recruter un alternant en marketing digital' },
  { path: '/ecole', app: 'site', label: 'L’école', navLabel: 'Présentation', title: 'L’école : notre mission' },
  { path: '/programmes', app: 'site', label: 'Programmes', navLabel: 'Toutes nos formations', title: 'Nos formations' },
  { path: '/candidater', app: 'site', label: 'Candidater', title: 'Candidater en ligne' },
  { path: '/thank-you', app: 'site', label: 'Merci', title: 'Demande bien reçue' },
  { path: '/programmes/marketing-digital', app: 'site', label: 'Marketing digital', title: 'Bachelor Marketing Digital en alternance' },
  { path: '/programmes/community-manager', app: 'site', label: 'Community manager', title: 'Formation Community Manager en alternance' },
  { path: '/programmes/digital-business-developer', app: 'site', label: 'Digital business developer', title: 'Formation Digital Business Developer' },
  { path: '/programmes/dirigeants-salaries', app: 'site', label: 'Dirigeants et salariés', title: 'Formation Dirigeants et Salariés' },
  { path: '/formation-ia', app: 'formation-ia', label: 'Formation IA', title: 'Formation IA : gagnez 1 heure par jour' },
  { path: '/admissions', app: 'site', label: 'Admissions', title: 'Admissions' },
  { path: '/contact', app: 'site', label: 'Contact', title: 'Contactez-nous' },
  { path: '/mentions-legales', app: 'site', label: 'Mentions légales', title: 'Mentions légales' },
  { path: '/politique-confidentialite', app: 'site', label: 'Politique de confidentialité', title: 'Politique de confidentialité' },
  { path: '/faq', app: 'site', label: 'FAQ', title: 'Questions fréquentes' },
  { path: '/agence-marketing', app: 'entreprises', label: 'Agences marketing', title: 'Agences marketing : recrutez un alternant' },
  { path: '/tpe', app: 'entreprises', label: 'TPE', title: 'TPE : un alternant en marketing digital' },
  { path: '/pme', app: 'entreprises', label: 'PME', title: 'PME : un alternant en marketing digital' },
  { path: '/artisans', app: 'entreprises', label: 'Artisans', title: 'Artisans : un alternant pour communiquer' },
  { path: '/commercants', app: 'entreprises', label: 'Commerçants', title: 'Commerçants : attirez plus de clients' },
  { path: '/professions-liberales', app: 'entreprises', label: 'Professions libérales', title: 'Professions libérales et alternance' },
  { path: '/btp-industrie', app: 'entreprises', label: 'BTP et industrie', title: 'BTP et industrie : un alternant digital' },
  { path: '/offices-tourisme', app: 'entreprises', label: 'Offices de tourisme', title: 'Offices de tourisme : un alternant digital' },
  { path: '/accessibilite', app: 'site', label: 'Accessibilité', title: 'Accessibilité et handicap' },
  { path: '/recruter-un-alternant', app: 'entreprises', label: 'Recruter un alternant', title: 'Recruter un alternant sans démarches' },
  // The results a CFA must publish (Code du travail, art. L6111-8); the spec's figures link to it.
  { path: '/resultats', app: 'site', label: 'Nos résultats', title: 'Nos résultats, diplôme par diplôme' },
  // Where a contact form posted without JavaScript lands when the request was not stored (the
  // submit-contact-form function's redirect; noindex, like /thank-you).
  { path: '/demande-non-envoyee', app: 'site', label: 'Demande non envoyée', title: 'Votre demande n’a pas été envoyée' },
  // Where the staff mails' « Je m’en occupe » and « Répondu » links lead (issue 21): the
  // confirmation whose POST changes a request; noindex, in no menu.
  { path: '/suivi-demande', app: 'site', label: 'Suivi d’une demande', title: 'Suivi d’une demande' },
] as const satisfies readonly RouteEntry[];

export type RoutePath = (typeof ROUTES)[number]['path'];

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
