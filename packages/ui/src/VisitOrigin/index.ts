export {
  cleanHost,
  cleanPath,
  cleanUtm,
  ORIGIN_LIMITS,
  readVisitOrigin,
  recordVisitOrigin,
  referrerHost,
  UTM_PARAMETERS,
  type UtmParameter,
  VISIT_ORIGIN_KEY,
  type VisitOrigin,
  visitOriginOf,
} from './visitOrigin.ts';
