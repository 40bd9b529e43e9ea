import COMMUNITY_MANAGER_JSON from '../../data/courses/community-manager.json' with { type: 'json' };
import BUSINESS_DEVELOPER_JSON from '../../data/courses/digital-business-developer.json' with { type: 'json' };
import { courseFacts } from './courseData.ts';

/**
 * The facts of the Community Manager and Digital Business Developer courses
 * (`data/courses/<key>.json`), read here apart from their records: the company pages name the aid
 * of each diploma whose level is known, without carrying the records.
 */
export const PROFILE_DATA = {
  'community-manager': courseFacts('community-manager', '/programmes/community-manager', COMMUNITY_MANAGER_JSON),
  'digital-business-developer': courseFacts('digital-business-developer', '/programmes/digital-business-developer', BUSINESS_DEVELOPER_JSON),
} as const;

/**
 * The level of the titles they prepare: not given by the specification (only « levels 5 to 7 » for
 * the school), a missing fact until the school gives it.
 */
export const PROFILE_LEVELS = {
  'community-manager': PROFILE_DATA['community-manager'].known(PROFILE_DATA['community-manager'].data.level),
  'digital-business-developer': PROFILE_DATA['digital-business-developer'].known(PROFILE_DATA['digital-business-developer'].data.level),
} as const;
