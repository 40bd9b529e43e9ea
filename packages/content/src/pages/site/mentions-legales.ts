import { NBSP } from '../../format.ts';
import { definePage } from '../../model/page.ts';
import { LEGAL, LEGAL_NOTICE, SCHOOL } from '../../school.ts';

/** A phone number never breaks across two lines. */
const unbroken = (text: string) => text.replace(/ /g, NBSP);
const address = `${SCHOOL.address.street}, ${SCHOOL.address.postalCode} ${SCHOOL.address.city}, ${SCHOOL.address.country}`;

/**
 * Legal notices (`/mentions-legales`, spec §2): publisher, training body, hosting (the static
 * site, the database of the contact requests and the e-mail provider), personal data, cookies,
 * intellectual property, liability, governing law. Every fact comes from school.ts; most are
 * provisional (`pendingFact`) until the school supplies them.
 */
export const page = definePage({
  path: '/mentions-legales',
  description: `Mentions légales de ${SCHOOL.brand} : éditeur du site, organisme de formation, hébergement, données personnelles, cookies et droit applicable.`,
  sections: [
    {
      kind: 'hero',
      title: 'Mentions légales',
      subtitle: `Qui édite ce site, où il est hébergé et les règles qui s’appliquent à son utilisation.`,
      illustration: 'legal',
    },
    {
      kind: 'links',
      title: 'Sur cette page',
      tone: 'surface',
      items: [
        { label: 'Éditeur du site', href: '#editeur' },
        { label: 'Organisme de formation', href: '#organisme-de-formation' },
        { label: 'Hébergement', href: '#hebergement' },
        { label: 'Données personnelles', href: '#donnees-personnelles' },
        { label: 'Cookies', href: '#cookies' },
        { label: 'Propriété intellectuelle', href: '#propriete-intellectuelle' },
        { label: 'Responsabilité', href: '#responsabilite' },
        { label: 'Droit applicable', href: '#droit-applicable' },
      ],
    },
    {
      kind: 'prose',
      id: 'editeur',
      title: 'Éditeur du site',
      blocks: [
        { type: 'paragraph', text: `Le site ${SCHOOL.brand} est édité par :` },
        {
          type: 'definitions',
          items: [
            { term: 'Raison sociale', description: SCHOOL.legalName },
            { term: 'Forme juridique et capital', description: LEGAL.legalForm },
            { term: 'Siège social', description: address },
            { term: 'SIRET', description: LEGAL.siret },
            { term: 'Immatriculation', description: LEGAL.rcs },
            { term: 'TVA intracommunautaire', description: LEGAL.vatNumber },
            { term: 'E-mail', description: [{ label: SCHOOL.email, href: `mailto:${SCHOOL.email}` }] },
            { term: 'Téléphone', description: [{ label: unbroken(SCHOOL.phone), href: `tel:${SCHOOL.phoneHref}` }] },
            { term: 'Direction de la publication', description: LEGAL.publicationDirector },
          ],
        },
      ],
    },
    {
      kind: 'prose',
      id: 'organisme-de-formation',
      title: 'Organisme de formation',
      blocks: [
        {
          type: 'paragraph',
          text: `Enregistré sous le numéro ${LEGAL.trainingBodyNumber} auprès du préfet de région ${LEGAL.trainingBodyRegion}. Cet enregistrement ne vaut pas agrément de l’État.`,
        },
        {
          type: 'definitions',
          items: [
            { term: 'Code UAI du CFA', description: LEGAL.uai },
            {
              term: 'Certification qualité Qualiopi',
              description: `Obtenue au titre des catégories d’actions suivantes : ${LEGAL_NOTICE.qualiopiCategories} (${LEGAL.qualiopiCertificateNumber}).`,
            },
          ],
        },
        {
          type: 'paragraph',
          text: [{ label: 'Consulter notre certificat qualité (PDF)', href: SCHOOL.qualityCertificate.href }],
        },
      ],
    },
    {
      kind: 'prose',
      id: 'hebergement',
      title: 'Hébergement',
      intro: 'Le site et les demandes que vous nous envoyez sont confiés à trois prestataires.',
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: 'Pages du site',
              description: `${LEGAL.host.name}, ${LEGAL.host.address}, ${LEGAL_NOTICE.hostPhone}.`,
            },
            {
              term: 'Demandes envoyées par le formulaire de contact',
              description: `Base de données hébergée par ${LEGAL.database.name}, région ${LEGAL.database.region}.`,
            },
            {
              term: 'Envoi des e-mails',
              description: `${LEGAL.emailProvider}, qui transmet chaque nouvelle demande à notre équipe par e-mail.`,
            },
          ],
        },
      ],
    },
    {
      kind: 'prose',
      id: 'donnees-personnelles',
      title: 'Données personnelles',
      blocks: [
        {
          type: 'paragraph',
          text: `Nous recueillons des données personnelles seulement quand vous nous écrivez avec le formulaire de contact ou que vous déposez une candidature. Elles servent à vous répondre et sont conservées ${LEGAL.retentionYearsAfterLastContact} ans après votre dernier contact avec nous. Vous pouvez y accéder, les faire corriger ou effacer, et vous opposer à leur utilisation.`,
        },
        {
          type: 'paragraph',
          text: ['Tout est détaillé dans ', { label: 'notre politique de confidentialité', href: '/politique-confidentialite' }, '.'],
        },
      ],
    },
    {
      kind: 'prose',
      id: 'cookies',
      title: 'Cookies',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ce site ne dépose aucun cookie et n’utilise aucun outil de mesure d’audience ni de publicité : vous n’avez rien à accepter ni à refuser.',
        },
        {
          type: 'paragraph',
          text: [
            'Le formulaire de candidature de la page ',
            { label: 'Candidater', href: '/candidater' },
            ' est fourni par un prestataire extérieur, dont la propre politique s’applique, cookies compris.',
          ],
        },
      ],
    },
    {
      kind: 'prose',
      id: 'propriete-intellectuelle',
      title: 'Propriété intellectuelle',
      blocks: [
        {
          type: 'paragraph',
          text: `Les textes, illustrations, logos et la présentation de ce site appartiennent à ${SCHOOL.legalName}, sauf mention contraire. Toute reproduction ou adaptation, totale ou partielle, sans notre autorisation écrite est interdite (Code de la propriété intellectuelle).`,
        },
      ],
    },
    {
      kind: 'prose',
      id: 'responsabilite',
      title: 'Responsabilité',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nous veillons à publier des informations exactes et à jour. Les montants d’aide, de rémunération et de financement sont donnés à titre indicatif : ils dépendent de votre situation et de la réglementation en vigueur, que nous vérifions avec vous avant tout engagement.',
        },
        {
          type: 'paragraph',
          text: 'Les liens vers d’autres sites sont proposés pour vous informer : nous ne sommes pas responsables de leur contenu.',
        },
        {
          type: 'paragraph',
          text: ['Vous avez repéré une erreur ? Écrivez-nous à ', { label: SCHOOL.email, href: `mailto:${SCHOOL.email}` }, ' : nous la corrigerons.'],
        },
      ],
    },
    {
      kind: 'prose',
      id: 'droit-applicable',
      title: 'Droit applicable',
      blocks: [
        {
          type: 'paragraph',
          text: `Ce site et les présentes mentions légales sont soumis au droit français. En cas de litige, nous rechercherons d’abord une solution amiable ; à défaut, les tribunaux de ${LEGAL.courts} seront compétents, sous réserve des règles qui permettent aux consommateurs de saisir le tribunal de leur domicile.`,
        },
      ],
    },
  ],
});
