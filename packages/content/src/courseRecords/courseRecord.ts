import type { RoutePath } from '@ecole/routes';
import type { DiplomaLevel } from '../apprenticeship/employerCost.ts';
import type { Intake } from '../courses.ts';
import { type Known, type Missing, missingFact } from '../model/placeholder.ts';
import type { KeyInformationPart } from '../model/sections.ts';

/**
 * One course as the public-information duties require it (Qualiopi indicators 1 and 3; DESIGN.md
 * §2.12): one typed record per course, every item present. An item is a list of parts, each one
 * known or `Missing` (a fact the school has not supplied: the page shows nothing in its place, or
 * its neutral label where one is true; the launch check lists it and a production build refuses it).
 */
export type Item = readonly Known<KeyInformationPart>[];

/** The five courses: three apprenticeship programmes, the short course, the one-day AI course. */
export const COURSE_KEYS = ['bachelor-marketing-digital', 'community-manager', 'digital-business-developer', 'dirigeants-salaries', 'formation-ia'] as const;
export type CourseKey = (typeof COURSE_KEYS)[number];

/** A course leading to a certification registered in the RNCP (indicators 1 and 3). */
export interface Certifying {
  certifying: true;
  /** The specification's own wording of the level, said beside the registered one (« Bac+3 »). */
  diplomaLevel?: string;
  /** The exact title as registered (« Chargé de marketing digital et e-commerce »). */
  title: Known<string>;
  /** The register's number (RNCP 40377): the link to its France compétences page is built from it. */
  rncp: Known<number>;
  level: Known<DiplomaLevel>;
  /** Who awards the title, as the France compétences page names it. */
  certifier: Known<string>;
  /** The day of France compétences' registration decision and the end of the registration (`YYYY-MM-DD`). */
  registeredOn: Known<string>;
  expiresOn: Known<string>;
  skillBlocks: Known<readonly string[]>;
  /** Open to the validation of prior experience (VAE). */
  vae: Known<boolean>;
  equivalences: Item;
  after: Item;
}

export interface NotCertifying {
  certifying: false;
}

export interface CourseRecord {
  key: CourseKey;
  path: RoutePath;
  /** The course's name on the site (the specification's wording: « Bachelor Marketing Digital »). */
  name: string;
  /** The day this record was last checked (`YYYY-MM-DD`), shown as « Mis à jour le … ». */
  updatedOn: string;
  /** Known intakes (apprenticeship courses): the access item says the next one, or that dates are coming. */
  intakes?: readonly Intake[];
  prerequisites: Item;
  /** Worded as skills: what the learner will be able to do. */
  objectives: Item;
  /** Its length, in hours as well as in months or days. */
  duration: Item;
  rhythm: Item;
  /** How to get in (application, selection) and how it is taught (remote, apprenticeship). */
  modalities: Item;
  accessDelay: Item;
  /** The price or the pricing conditions: who pays what, and what funds it. */
  price: Item;
  methods: Item;
  assessment: Item;
  certification: Certifying | NotCertifying | Missing;
}

/** The record's missing facts are declared against its page: `missingFact(id, label, [path])`. */
export type CourseMissing = (id: string, label: string, meanwhile?: string) => Missing;

/** `missing('certifier', 'certificateur')` declares `course.<key>.certifier`, needed on the course's page. */
export function missingOf(key: CourseKey, courseName: string, path: string): CourseMissing {
  return (id, label, meanwhile) => missingFact(`course.${key}.${id}`, `${courseName} : ${label}`, [path], meanwhile);
}
