import type { ContactClient, ContactEmailBody, ContactRequestRow, ContactValues } from './contactClient.ts';

/** What the school's mail shows when the visitor left the phone empty (spec §7 step 2). */
export const NO_PHONE = 'Non renseigné';

export type SubmitOutcome = 'sent' | 'failed';

/** Trimmed values: a name made of spaces is no name, and the database bounds count trimmed text. */
export function toContactRow(values: ContactValues): ContactRequestRow {
  const phone = values.phone.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: phone === '' ? null : phone,
    reason: values.reason.trim(),
    message: values.message.trim(),
  };
}

export function toEmailBody(row: ContactRequestRow): ContactEmailBody {
  return { ...row, phone: row.phone ?? NO_PHONE };
}

/**
 * The contact flow's two calls, in the specification's order (spec §7):
 * 1. insert the request; its failure is the only failure the visitor hears about;
 * 2. ask the edge function to mail the school; its failure is swallowed, because the request is
 *    already stored and staff read the table anyway.
 */
export async function submitContactRequest(client: ContactClient, values: ContactValues): Promise<SubmitOutcome> {
  const row = toContactRow(values);
  try {
    // No `.select()`: anon may insert but not read back (RLS + column grants), so asking for the
    // inserted row would turn every success into a permission error.
    const { error } = await client.from('contact_requests').insert(row);
    if (error) return 'failed';
  } catch {
    // A network failure rejects instead of returning `{ error }` in some client versions.
    return 'failed';
  }

  try {
    await client.functions.invoke('send-contact-email', { body: toEmailBody(row) });
  } catch {
    // Ignored on purpose (spec §8: "E-mail function failure: swallowed, no message").
  }
  return 'sent';
}
