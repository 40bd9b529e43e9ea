export { NO_PHONE, submitContactRequest, toContactRow, toEmailBody, type SubmitOutcome } from './submitContactRequest.ts';
export type { ContactClient, ContactEmailBody, ContactRequestRow, ContactValues } from './contactClient.ts';
