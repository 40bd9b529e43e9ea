import { FORM_PRIVACY_NOTICE, formatNumber, NNBSP, SCHOOL, typeset } from '@ecole/content';
import { DEFAULT_REASON, FIELD_LIMITS, THANK_YOU_PATH } from '@ecole/supabase/contact-contract';
import { SUCCESS_TOAST } from './successToast.ts';

const tooLong = (what: string, limit: number) => `${what} ne doit pas dépasser ${formatNumber(limit)} caractères.`;

/** Asks the visitor to check a form filled in very fast and to click its button (named) again. */
export function tooFastMessage(button: string): string {
  return `Votre formulaire a été rempli très vite. Vérifiez vos informations, puis cliquez de nouveau sur «${'\u00a0'}${button}${'\u00a0'}».`;
}

/**
 * The form's words. The toast texts are the specification's (spec §8); the success message takes
 * the French narrow no-break space before `!` (tests and e2e matchers normalise white space).
 */
export const MESSAGES = typeset({
  labels: {
    name: 'Prénom et Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    phoneOptional: '(optionnel)',
    message: 'Message',
    reason: 'Objet de votre demande',
  },
  requiredNote: 'Tous les champs sont obligatoires, sauf le téléphone.',
  /** The first option of the reason's select: nothing is chosen for the visitor (issue 23). */
  reasonPlaceholder: 'Choisissez l’objet de votre demande',
  /**
   * Beyond the flood budget of this connection or of the whole site, the browser computes a
   * proof of work before the request goes (about a second on a mid-range phone).
   */
  proving: 'Beaucoup de demandes arrivent en ce moment : votre navigateur fait une courte vérification anti-robot avant l’envoi, sans rien vous demander.',
  phoneHint: 'Par exemple 06 12 34 56 78',
  /** Label of the spam trap; only bots that fill every field by name ever "see" it. */
  honeypotLabel: 'Site web (laissez ce champ vide)',
  submit: 'Envoyer',
  submitting: 'Envoi en cours...',
  success: SUCCESS_TOAST.title,
  failure: 'Une erreur est survenue. Veuillez réessayer plus tard.',
  /**
   * The database's flood budget refused the request (too many sent in a short time, from this
   * address, this connection, or by everyone at once): sending again now would fail the same way.
   */
  refused: 'Trop de demandes ont été envoyées en peu de temps : votre message n’a pas été enregistré.',
  /** Under the failure toast: a way to reach the school that does not depend on this form. */
  failureWayOut: `Vous pouvez aussi nous écrire à ${SCHOOL.email} ou nous appeler au ${SCHOOL.phone}.`,
  /**
   * A form filled in under 3 s (autofill and a paste can do it): the request is not dropped, the
   * visitor is asked to check it and send it again (spamGuard.ts).
   */
  tooFast: tooFastMessage('Envoyer'),
  /** Every form offers the school's e-mail and phone too (issue: every lead reaches the school). */
  alternatives: { text: `Vous préférez nous écrire ou nous appeler${NNBSP}?`, email: SCHOOL.email, phone: SCHOOL.phone, phoneHref: SCHOOL.phoneHref },
  /** The short data-protection notice every form shows (its words are the content's, beside the privacy policy's). */
  privacy: {
    text: FORM_PRIVACY_NOTICE,
    link: { label: 'Notre politique de confidentialité', href: '/politique-confidentialite' },
  },
  /** Shown under a field, for what the browser's own checks let through (spaces only, shapes, lengths). */
  errors: {
    reason: 'Choisissez l’objet de votre demande.',
    name: {
      blank: 'Indiquez votre prénom et votre nom.',
      tooLong: tooLong('Votre nom', FIELD_LIMITS.name),
      lineBreak: 'Votre nom doit tenir sur une seule ligne.',
      characters: 'Votre nom contient un caractère invisible non autorisé ; retapez-le.',
    },
    email: {
      blank: 'Indiquez votre adresse e-mail.',
      tooLong: tooLong('L’adresse e-mail', FIELD_LIMITS.email),
      invalid: 'Indiquez une adresse e-mail complète, sans espace ni accent, par exemple camille.martin@exemple.fr.',
    },
    phone: {
      tooLong: tooLong('Le numéro de téléphone', FIELD_LIMITS.phone),
      invalid: 'Indiquez un numéro d’au moins six chiffres (espaces, points, tirets et + acceptés), ou laissez ce champ vide.',
    },
    message: {
      blank: 'Écrivez votre message.',
      tooLong: tooLong('Votre message', FIELD_LIMITS.message),
      characters: 'Votre message contient un caractère invisible non autorisé ; retapez le passage copié.',
    },
  },
} as const);

/**
 * Where a sent request takes the visitor (spec §4), and the reason when the page gives none
 * (spec §3, §9: 'Formation IA'): the contact contract's, which the form post function shares.
 */
export { DEFAULT_REASON, THANK_YOU_PATH };
