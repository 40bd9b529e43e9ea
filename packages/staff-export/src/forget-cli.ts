#!/usr/bin/env -S npx tsx
// `npm run forget -- <email>`: erases every request, follow-up and budget fingerprint of an address
// (issue 21, point 9; src/forget.ts).
import { connectionFromEnv } from './exportRequests.ts';
import { describeErasure, forgetAddress } from './forget.ts';
import { ExportError } from './requests.ts';

const USAGE = `Usage\u00a0: npm run forget -- <adresse e-mail>

Efface toutes les demandes de cette adresse, sous toutes ses graphies (majuscules, +étiquette,
points de Gmail), leur suivi, et les empreintes du budget anti-abus. Consigne l’effacement sans
l’adresse. Lit SUPABASE_URL et SUPABASE_SERVICE_ROLE_KEY dans l’environnement\u00a0; sans elles,
le Supabase local (http://127.0.0.1:54321).`;

const args = process.argv.slice(2).filter((arg) => arg !== '--');
if (args.length !== 1 || args[0] === '--help' || args[0] === '-h') {
  console.error(USAGE);
  process.exit(args[0] === '--help' || args[0] === '-h' ? 0 : 2);
}
try {
  console.log(describeErasure(await forgetAddress(connectionFromEnv(), args[0]!)));
} catch (error) {
  if (error instanceof ExportError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
