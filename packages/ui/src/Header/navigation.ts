/** The header's navigation (spec §2, "Global elements"). Paths must exist in the route table (tested). */
export interface NavLink {
  label: string;
  href: string;
}

export interface NavMenu {
  /** Stable key, also used in element ids. */
  key: string;
  label: string;
  items: readonly NavLink[];
}

export const HEADER_MENUS: readonly NavMenu[] = [
  {
    key: 'ecole',
    label: 'L’école',
    items: [
      { label: 'Présentation', href: '/ecole' },
      { label: 'Admissions', href: '/admissions' },
    ],
  },
  {
    key: 'formations',
    label: 'Formations',
    items: [
      { label: 'Toutes nos formations', href: '/programmes' },
      { label: 'Marketing digital', href: '/programmes/marketing-digital' },
      { label: 'Dirigeants et salariés', href: '/programmes/dirigeants-salaries' },
    ],
  },
];

export const HEADER_LINKS: readonly NavLink[] = [
  { label: 'Entreprises', href: '/entreprises' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Contact', href: '/contact' },
];

export const HEADER_CALL_TO_ACTION: NavLink = { label: 'Je postule', href: '/candidater' };
