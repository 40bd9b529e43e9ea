// What the confirmation page says after a staff action: its panels' ids, written once here
// (packages/content/src/pages/site/suivi-demande.ts reads them through
// @ecole/supabase/follow-up-results; its test finds a panel for each). The first six are the
// database's answers (take_contact_request, answer_contact_request); the others, this function's.
export const FOLLOW_UP_RESULTS = [
  "pris-en-charge",
  "deja-pris",
  "repondu",
  "deja-repondu",
  "deja-clos",
  "inconnue",
  "lien-expire",
  "lien-invalide",
  "prenom-invalide",
  "indisponible",
] as const;
export type FollowUpResult = (typeof FOLLOW_UP_RESULTS)[number];
