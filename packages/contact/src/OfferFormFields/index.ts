export { OFFER_FORM_ORDER, OfferFormFields, type OfferFormFieldsProps } from './OfferFormFields.tsx';
