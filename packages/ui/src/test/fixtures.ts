/**
 * A small made-up site for the chrome's tests and stories: three apps, a few pages, the words of
 * a header and a footer. The design system knows no school; the apps give it theirs.
 */
import type { BreadcrumbTrail } from '../Breadcrumb/breadcrumbItems.ts';
import type { FooterProps } from '../Footer/Footer.tsx';
import type { HeaderProps } from '../Header/Header.tsx';
import { pagePathOf } from '../PagePath/usePagePath.ts';
import type { NavLink } from '../SmartLink/SmartLink.tsx';

export const FIXTURE_APPS = ['site', 'formation-ia', 'entreprises'] as const;
export type FixtureApp = (typeof FIXTURE_APPS)[number];

/** Each page of the made-up site: the app that serves it and its label. */
export const FIXTURE_PAGES: Readonly<Record<string, { app: FixtureApp; label: string }>> = {
  '/': { app: 'site', label: 'Accueil' },
  '/ecole': { app: 'site', label: 'Présentation' },
  '/admissions': { app: 'site', label: 'Admissions' },
  '/programmes': { app: 'site', label: 'Programmes' },
  '/programmes/marketing-digital': { app: 'site', label: 'Marketing digital' },
  '/programmes/dirigeants-salaries': { app: 'site', label: 'Dirigeants et salariés' },
  '/faq': { app: 'site', label: 'FAQ' },
  '/contact': { app: 'site', label: 'Contact' },
  '/candidater': { app: 'site', label: 'Candidater' },
  '/mentions-legales': { app: 'site', label: 'Mentions légales' },
  '/politique-confidentialite': { app: 'site', label: 'Politique de confidentialité' },
  '/accessibilite': { app: 'site', label: 'Accessibilité' },
  '/formation-ia': { app: 'formation-ia', label: 'Formation IA' },
  '/entreprises': { app: 'entreprises', label: 'L’offre entreprises' },
  '/tpe': { app: 'entreprises', label: 'TPE' },
  '/pme': { app: 'entreprises', label: 'PME' },
};

function pageOf(path: string) {
  return FIXTURE_PAGES[pagePathOf(path)];
}

function link(href: string): NavLink {
  const page = pageOf(href);
  if (!page) throw new Error(`${href}: not a page of the fixture site`);
  return { label: page.label, href };
}

export const FIXTURE_ORIGIN = 'https://www.ecole.example';

export const FIXTURE_TRAIL: BreadcrumbTrail = {
  labelOf: (prefix) => pageOf(prefix)?.label ?? decodeURIComponent(prefix.split('/').at(-1) ?? ''),
  absoluteUrl: (path) => new URL(path, `${FIXTURE_ORIGIN}/`).href,
};

export const FIXTURE_HEADER: HeaderProps = {
  brand: 'École Exemple',
  menus: [
    { key: 'ecole', label: 'L’école', items: [link('/ecole'), link('/admissions')] },
    { key: 'formations', label: 'Formations', items: [link('/programmes'), link('/programmes/marketing-digital')] },
    {
      key: 'entreprises',
      label: 'Entreprises',
      items: [link('/entreprises'), link('/formation-ia'), link('/tpe'), link('/pme')],
      groups: [{ items: [link('/entreprises'), link('/formation-ia')] }, { label: 'Par secteur', items: [link('/tpe'), link('/pme')] }],
    },
  ],
  links: [link('/faq'), link('/contact')],
  callToAction: { label: 'Je postule', href: '/candidater' },
};

export const FIXTURE_LEGAL_LINKS: readonly NavLink[] = [link('/mentions-legales'), link('/politique-confidentialite')];

export const FIXTURE_FOOTER: FooterProps = {
  identity: {
    brand: 'École Exemple',
    tagline: 'L’alternance, près de chez vous.',
    legalName: 'École Exemple SAS',
    email: 'contact@ecole.example',
    phone: '01 23 45 67 89',
    phoneHref: '+33123456789',
    certificate: { href: 'https://certificats.example/ecole-exemple', label: 'Certificat qualité', imageUrl: '/certificat-qualite.svg' },
  },
  columns: [
    { title: 'Navigation', links: [link('/'), link('/programmes'), link('/contact')] },
    { title: 'Entreprises', links: [link('/entreprises'), link('/tpe'), link('/formation-ia')] },
  ],
  legalLinks: FIXTURE_LEGAL_LINKS,
};

/** The legal line of a chrome-less landing. */
export const FIXTURE_BARE_LINKS: readonly NavLink[] = [...FIXTURE_LEGAL_LINKS, link('/accessibilite')];

/** Everything `SiteChrome` takes besides its children. */
export const FIXTURE_CHROME = { header: FIXTURE_HEADER, footer: FIXTURE_FOOTER, trail: FIXTURE_TRAIL } as const;
