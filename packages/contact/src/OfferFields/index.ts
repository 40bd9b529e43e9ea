export { COMPANY_FIELDS, FieldGroup, JOB_FIELDS, OfferFields } from './OfferFields.tsx';
export { OFFER_MESSAGES } from './offerMessages.ts';
export { EMPTY_OFFER, type OfferErrors, type OfferValues, offerColumns, validateOffer } from './validateOffer.ts';
