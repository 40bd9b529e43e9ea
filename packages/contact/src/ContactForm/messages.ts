import { NBSP } from '@ecole/content';

/**
 * The form's words. The toast texts are the specification's (spec §8); the success message takes
 * the French no-break space before `!` (tests and e2e matchers normalise white space).
 */
export const MESSAGES = {
  labels: {
    name: 'Prénom et Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    phoneOptional: '(optionnel)',
    message: 'Message',
  },
  requiredNote: 'Tous les champs sont obligatoires, sauf le téléphone.',
  phoneHint: 'Par exemple 06 12 34 56 78',
  blankField: 'Ce champ ne peut pas contenir que des espaces.',
  submit: 'Envoyer',
  submitting: 'Envoi en cours...',
  success: `Votre message a été envoyé avec succès${NBSP}!`,
  failure: 'Une erreur est survenue. Veuillez réessayer plus tard.',
} as const;

/** Where a sent request takes the visitor (spec §4). */
export const THANK_YOU_PATH = '/thank-you';

/** Contact reason when the page gives none (spec §3, §9). */
export const DEFAULT_REASON = 'Formation IA';
