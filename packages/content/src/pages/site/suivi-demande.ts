import { FOLLOW_UP_LINK_LIFETIME_DAYS } from '@ecole/supabase/follow-up-links';
import type { RichText } from '../../model/link.ts';
import { definePage } from '../../model/page.ts';

const NOTHING_CHANGED = 'Rien n’a changé.';
/** Where staff see who has a request and where it stands (issue 32). */
const DESK: RichText = ['L’', { label: 'espace équipe', href: '/equipe' }, ' montre qui s’en occupe et où en est chaque demande.'];

/**
 * The confirmation page of the staff mails' links (`/suivi-demande#jeton=…`, issue 21, DESIGN.md
 * §2.11): « Je m’en occupe » and « Répondu » open it, it asks for the staff member's first name,
 * and its form's POST (to the follow-up-request function) is what changes the request: a mail
 * scanner that follows a link changes nothing. Not indexed, and in no menu.
 *
 * The panels are the function's answers, one for one (@ecole/supabase/follow-up-results, written
 * once in supabase/functions/follow-up-request/results.ts; `answerPages.test.ts`), each a panel the
 * address's anchor shows without any script; the links' lifetime is the one the function signs.
 */
export const page = definePage({
  path: '/suivi-demande',
  description: 'Confirmer, pour l’équipe de l’école, la prise en charge ou la réponse à une demande reçue par le site.',
  noindex: true,
  sections: [
    {
      kind: 'hero',
      title: 'Suivi d’une demande',
      subtitle: 'Pour l’équipe de l’école : cette page confirme ce que vous avez choisi dans l’e-mail d’une demande.',
      illustration: 'contact',
    },
    {
      kind: 'followUpAction',
      referenceLabel: 'Demande',
      choices: {
        prendre: {
          title: 'Je m’en occupe',
          text: 'La demande passera à votre nom et ses rappels s’arrêteront. Quand vous aurez répondu, utilisez le lien « Répondu » du même e-mail.',
          button: 'Confirmer : je m’en occupe',
        },
        repondu: {
          title: 'Répondu',
          text: 'Vous avez répondu à cette personne, par e-mail ou par téléphone : la demande sortira de la file d’attente et comptera comme répondue à cette heure-ci.',
          button: 'Confirmer : c’est répondu',
        },
      },
      firstName: { label: 'Votre prénom', hint: 'Il sera retenu sur cet appareil pour les prochaines fois.' },
      waiting: 'Préparation de la confirmation…',
      noScript:
        'Cette page a besoin de JavaScript pour lire le lien de l’e-mail : activez-le, ou mettez la demande à jour depuis l’espace équipe du site (/equipe).',
      noLink: 'Ouvrez cette page depuis l’un des liens de l’e-mail d’une demande : « Je m’en occupe » ou « Répondu ».',
      results: [
        {
          id: 'pris-en-charge',
          title: 'C’est noté : la demande est à vous',
          blocks: [
            {
              type: 'paragraph',
              text: 'Elle est marquée « pris en charge » à votre nom, et ses rappels s’arrêtent. Quand vous aurez répondu, utilisez le lien « Répondu » du même e-mail.',
            },
          ],
        },
        {
          id: 'deja-pris',
          title: 'Quelqu’un s’en occupe déjà',
          blocks: [{ type: 'paragraph', text: [`Une autre personne de l’équipe a pris cette demande en charge. ${NOTHING_CHANGED} `, ...DESK] }],
        },
        {
          id: 'repondu',
          title: 'Merci : la demande est marquée « répondu »',
          blocks: [{ type: 'paragraph', text: 'Elle sort de la file d’attente et compte, dans le rapport de la semaine, comme répondue à cette heure-ci.' }],
        },
        {
          id: 'deja-repondu',
          title: 'Cette demande était déjà marquée « répondu »',
          blocks: [{ type: 'paragraph', text: `${NOTHING_CHANGED} La première réponse enregistrée reste celle qui compte.` }],
        },
        {
          id: 'deja-clos',
          title: 'Cette demande a été close',
          blocks: [{ type: 'paragraph', text: [`Elle a été close sans réponse (un doublon, une erreur d’adresse…). ${NOTHING_CHANGED} `, ...DESK] }],
        },
        {
          id: 'inconnue',
          title: 'Demande introuvable',
          blocks: [{ type: 'paragraph', text: `Elle a sans doute été effacée à la demande de la personne qui l’avait envoyée. ${NOTHING_CHANGED}` }],
        },
        {
          id: 'lien-expire',
          title: 'Ce lien a expiré',
          blocks: [
            {
              type: 'paragraph',
              text: `Les liens d’un e-mail servent ${FOLLOW_UP_LINK_LIFETIME_DAYS} jours après la demande. ${NOTHING_CHANGED} Mettez-la à jour depuis l’espace équipe du site (/equipe).`,
            },
          ],
        },
        {
          id: 'lien-invalide',
          title: 'Ce lien n’est pas valide',
          blocks: [
            {
              type: 'paragraph',
              text: `Il a été modifié ou coupé (certaines messageries coupent les longues adresses) : rouvrez-le depuis l’e-mail, en entier. ${NOTHING_CHANGED}`,
            },
          ],
        },
        {
          id: 'prenom-invalide',
          title: 'Ce prénom n’a pas pu être enregistré',
          blocks: [
            {
              type: 'paragraph',
              text: `Un prénom tient sur une ligne, en 40 caractères au plus : revenez en arrière et corrigez-le. ${NOTHING_CHANGED}`,
            },
          ],
        },
        {
          id: 'indisponible',
          title: 'Le service est momentanément indisponible',
          blocks: [{ type: 'paragraph', text: `${NOTHING_CHANGED} Réessayez dans quelques minutes.` }],
        },
      ],
    },
  ],
});
