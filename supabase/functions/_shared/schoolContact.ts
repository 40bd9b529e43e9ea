// The school's name and contact details as the visitor's acknowledgement gives them (issue 21,
// point 5). The functions deploy alone and cannot import @ecole/content: these are copies of its
// `SCHOOL` facts (provisional values the launch check lists), which
// packages/contracts/test/schoolContact.test.ts keeps equal.

export const SCHOOL_CONTACT = {
  brand: "École Connectée",
  email: "contact@ecole-connectee.fr",
  phone: "02 43 00 00 00",
} as const;
