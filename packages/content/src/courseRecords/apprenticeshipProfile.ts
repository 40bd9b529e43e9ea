import type { CardItem } from '../model/sections.ts';
import type { CourseKey, CourseRecord } from './courseRecord.ts';
import { PROFILE_DATA, PROFILE_LEVELS } from './profileLevels.ts';
import { apprenticeshipModalities, apprenticeshipPrice } from './shared.ts';

/**
 * The record of an apprenticeship course the specification names but does not describe
 * (Community Manager, Digital Business Developer: « Programme profiles », spec §3), from
 * `data/courses/<key>.json`. Its skills are the job's, worded by its page; everything the
 * specification does not give (duration, rhythm, title, level, certifier…) is missing there, each
 * item listed by the launch check. The school's diplomas are registered in the RNCP (spec §1), so
 * these courses are certifying.
 */
export function apprenticeshipProfileRecord(key: CourseKey & ('community-manager' | 'digital-business-developer')): CourseRecord {
  const path = key === 'community-manager' ? '/programmes/community-manager' : '/programmes/digital-business-developer';
  const { data, known, part } = PROFILE_DATA[key];
  const level = PROFILE_LEVELS[key];
  return {
    key,
    path,
    name: data.name,
    updatedOn: data.updatedOn,
    intakes: data.intakes ?? [],
    prerequisites: [part(data.prerequisites)],
    objectives: [{ list: (data.skills ?? []).map((skill) => skill.title) }],
    duration: [known(data.duration)],
    rhythm: [known(data.rhythm)],
    modalities: apprenticeshipModalities(),
    accessDelay: [known(data.accessDelay)],
    price: apprenticeshipPrice(level, known(data.price)),
    methods: ['Formation 100 % à distance, en alternance : cours en ligne, et mise en pratique sur les missions confiées par l’entreprise.'],
    assessment: [known(data.assessment)],
    certification: {
      certifying: true,
      title: known(data.title),
      rncp: known(data.rncp),
      level,
      certifier: known(data.certifier),
      registeredOn: known(data.registeredOn),
      expiresOn: known(data.expiresOn),
      skillBlocks: known(data.skillBlocks),
      vae: known(data.vae),
      equivalences: [known(data.equivalences)],
      after: [known(data.after)],
    },
  };
}

/** What the community manager learns to do (the page's skill cards and the record's objectives). */
export const COMMUNITY_MANAGER_SKILLS: readonly CardItem[] = PROFILE_DATA['community-manager'].data.skills ?? [];

/** What the digital business developer learns to do. */
export const BUSINESS_DEVELOPER_SKILLS: readonly CardItem[] = PROFILE_DATA['digital-business-developer'].data.skills ?? [];

export const COMMUNITY_MANAGER_RECORD = apprenticeshipProfileRecord('community-manager');
export const BUSINESS_DEVELOPER_RECORD = apprenticeshipProfileRecord('digital-business-developer');
