export { checkForm, type FormCheck } from './checkForm.ts';
export { type FormMode, givenReason, OFFER_REASON } from './formMode.ts';
export { type ContactSubmission, type SubmissionOptions, useContactSubmission } from './useContactSubmission.ts';
