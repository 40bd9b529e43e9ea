// The contact request's contract: what the site's form (packages/contact, through
// @ecole/content for the reasons) and the edge functions must agree on, written once. Plain
// TypeScript with relative imports only and no Deno or Node API, so Deno (the functions) and Vite
// (the browser form) both load it; the site imports it as `@ecole/supabase/contact-contract`.
// The CHECK constraints of supabase/migrations stay the authority: one table of values
// (../testing/contactValueCases.ts) proves these rules equal to them.

export * from "./constants.ts";
export * from "./fieldRules.ts";
export * from "./reasons.ts";
export * from "./thankYou.ts";
