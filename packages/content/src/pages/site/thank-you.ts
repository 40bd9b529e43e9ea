import { CONTACT_REASONS, type ContactReasonSlug } from '../../contactReasons.ts';
import { definePage } from '../../model/page.ts';
import type { ReasonStep, ReasonStepsSection } from '../../model/sections.ts';
import { BUSINESS_DAYS_PHRASE, replyPromisePhrase } from '../../replyPromises/replyPromises.ts';
import { APPLICATION, SCHOOL } from '../../school.ts';

/** What each panel says first: the promise of this kind of request alone (REPLY_PROMISES, issue 21). */
const promiseOf = (slug: ContactReasonSlug) => `Notre équipe revient vers vous ${replyPromisePhrase(slug)}, ${BUSINESS_DAYS_PHRASE}.`;

/** Each reason's next steps; a step says we call only in `withPhone`, what the visitor reads after giving a number. */
const STEPS: Readonly<Record<ContactReasonSlug, readonly ReasonStep[]>> = {
  // The specification's steps, which follow a request about the AI course, the default reason.
  'formation-ia': [
    {
      title: 'Organiser la formation IA dans votre entreprise',
      description: 'Nous convenons ensemble d’une date et du lieu, dans vos locaux ou à distance.',
    },
    { title: 'Adapter le programme', description: 'Nous ajustons les cas pratiques à votre métier et aux outils de vos équipes.' },
    {
      title: 'Finaliser l’inscription et le financement OPCO',
      description: 'Nous vous accompagnons dans les démarches auprès de votre OPCO pour la prise en charge.',
    },
  ],
  alternance: [
    {
      title: 'Nous répondons à vos questions',
      description: 'Un conseiller vous écrit pour faire le point sur votre projet.',
      withPhone: 'Un conseiller vous rappelle ou vous écrit pour faire le point sur votre projet.',
    },
    {
      title: 'Vous déposez votre candidature',
      description: `Si ce n’est pas déjà fait, le formulaire en ligne prend ${APPLICATION.minutesToApply} minutes.`,
    },
    { title: 'Nous préparons votre rentrée', description: 'Entretien de motivation, puis accompagnement dans la recherche de votre entreprise.' },
  ],
  recrutement: [
    {
      title: 'Nous étudions votre besoin',
      description: 'Un conseiller vous écrit pour préciser les missions, le profil et le calendrier.',
      withPhone: 'Un conseiller vous appelle pour préciser les missions, le profil et le calendrier.',
    },
    { title: 'Nous présélectionnons des candidats', description: 'Vous rencontrez uniquement des profils motivés qui correspondent à votre activité.' },
    { title: 'Nous gérons les démarches', description: 'Contrat d’apprentissage, cerfa et dossier OPCO : nous préparons tout, vous signez.' },
  ],
  'dirigeants-salaries': [
    {
      title: 'Nous faisons le point sur vos objectifs',
      description: 'Un échange pour comprendre votre activité et ce que vous attendez de la formation.',
    },
    { title: 'Nous vous proposons un programme', description: 'Un parcours adapté à votre niveau et à votre emploi du temps.' },
    { title: 'Nous montons le financement', description: 'Nous vous accompagnons dans les démarches auprès de votre OPCO.' },
  ],
  accessibilite: [
    { title: 'La référente handicap vous contacte', description: 'Un premier échange, confidentiel, pour comprendre votre situation et vos besoins.' },
    { title: 'Nous étudions les aménagements', description: 'Rythme, supports, examens : nous cherchons ensemble les adaptations possibles.' },
    {
      title: 'Nous vous accompagnons tout au long de la formation',
      description: 'Un suivi régulier, avec vous et avec votre entreprise si vous le souhaitez.',
    },
  ],
  collectivite: [
    { title: 'Nous prenons contact', description: 'Un échange pour comprendre les besoins de votre territoire.' },
    { title: 'Nous construisons un partenariat', description: 'Information des jeunes, lien avec les entreprises locales, événements communs.' },
  ],
  offre: [
    {
      title: 'Nous relisons votre offre',
      description: `Un conseiller vérifie les missions et le profil recherché, et vous écrit ${replyPromisePhrase('offre')} si une précision manque.`,
      withPhone: `Un conseiller vérifie les missions et le profil recherché, et vous appelle ${replyPromisePhrase('offre')} si une précision manque.`,
    },
    {
      title: 'Nous la présentons à nos candidats',
      description: 'Rien n’est publié sans votre accord : nous proposons votre offre aux candidats dont le projet correspond.',
    },
    {
      title: 'Vous rencontrez les profils retenus',
      description: 'Puis nous préparons le contrat d’apprentissage, le cerfa et le dossier OPCO avec vous.',
    },
  ],
  autre: [
    { title: 'Nous lisons votre message', description: 'La bonne personne de l’équipe prend votre demande en charge.' },
    {
      title: 'Nous vous répondons',
      description: `Par e-mail, ${replyPromisePhrase('autre')}.`,
      withPhone: `Par e-mail ou par téléphone, ${replyPromisePhrase('autre')}.`,
    },
  ],
};

/**
 * Thank-you page (`/thank-you`), reached after a contact request; not indexed. It states the
 * promise and the next steps of the request just sent, and a call only when a phone number was
 * given (issue 33, point 3): the form, with or without JavaScript, sends the visitor to
 * `/thank-you?objet=<slug>[&rappel=1]#<slug>[-rappel]` (the contract's `thankYouAddress`), and the
 * page, one prerendered file for every request, shows that panel alone (`reasonSteps`). Without an
 * anchor: the specification's steps, which follow a request about the AI course, the default
 * reason, with its promise (the specification's « 72 h maximum » gave a third delay for one
 * journey: each kind of request has its own, REPLY_PROMISES).
 */
export const page = definePage({
  path: '/thank-you',
  description: 'Votre demande a bien été reçue : voici quand notre équipe vous répond et ce qui se passe ensuite.',
  noindex: true,
  sections: [
    {
      kind: 'hero',
      title: 'Merci, votre demande a bien été reçue !',
      illustration: 'success',
    },
    {
      kind: 'reasonSteps',
      title: 'Les prochaines étapes',
      defaultReason: 'formation-ia',
      byReason: Object.fromEntries(
        CONTACT_REASONS.map((reason) => [reason.slug, { promise: promiseOf(reason.slug), steps: STEPS[reason.slug] }]),
      ) as ReasonStepsSection['byReason'],
    },
    {
      kind: 'links',
      title: 'En attendant',
      tone: 'surface',
      items: [
        { label: 'Revoir le programme de la formation IA', href: '/formation-ia' },
        { label: 'Recruter un alternant en marketing digital', href: '/entreprises' },
        { label: `Suivez ${SCHOOL.brand} sur LinkedIn`, href: SCHOOL.linkedin },
      ],
    },
  ],
});
