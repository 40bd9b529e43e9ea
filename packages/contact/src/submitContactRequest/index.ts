export { BUDGET_REFUSAL_CODE, EMAIL_FUNCTION_WAIT_MS, NO_PHONE, submitContactRequest, toContactRow, toEmailBody, type SubmitOptions, type SubmitOutcome } from './submitContactRequest.ts';
export type { ContactClient, ContactEmailBody, ContactRequestRow, ContactValues } from './contactClient.ts';
