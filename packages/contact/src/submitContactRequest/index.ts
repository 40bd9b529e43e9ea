export type { ContactClient, ContactEmailBody, ContactRequestRow, ContactValues } from './contactClient.ts';
export { PROOF_FIELD, type ProofLane, sendWithProof } from './proofOfWork.ts';
export {
  BUDGET_REFUSAL_CODE,
  EMAIL_FUNCTION_WAIT_MS,
  NO_PHONE,
  type SubmitOptions,
  type SubmitOutcome,
  submitContactRequest,
  toContactRow,
  toEmailBody,
} from './submitContactRequest.ts';
