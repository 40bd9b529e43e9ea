export {
  cleanHost,
  cleanPath,
  cleanUtm,
  ORIGIN_LIMITS,
  readVisitOrigin,
  recordVisitOrigin,
  referrerHost,
  UTM_PARAMETERS,
  VISIT_ORIGIN_KEY,
  visitOriginOf,
  type UtmParameter,
  type VisitOrigin,
} from './visitOrigin.ts';
