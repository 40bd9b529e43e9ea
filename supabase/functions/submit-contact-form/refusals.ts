// Why a request was not stored, as the refusal page names it: its panels' ids, written once here
// (packages/content/src/pages/site/demande-non-envoyee.ts reads them through
// @ecole/supabase/refusals; its test finds a panel for each). `verification` is the flood budget
// of a connection or of the whole site, which a form without JavaScript cannot pass with a proof
// of work; `trop-de-demandes` is the budget of one e-mail address.
export const REFUSALS = [
  "champ-invalide",
  "trop-de-demandes",
  "verification",
  "indisponible",
] as const;
export type Refusal = (typeof REFUSALS)[number];
