// Why a request was not stored, as the refusal page names it (its sections' ids,
// packages/content/src/pages/site/demande-non-envoyee.ts, `REFUSAL_REASONS`; a test keeps the
// two lists equal): `verification` is the flood budget of a connection or of the whole site,
// which a form without JavaScript cannot pass with a proof of work; `trop-de-demandes` is the
// budget of one e-mail address.
export const REFUSALS = [
  "champ-invalide",
  "trop-de-demandes",
  "verification",
  "indisponible",
] as const;
export type Refusal = (typeof REFUSALS)[number];
