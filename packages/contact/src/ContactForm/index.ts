export { ContactForm, type ContactFormProps } from './ContactForm.tsx';
export { DEFAULT_REASON, MESSAGES as CONTACT_FORM_MESSAGES, THANK_YOU_PATH } from './messages.ts';
export { FIELD_LIMITS } from './fieldLimits.ts';
export { validateFields, type ContactFields, type FieldErrors } from './validateFields.ts';
export { HONEYPOT_FIELD, MIN_FILL_TIME_MS } from './spamGuard.ts';
export { DRAFT_KEY_PREFIX, DRAFT_MAX_AGE_MS, draftKey } from './contactDraft.ts';
export type { ContactClient } from '../submitContactRequest/index.ts';
