import type { HeroBackgroundName, IllustrationName } from '@ecole/content';
import accessibility from './art/accessibility.svg?no-inline';
import ai from './art/ai.svg?no-inline';
import application from './art/application.svg?no-inline';
import companies from './art/companies.svg?no-inline';
import contact from './art/contact.svg?no-inline';
import courses from './art/courses.svg?no-inline';
import legal from './art/legal.svg?no-inline';
import lost from './art/lost.svg?no-inline';
import region from './art/region.svg?no-inline';
import school from './art/school.svg?no-inline';
import students from './art/students.svg?no-inline';
import success from './art/success.svg?no-inline';
import coursesBackground from './backgrounds/courses.svg?no-inline';

/** Every illustration has the same box, so the hero's layout never shifts when it loads. */
export const ILLUSTRATION_SIZE = { width: 480, height: 400 } as const;

/** The artwork file of each illustration (original SVG, one per audience and theme). */
export const ILLUSTRATION_FILES: Readonly<Record<IllustrationName, string>> = {
  students,
  region,
  companies,
  school,
  courses,
  ai,
  application,
  contact,
  accessibility,
  legal,
  success,
  lost,
};

/**
 * The artwork behind a hero's text (spec §2: the Bachelor's hero has a background image). Low in
 * detail on purpose: a few flat shapes weigh a few bytes per pixel, below what Chromium counts as
 * a largest contentful paint (it ignores images under 0.05 bit per pixel), so the headline stays
 * the largest paint and the image never delays it.
 */
export const HERO_BACKGROUND_FILES: Readonly<Record<HeroBackgroundName, string>> = { courses: coursesBackground };
