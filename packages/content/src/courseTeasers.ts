import type { RoutePath } from '@ecole/routes';
import { BACHELOR } from './courses.ts';
import type { CardItem } from './model/sections.ts';

/** The work-study courses a teaser card presents (the short course has its own cards). */
export type TeasedCourse = 'bachelor-marketing-digital' | 'community-manager' | 'digital-business-developer';

export interface CourseTeaser {
  /** The course's name on a card. */
  title: string;
  /** One sentence: what the course leads to. */
  summary: string;
  /** The course's own page. */
  href: RoutePath;
  /**
   * Where the summary comes from: the course's record (`packages/content/data/courses/`), whose
   * skills (and, for the Bachelor, level and duration) it sums up. Change the record, check this.
   */
  source: `data/courses/${string}.json`;
}

/** The Bachelor's subjects, in the order every teaser names them. */
export const BACHELOR_SUBJECTS = 'stratégie digitale, e-commerce, publicité, contenus';

/**
 * The teaser of each work-study course, written once (issue 36, point 4): the home page, /etudiants
 * and /programmes show the same sentences on their course cards, each page choosing its card's
 * title, colour and button.
 */
export const COURSE_TEASERS: Readonly<Record<TeasedCourse, CourseTeaser>> = {
  'bachelor-marketing-digital': {
    title: BACHELOR.name,
    summary: `${BACHELOR.diplomaLevel} en ${BACHELOR.durationMonths} mois, certifié RNCP : ${BACHELOR_SUBJECTS}.`,
    href: '/programmes/marketing-digital',
    source: 'data/courses/bachelor-marketing-digital.json',
  },
  'community-manager': {
    title: 'Community Manager',
    summary: 'Animer les réseaux sociaux d’une entreprise, créer des contenus et faire grandir sa communauté.',
    href: '/programmes/community-manager',
    source: 'data/courses/community-manager.json',
  },
  'digital-business-developer': {
    title: 'Digital Business Developer',
    summary: 'Prospecter en ligne, suivre ses contacts dans un CRM et trouver de nouveaux clients.',
    href: '/programmes/digital-business-developer',
    source: 'data/courses/digital-business-developer.json',
  },
};

/** A course's card: its teaser with the page's button label, and what else the page gives it. */
export function courseTeaserCard(course: TeasedCourse, label: string, card: Partial<Pick<CardItem, 'title' | 'accent' | 'description'>> = {}): CardItem {
  const { title, summary, href } = COURSE_TEASERS[course];
  return { title, ...card, description: card.description ?? summary, action: { label, href } };
}
