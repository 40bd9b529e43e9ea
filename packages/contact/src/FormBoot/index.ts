export { CONTACT_FORM_BOOT_SCRIPT } from './formBootScript.ts';
export { ORIGIN_FIELDS, SENT_BY_FORM_PARAM, SENT_BY_FORM_VALUE } from './formFields.ts';
