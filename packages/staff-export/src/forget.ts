// `npm run forget -- <email>` (issue 21, point 9): erases every request of an address, under all
// its spellings as the flood budget normalises them, with their follow-up, and the budget's
// fingerprints of it (forget_contact_address, migration 20261126160000). Prints what it deleted;
// the database logs the erasure without the address (contact_request_erasures). Reads
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY like `npm run export-requests`.
import { answerJson, refusalMessage, supabaseFetch } from '@ecole/cli';
import { type Connection, ExportError } from './requests.ts';

export interface Erasure {
  requests: number;
  fingerprints: number;
  spellings: string[];
}

/** The erasure, through PostgREST's RPC with the service key. */
export async function forgetAddress(connection: Connection, email: string): Promise<Erasure> {
  const response = await supabaseFetch(connection, '/rest/v1/rpc/forget_contact_address', {
    method: 'POST',
    body: JSON.stringify({ p_email: email }),
  });
  if (!response.ok) {
    const body = await response.text();
    throw new ExportError(refusalMessage('l’effacement', response.status, body), { status: response.status, body });
  }
  const [erasure] = await answerJson<Erasure[]>(response, connection);
  if (erasure === undefined) throw new ExportError('La base n’a rien répondu à l’effacement.');
  return erasure;
}

/** What the terminal says: the counts and the spellings found (the operator typed the address). */
export function describeErasure(erasure: Erasure): string {
  const found = erasure.spellings.length > 0 ? ` (${erasure.spellings.join(', ')})` : '';
  return [
    `Demandes effacées\u00a0: ${erasure.requests}${found}, avec leur suivi et leurs rappels.`,
    `Empreintes du budget anti-abus effacées\u00a0: ${erasure.fingerprints}.`,
    'Effacement consigné sans l’adresse (table contact_request_erasures).',
    'Reste à faire à la main\u00a0: les e-mails reçus dans la boîte de l’école et les journaux du fournisseur d’e-mail.',
  ].join('\n');
}
