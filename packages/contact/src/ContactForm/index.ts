export { ContactForm, type ContactFormProps } from './ContactForm.tsx';
export { DEFAULT_REASON, MESSAGES as CONTACT_FORM_MESSAGES, THANK_YOU_PATH } from './messages.ts';
export type { ContactClient } from '../submitContactRequest/index.ts';
