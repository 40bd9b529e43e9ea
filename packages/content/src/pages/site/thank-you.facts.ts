import type { PageFacts } from '../facts/pageFacts.ts';

/**
 * In the raw HTML: what an address without an anchor shows (the specification's steps, which follow
 * a request about the AI course). Each request's own promise and steps, shown alone, with and
 * without JavaScript: e2e/tests/thank-you.spec.ts.
 */
export const facts: PageFacts = {
  path: '/thank-you',
  elements: {
    'request received': ['Merci, votre demande a bien été reçue !'],
    // Issue 21 replaced the specification's « sous 72 h maximum » with the one promise per reason
    // (docs/content-decisions.md, « reply delay »).
    'answer within the promise, in business hours': ['sous 24 h ouvrées'],
    'next steps: AI training, programme, registration and OPCO funding': [
      'Organiser la formation IA dans votre entreprise',
      'Adapter le programme',
      'Finaliser l’inscription et le financement OPCO',
    ],
    'links to /formation-ia and /entreprises': ['Revoir le programme de la formation IA', 'Recruter un alternant en marketing digital'],
    'professional-network link': ['sur LinkedIn'],
  },
  actions: [
    { name: 'Revoir le programme de la formation IA', href: '/formation-ia' },
    { name: 'Recruter un alternant en marketing digital', href: '/entreprises' },
  ],
};
