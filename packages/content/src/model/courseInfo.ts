/**
 * The public information a course page must give (Qualiopi national framework, indicator 1, and
 * indicator 3 for a course leading to a certification, as worded in the ministry's reading guide),
 * in the order the « Informations clés » block shows it. Each course record (`courseRecords/`)
 * holds every item; an item the school has not supplied is a `Missing` fact the launch check lists.
 */
export const COURSE_INFO_ITEMS = {
  prerequisites: 'Prérequis',
  objectives: 'Objectifs',
  duration: 'Durée',
  rhythm: 'Rythme',
  modalities: 'Modalités d’accès',
  accessDelay: 'Délai d’accès',
  price: 'Tarif',
  contacts: 'Contacts',
  methods: 'Méthodes mobilisées',
  assessment: 'Modalités d’évaluation',
  accessibility: 'Accessibilité aux personnes handicapées',
  certification: 'Certification',
  certifier: 'Certificateur',
  registration: 'Enregistrement au RNCP',
  skillBlocks: 'Blocs de compétences',
  equivalences: 'Équivalences et passerelles',
  after: 'Suites de parcours et débouchés',
  passRate: 'Taux d’obtention',
} as const;

export type CourseInfoItemId = keyof typeof COURSE_INFO_ITEMS;

/** What every course states (indicator 1). */
export const EVERY_COURSE_ITEMS = [
  'prerequisites',
  'objectives',
  'duration',
  'rhythm',
  'modalities',
  'accessDelay',
  'price',
  'contacts',
  'methods',
  'assessment',
  'accessibility',
  'certification',
] as const satisfies readonly CourseInfoItemId[];

/**
 * What a course page says in place of an item the school has not supplied yet (issue 35, point 6):
 * seen on a preview build, never on a production one (it refuses an open item), and never an item
 * silently left out under an introduction that promises it.
 */
export const OPEN_ITEM_MARK = 'À compléter par l’école';

/**
 * The items every course page shows, stated or marked: indicator 1, and the equivalences and
 * outlets (« suites de parcours et débouchés ») the block states for every course.
 */
export const SHOWN_COURSE_ITEMS: readonly CourseInfoItemId[] = [...EVERY_COURSE_ITEMS, 'equivalences', 'after'];

/** What a course leading to a certification states besides (indicators 1 and 3). */
export const CERTIFYING_COURSE_ITEMS = [
  'certifier',
  'registration',
  'skillBlocks',
  'equivalences',
  'after',
  'passRate',
] as const satisfies readonly CourseInfoItemId[];
