import { NNBSP } from '@ecole/content';

/**
 * The toast of a request sent (spec §8), with the French narrow no-break space before `!`. Its own
 * module: /thank-you shows it too (SentNotice) and should not load the form's other words for it.
 */
export const SUCCESS_TOAST = { variant: 'success', title: `Votre message a été envoyé avec succès${NNBSP}!` } as const;
