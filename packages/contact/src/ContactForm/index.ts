export { FIELD_LIMITS } from '@ecole/supabase/contact-contract';
export type { ContactClient } from '../submitContactRequest/index.ts';
export { ContactForm, type ContactFormProps } from './ContactForm.tsx';
export { DRAFT_KEY_PREFIX, DRAFT_MAX_AGE_MS, draftKey } from './contactDraft.ts';
export { DEFAULT_REASON, MESSAGES as CONTACT_FORM_MESSAGES, THANK_YOU_PATH } from './messages.ts';
export { HONEYPOT_FIELD, MIN_FILL_TIME_MS } from './spamGuard.ts';
export { type ContactFields, type FieldErrors, validateFields } from './validateFields.ts';
