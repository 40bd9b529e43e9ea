import { HONEYPOT_FIELD } from '@ecole/supabase/contact-contract';

/**
 * Two cheap traps for bots that post the form, neither visible to a person:
 * - a honeypot field that people never see nor reach with the keyboard, and that form-filling
 *   bots fill because its name looks like a real field. A bot that fills it gets the very same
 *   success as a person (toast, /thank-you) and learns nothing, while nothing is stored or mailed;
 * - a minimum fill time: nobody types a name, an address and a message in under three seconds.
 *   But autofill and a paste can, so a form sent that fast is never dropped: the visitor is asked
 *   to check it and send it again, and the second send goes through. A lead is worth more than
 *   the few bots that would click twice (the backend's limits still stand behind the form).
 */

/** The honeypot's `name` (the contact contract's: the form post function looks for it too). */
export { HONEYPOT_FIELD };

/**
 * Shortest time, in ms, between the form becoming interactive (or the first keystroke of a draft
 * the visitor is resuming) and its submission. Fixed on purpose: a page cannot lower it, tests
 * move the clock instead.
 */
export const MIN_FILL_TIME_MS = 3000;

export interface SpamSignals {
  /** What the honeypot holds. */
  honeypot: string;
  /** When filling could start (ms since the epoch). */
  startedAt: number;
  /** When the form was submitted (ms since the epoch). */
  submittedAt: number;
  /** The visitor was already asked to check a form sent too fast, and sends it again. */
  confirmed: boolean;
}

/** `send` the request, answer a `trap`ped bot with a fake success, or ask the visitor to `confirm`. */
export type SubmissionVerdict = 'send' | 'trap' | 'confirm';

export function judgeSubmission({ honeypot, startedAt, submittedAt, confirmed }: SpamSignals): SubmissionVerdict {
  if (honeypot !== '') return 'trap';
  if (submittedAt - startedAt < MIN_FILL_TIME_MS && !confirmed) return 'confirm';
  return 'send';
}
