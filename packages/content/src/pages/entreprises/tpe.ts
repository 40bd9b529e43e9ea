import { contactHref } from '../../contactReasons.ts';
import { formatEuros } from '../../format.ts';
import { definePage } from '../../model/page.ts';
import { placeholder } from '../../model/placeholder.ts';
import { APPLICATION, STATE_AID } from '../../school.ts';

const aid = formatEuros(STATE_AID.amountEuros);
const EXAMPLE = placeholder('Témoignage d’exemple : à remplacer par un témoignage réel d’une TPE cliente, avec son accord écrit.');

/** Very small firms (`/tpe`): pitch, steps, three profiles, testimonials, sticky mobile buttons. */
export const page = definePage({
  path: '/tpe',
  description: `Confiez votre marketing digital à un alternant formé par nos soins : jusqu’à ${aid} d’aide de l’État, zéro paperasse, environ 30 min de suivi par semaine.`,
  structuredData: [{ type: 'service', name: 'Recrutement d’alternants en marketing digital pour les TPE', audience: 'TPE', serviceType: 'Recrutement d’alternants' }],
  sections: [
    {
      kind: 'hero',
      title: 'TPE : un alternant pour développer votre présence en ligne',
      subtitle: 'Site, réseaux sociaux, avis Google, publicité locale : un alternant formé au marketing digital et à l’IA s’en occupe, pendant que vous faites tourner votre entreprise.',
      bullets: [`Jusqu’à ${aid} d’aide de l’État`, 'Aucune paperasse : nous gérons les démarches', 'Environ 30 minutes de suivi par semaine'],
      actions: [{ label: 'Trouver mon alternant', href: contactHref('recrutement') }],
      illustration: 'companies',
    },
    {
      kind: 'prose',
      title: 'Votre visibilité en ligne passe toujours après le reste ?',
      blocks: [
        {
          type: 'paragraph',
          text: 'Dans une petite entreprise, personne n’a le temps de publier chaque semaine, de répondre aux avis ou de suivre une campagne publicitaire. Pourtant, c’est là que vos clients vous cherchent.',
        },
        {
          type: 'paragraph',
          text: 'Avec l’alternance, vous accueillez un apprenti en marketing digital 4 jours par semaine. Il se forme à distance avec nous le 5e jour et met aussitôt en pratique ce qu’il apprend dans votre entreprise.',
        },
      ],
    },
    {
      kind: 'cards',
      items: [
        { title: 'Un coût maîtrisé', description: `L’aide de l’État, jusqu’à ${aid}, couvre une grande partie du salaire de l’apprenti.` },
        { title: 'Zéro paperasse', description: 'Contrat, cerfa, dossier OPCO : nous préparons tout, vous signez.' },
        { title: 'Un suivi léger', description: 'Environ 30 minutes par semaine suffisent pour fixer les priorités ; nous faisons un point avec vous chaque mois.' },
      ],
    },
    {
      kind: 'steps',
      title: 'Comment ça se passe ?',
      tone: 'surface',
      items: [
        { title: 'Vous décrivez votre besoin', description: `${APPLICATION.minutesToDescribeNeed} minutes suffisent pour nous dire ce que vous attendez.` },
        { title: 'Nous présélectionnons des candidats', description: 'Vous rencontrez uniquement des profils motivés qui correspondent à votre activité.' },
        { title: 'Nous gérons les démarches', description: 'Contrat d’apprentissage, cerfa et financement OPCO : nous nous occupons de tout.' },
        { title: 'Votre alternant démarre', description: 'Il travaille chez vous, se forme à distance, et nous suivons sa progression avec vous.' },
      ],
    },
    {
      kind: 'cards',
      title: 'Trois profils selon vos besoins',
      items: [
        { title: 'Marketing digital', accent: 'violet', description: 'Site internet, référencement local, e-mailing, publicité en ligne : une stratégie complète pour attirer des clients.' },
        { title: 'Community manager', accent: 'violet', description: 'Publications régulières, animation de vos réseaux sociaux, réponses aux avis et aux messages.' },
        { title: 'Digital business developer', accent: 'violet', description: 'Prospection, suivi des contacts dans un CRM, campagnes pour trouver de nouveaux clients.' },
      ],
    },
    {
      kind: 'testimonials',
      title: 'Ils ont franchi le pas',
      items: [
        {
          quote: 'Notre alternante a repris nos réseaux sociaux en main : nous publions enfin chaque semaine et les demandes de devis ont suivi.',
          author: 'Claire',
          role: 'Gérante d’une entreprise de menuiserie',
          type: 'company',
          placeholder: EXAMPLE,
        },
        {
          quote: 'Je craignais les démarches : l’école s’est occupée du contrat et du financement, je n’ai eu qu’à signer.',
          author: 'Karim',
          role: 'Fondateur d’un commerce de proximité',
          type: 'company',
          placeholder: EXAMPLE,
        },
        {
          quote: 'Trente minutes par semaine pour faire le point, et le reste du temps il avance seul. Notre fiche Google n’a jamais été aussi à jour.',
          author: 'Sophie',
          role: 'Dirigeante d’un cabinet de services',
          type: 'company',
          placeholder: EXAMPLE,
        },
      ],
    },
    {
      kind: 'callToAction',
      title: 'Prêt à recruter votre alternant ?',
      text: 'Parlez-nous de votre entreprise : nous vous proposons un profil adapté et nous occupons du reste.',
      actions: [{ label: 'Nous contacter', href: contactHref('recrutement') }],
    },
    {
      kind: 'mobileActions',
      label: 'Actions rapides',
      actions: [
        { label: 'Trouver mon alternant', href: contactHref('recrutement') },
        { label: 'Être rappelé', href: contactHref('recrutement') },
      ],
    },
  ],
});
