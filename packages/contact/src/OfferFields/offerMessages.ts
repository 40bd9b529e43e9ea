import { formatNumber, typeset } from '@ecole/content';
import { OFFER_LIMITS } from '@ecole/supabase/job-offer';

const tooLong = (what: string, limit: number) => `${what} ne doit pas dépasser ${formatNumber(limit)} caractères.`;
const oneLine = (what: string) => ({
  lineBreak: `${what} doit tenir sur une seule ligne.`,
  characters: `${what} contient un caractère invisible non autorisé ; retapez-le.`,
});

/**
 * The words of the job-offer form (issue 21, point 8): its groups, its labels and hints, and one
 * French message per rule the database would refuse (`checkOffer`, @ecole/supabase/job-offer).
 * The labels of the choices are the contract's own (`OFFER_CHOICES`), shown to staff as well.
 */
export const OFFER_MESSAGES = typeset({
  groups: { job: 'Le poste', company: 'Votre entreprise', contact: 'Vos coordonnées' },
  requiredNote: 'Tous les champs sont obligatoires, sauf le téléphone, et la ville pour un poste en télétravail complet.',
  choose: 'Choisissez',
  labels: {
    offer_title: 'Intitulé du poste',
    offer_work_mode: 'Lieu de travail',
    offer_town: 'Ville du poste',
    offer_start: 'Date de début souhaitée',
    offer_rhythm: 'Rythme de l’alternance',
    offer_level: 'Niveau de diplôme recherché',
    company_name: 'Nom de l’entreprise',
    company_size: 'Effectif de l’entreprise',
    missions: 'Missions confiées',
  },
  hints: {
    offer_title: 'Par exemple : Assistant marketing digital',
    offer_town: 'Laissez vide pour un poste en télétravail complet.',
    missions: 'Les tâches principales, les outils utilisés, la personne qui encadrera l’alternant.',
  },
  submit: 'Envoyer mon offre',
  errors: {
    offer_title: { blank: 'Indiquez l’intitulé du poste.', tooLong: tooLong('L’intitulé', OFFER_LIMITS.offer_title), ...oneLine('L’intitulé') },
    offer_work_mode: { blank: 'Choisissez le lieu de travail.' },
    offer_town: {
      blank: 'Indiquez la ville du poste, ou choisissez « En télétravail complet ».',
      tooLong: tooLong('La ville', OFFER_LIMITS.offer_town),
      ...oneLine('La ville'),
    },
    offer_start: {
      blank: 'Indiquez la date de début souhaitée.',
      invalid: 'Indiquez une date complète, par exemple 01/09/2027.',
      outOfRange: 'Indiquez une date de début dans les deux ans à venir.',
    },
    offer_rhythm: { blank: 'Choisissez le rythme de l’alternance.' },
    offer_level: { blank: 'Choisissez le niveau de diplôme recherché.' },
    company_name: {
      blank: 'Indiquez le nom de votre entreprise.',
      tooLong: tooLong('Le nom de l’entreprise', OFFER_LIMITS.company_name),
      ...oneLine('Le nom de l’entreprise'),
    },
    company_size: { blank: 'Choisissez l’effectif de votre entreprise.' },
    missions: 'Décrivez les missions du poste.',
  },
} as const);
