/**
 * Two cheap traps for bots that post the form, neither visible to a person:
 * - a honeypot field that people never see nor reach with the keyboard, and that form-filling
 *   bots fill because its name looks like a real field;
 * - a minimum fill time: nobody types a name, an address and a message in under three seconds.
 * A bot that trips one gets the very same success as a person (toast, /thank-you) and learns
 * nothing to adapt to, while nothing is stored and no mail is sent.
 */

/** The honeypot's `name`: plausible for a contact form, and unused by the real fields. */
export const HONEYPOT_FIELD = 'website';

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
}

export function looksLikeABot({ honeypot, startedAt, submittedAt }: SpamSignals): boolean {
  return honeypot !== '' || submittedAt - startedAt < MIN_FILL_TIME_MS;
}
