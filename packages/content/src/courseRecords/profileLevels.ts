import type { DiplomaLevel } from '../apprenticeship/employerCost.ts';
import type { Known } from '../model/placeholder.ts';
import { missingOf } from './courseRecord.ts';

/**
 * The level of the titles the Community Manager and Digital Business Developer courses prepare:
 * not given by the specification (only « levels 5 to 7 » for the school). Apart from their
 * records, for the company pages, which name the aid of each diploma whose level is known.
 */
export const PROFILE_LEVELS: Readonly<Record<'community-manager' | 'digital-business-developer', Known<DiplomaLevel>>> = {
  'community-manager': missingOf(
    'community-manager',
    'Formation Community Manager',
    '/programmes/community-manager',
  )('level', 'niveau du titre RNCP préparé (5, 6 ou 7)'),
  'digital-business-developer': missingOf(
    'digital-business-developer',
    'Formation Digital Business Developer',
    '/programmes/digital-business-developer',
  )('level', 'niveau du titre RNCP préparé (5, 6 ou 7)'),
};
