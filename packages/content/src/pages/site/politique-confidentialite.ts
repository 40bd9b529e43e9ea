import { formatDate, NBSP } from '../../format.ts';
import { definePage } from '../../model/page.ts';
import { CONTACT_MAILS, FLOOD_BUDGET, FORM_DRAFT, LEGAL, PRIVACY, SCHOOL } from '../../school.ts';

const address = `${SCHOOL.address.street}, ${SCHOOL.address.postalCode} ${SCHOOL.address.city}`;
/** « 24 novembre 2026 », the day kept with its month on one line. */
const updatedOn = formatDate(LEGAL.privacyPolicyUpdatedOn).replace(/^(\d+) /, `$1${NBSP}`);
const retention = `${LEGAL.retentionYearsAfterLastContact} ans`;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/**
 * How long the daily visit counters are kept (issue 37): public.purge_campaign_visits deletes the
 * days older than 25 months (supabase/migrations/20261128200000_campaign_visits.sql).
 */
const VISIT_COUNTERS_KEPT = '25 mois';
const privacyMail = { label: PRIVACY.contactEmail, href: `mailto:${PRIVACY.contactEmail}` } as const;

/**
 * Privacy policy (`/politique-confidentialite`, spec §2). It describes what the code does and
 * nothing more: the contact form's five fields stored in Supabase and mailed to the school, the
 * 3-year retention (spec §9, the purge in supabase/migrations), the fingerprints the flood budget
 * counts requests with (`FLOOD_BUDGET`), the draft the form keeps in the browser (`FORM_DRAFT`,
 * read by the form itself), the attribution stored with a request (which page and campaign brought
 * it), the visits counted from the server's log lines (no IP address), no cookie and no
 * audience-measurement tool in the page, the daily visit counters and the two-version experiments
 * (issue 37: drawn per arrival, no cookie or storage). Its
 * « last updated » is a fixed date (DESIGN.md §3), not the day of the build.
 */
export const page = definePage({
  path: '/politique-confidentialite',
  description: `Quelles données ${SCHOOL.brand} recueille, pourquoi, combien de temps elles sont gardées et comment exercer vos droits. Aucun cookie.`,
  sections: [
    {
      kind: 'hero',
      title: 'Politique de confidentialité',
      subtitle: `Quelles données nous recueillons, pourquoi, combien de temps nous les gardons et comment exercer vos droits. Dernière mise à jour : ${updatedOn}.`,
      illustration: 'legal',
    },
    {
      kind: 'links',
      title: 'Sur cette page',
      tone: 'surface',
      items: [
        { label: 'Responsable du traitement', href: '#responsable' },
        { label: 'Données recueillies et finalités', href: '#donnees' },
        { label: 'Bases légales', href: '#bases-legales' },
        { label: 'Durées de conservation', href: '#conservation' },
        { label: 'Destinataires et prestataires', href: '#destinataires' },
        { label: 'Vos droits', href: '#droits' },
        { label: 'Cookies et comptage des visites', href: '#cookies' },
        { label: 'Ce que garde votre navigateur', href: '#navigateur' },
        { label: 'Sécurité', href: '#securite' },
      ],
    },
    {
      kind: 'prose',
      id: 'responsable',
      title: 'Responsable du traitement',
      blocks: [
        {
          type: 'paragraph',
          text: `${SCHOOL.legalName}, qui édite ce site, est responsable des traitements de données personnelles décrits sur cette page.`,
        },
        {
          type: 'definitions',
          items: [
            { term: 'Adresse', description: address },
            { term: 'Pour toute question sur vos données', description: [privacyMail] },
            { term: 'Téléphone', description: [{ label: SCHOOL.phone.replace(/ /g, NBSP), href: `tel:${SCHOOL.phoneHref}` }] },
          ],
        },
      ],
    },
    {
      kind: 'prose',
      id: 'donnees',
      title: 'Données recueillies et finalités',
      intro: 'Nous ne recueillons que ce dont nous avons besoin pour vous répondre, formulaire par formulaire.',
      blocks: [
        { type: 'heading', text: 'Le formulaire de contact' },
        { type: 'paragraph', text: 'Sur la page Contact et sur les autres pages qui le proposent, le formulaire vous demande :' },
        {
          type: 'list',
          items: [
            'votre prénom et votre nom ;',
            'votre adresse e-mail ;',
            'votre numéro de téléphone, si vous souhaitez le donner (facultatif) ;',
            'l’objet de votre demande, choisi dans une liste ;',
            'votre message.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Le formulaire y joint, sans rien vous demander, d’où vient votre demande, pour que nous sachions quelles pages et quelles campagnes amènent des demandes :',
        },
        {
          type: 'list',
          items: [
            'la page où vous avez rempli le formulaire ;',
            'la première page que vous avez ouverte sur le site dans cet onglet ;',
            'le nom du site qui vous a mené à nous (par exemple un moteur de recherche), jamais l’adresse complète de la page ;',
            'les paramètres de campagne (utm_source, utm_medium, utm_campaign, utm_term, utm_content) de l’adresse par laquelle vous êtes arrivé, s’il y en avait.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Ces informations sont gardées dans le stockage de session de votre navigateur le temps de la visite, pour cet onglet seulement, puis enregistrées avec votre demande et conservées aussi longtemps qu’elle. Aucun cookie, aucun identifiant, aucune adresse IP : elles ne permettent pas de vous suivre d’une visite à l’autre, et ne sont transmises à personne.',
        },
        {
          type: 'paragraph',
          text: 'Votre demande, enregistrée avec la date et l’heure de l’envoi, sert à vous répondre et, si elle porte sur une formation ou le recrutement d’un alternant, à vous accompagner dans les démarches qui suivent. D’où elle vient sert à une seconde fin : compter, page par page et campagne par campagne, les demandes que nos pages et nos campagnes amènent, pour savoir lesquelles fonctionnent. Ni l’une ni l’autre ne sert à de la publicité ni à vous inscrire à une lettre d’information.',
        },
        {
          type: 'paragraph',
          text: CONTACT_MAILS.acknowledgementToVisitor
            ? 'Votre demande déclenche un e-mail à notre équipe, qui la contient, et un e-mail à l’adresse que vous avez indiquée, qui vous confirme sa réception.'
            : 'Votre demande déclenche un seul e-mail, envoyé à notre équipe, qui la contient ; nous ne vous envoyons aucun e-mail automatique.',
        },
        ...(CONTACT_MAILS.remindersToTeam
          ? [
              {
                type: 'paragraph',
                text: 'Tant que personne ne l’a prise en charge, notre équipe reçoit au plus deux rappels, avec votre nom et la référence de la demande (jamais votre message), pour que nous vous répondions dans le délai annoncé.',
              } as const,
            ]
          : []),
        {
          type: 'paragraph',
          text: `Pour empêcher l’envoi massif de demandes, la base de données compte les demandes reçues : elle garde ${FLOOD_BUDGET.keptHours} heures, à part de votre demande, une empreinte non réversible de l’adresse IP de l’appareil qui l’envoie et de l’adresse e-mail indiquée (jamais ces adresses elles-mêmes), puis l’efface. Au-delà d’un certain nombre de demandes en peu de temps, le formulaire refuse les suivantes et vous propose de nous écrire ou de nous appeler.`,
        },
        {
          type: 'paragraph',
          text: 'Si vous nous parlez de votre santé ou d’une situation de handicap, ces informations restent confidentielles et ne servent qu’à étudier avec vous les aménagements possibles. N’écrivez que ce qui vous semble utile : nous en parlerons ensemble.',
        },
        { type: 'heading', text: 'Le formulaire de dépôt d’offre' },
        {
          type: 'paragraph',
          text: [
            'Sur la page ',
            { label: 'PME', href: '/pme' },
            ', une entreprise peut nous décrire une offre d’alternance. Ce formulaire demande, en plus des coordonnées de la personne à contacter (prénom et nom, e-mail, téléphone facultatif) : l’intitulé du poste, le lieu de travail et la ville, la date de début souhaitée, le rythme, les missions, le niveau de diplôme recherché, le nom et l’effectif de l’entreprise.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Cette demande suit le même chemin qu’une demande de contact : mêmes e-mails, même provenance, même durée de conservation, mêmes droits. Elle sert à vous rappeler et à présenter l’offre à nos candidats une fois validée avec vous : rien n’est publié automatiquement.',
        },
        { type: 'heading', text: 'Le formulaire de candidature' },
        {
          type: 'paragraph',
          text: [
            'Le formulaire de la page ',
            { label: 'Candidater', href: '/candidater' },
            ` est fourni et hébergé par ${PRIVACY.applicationFormProvider}, dont la propre politique de confidentialité s’applique aussi à ce que vous y saisissez. Nous recevons ${PRIVACY.applicationFormData}.`,
          ],
        },
        {
          type: 'paragraph',
          text: 'Ces informations servent à étudier votre candidature, à organiser l’entretien de motivation et à vous aider à trouver une entreprise d’accueil. Nous ne présentons votre profil à une entreprise qu’avec votre accord.',
        },
        { type: 'heading', text: 'La simple visite du site' },
        {
          type: 'paragraph',
          text: 'Lire les pages du site ne vous demande aucune information. Le serveur du site écrit toutefois une ligne par page demandée, sans votre adresse IP : la date et l’heure, la page et ses paramètres de campagne (utm_…), la réponse du serveur, le nom du site qui vous a mené à nous (jamais l’adresse complète de sa page) et le navigateur.',
        },
        {
          type: 'paragraph',
          text: 'Nous comptons les visites à partir de ces lignes, page par page et campagne par campagne (les robots mis à part, grâce au nom du navigateur), pour mesurer ce que nos pages et nos campagnes amènent. Aucun outil de mesure d’audience n’est placé dans la page, et ces lignes ne permettent pas de vous reconnaître d’une visite à l’autre.',
        },
        {
          type: 'paragraph',
          text: `Ces lignes sont ramenées, jour par jour, à de simples totaux : le jour, la page d’arrivée, la campagne, la version de la page (voir ci-dessous) et le nombre de visites. Rien d’autre n’y est gardé, ni navigateur, ni site d’origine, ni heure ; ces totaux sont effacés au bout de ${VISIT_COUNTERS_KEPT}.`,
        },
        { type: 'heading', text: 'Les essais de deux versions d’une page' },
        {
          type: 'paragraph',
          text: 'Pour savoir quelle présentation aide le mieux les visiteurs, une page peut exister pendant quelques semaines en deux versions, A et B, qui ne diffèrent que par quelques mots. Quand vous arrivez sur cette page depuis un autre site, le serveur vous montre l’une des deux, tirée au hasard ; il note dans sa ligne laquelle, et si vous nous écrivez depuis cette page, votre demande garde la version d’où elle est partie.',
        },
        {
          type: 'paragraph',
          text: 'Aucun cookie, aucun stockage dans votre navigateur et aucun identifiant ne vous rattachent à une version : en revenant plus tard, vous pouvez voir l’autre. Nous comparons seulement, version par version, le nombre de visites et de demandes ; chaque essai et ce qu’il cherche à vérifier sont décidés avant qu’il commence.',
        },
        {
          type: 'paragraph',
          text: 'Comme tout serveur web, celui de notre hébergeur peut aussi enregistrer dans un journal technique l’adresse IP de l’appareil qui demande une page, pour assurer la sécurité et le bon fonctionnement du site.',
        },
      ],
    },
    {
      kind: 'prose',
      id: 'bases-legales',
      title: 'Bases légales',
      intro: 'Chaque utilisation de vos données repose sur une base prévue par le règlement général sur la protection des données (RGPD).',
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: 'Vos questions sur une formation et votre candidature',
              description: 'Les mesures précontractuelles prises à votre demande, avant une éventuelle inscription (article 6.1.b du RGPD).',
            },
            {
              term: 'Les demandes d’une entreprise, d’une collectivité et les autres demandes',
              description: 'Notre intérêt légitime à répondre aux personnes qui nous écrivent (article 6.1.f du RGPD).',
            },
            {
              term: 'Les informations sur votre santé ou un handicap que vous choisissez de nous confier',
              description: 'Votre consentement explicite (article 9.2.a du RGPD), que vous pouvez retirer à tout moment.',
            },
            {
              term: 'Le comptage des demandes qui limite les envois massifs',
              description: 'Notre intérêt légitime à protéger le formulaire et notre boîte de réception (article 6.1.f du RGPD).',
            },
            {
              term: 'D’où vient votre demande (page, site d’origine, campagne)',
              description:
                'Notre intérêt légitime à savoir quelles pages et quelles campagnes amènent des demandes (article 6.1.f du RGPD). Vous pouvez vous y opposer : écrivez-nous, nous effaçons ces informations de votre demande.',
            },
            {
              term: 'Le comptage des visites à partir des lignes du serveur',
              description: 'Notre intérêt légitime à mesurer la fréquentation de nos pages et de nos campagnes (article 6.1.f du RGPD).',
            },
            {
              term: 'Le journal technique de l’hébergeur',
              description: 'Notre intérêt légitime à protéger le site et à le faire fonctionner (article 6.1.f du RGPD).',
            },
          ],
        },
      ],
    },
    {
      kind: 'prose',
      id: 'conservation',
      title: 'Durées de conservation',
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: 'Demandes de contact et candidatures',
              description: `${retention} après votre dernier contact avec nous, puis elles sont supprimées. Si vous nous écrivez de nouveau, ce délai repart de votre dernier message.`,
            },
            {
              term: 'Si vous rejoignez l’école',
              description: 'Votre dossier d’apprenti suit alors les règles de conservation propres à la formation, qui vous sont présentées à l’inscription.',
            },
            {
              term: 'Empreintes servant à compter les demandes',
              description: `${FLOOD_BUDGET.keptHours} heures, puis elles sont effacées.`,
            },
            {
              term: 'D’où vient votre demande',
              description: `Aussi longtemps que la demande elle-même : ${retention} après votre dernier contact avec nous.`,
            },
            {
              term: 'Lignes du serveur qui servent à compter les visites',
              description: `${capitalise(PRIVACY.accessLogRetention)}, puis elles sont effacées.`,
            },
            {
              term: 'Totaux des visites par jour, page, campagne et version',
              description: `${capitalise(VISIT_COUNTERS_KEPT)}, puis ils sont effacés.`,
            },
            { term: 'Journal technique de l’hébergeur', description: PRIVACY.serverLogsRetention },
            {
              term: 'Brouillon du formulaire dans votre navigateur',
              description: [
                `Jusqu’à la fermeture de l’onglet, ${FORM_DRAFT.maxAgeHours} heures au plus après votre dernière saisie (voir `,
                { label: 'ce que garde votre navigateur', href: '#navigateur' },
                ').',
              ],
            },
          ],
        },
      ],
    },
    {
      kind: 'prose',
      id: 'destinataires',
      title: 'Destinataires et prestataires',
      blocks: [
        {
          type: 'paragraph',
          text: 'Vos données sont lues par les seuls membres de notre équipe qui traitent votre demande : admissions, relations avec les entreprises, référente handicap. Elles ne sont ni vendues, ni louées, ni cédées.',
        },
        { type: 'paragraph', text: 'Des prestataires techniques les traitent pour notre compte, selon nos instructions :' },
        {
          type: 'definitions',
          items: [
            {
              term: LEGAL.database.name,
              description: `Stocke les demandes envoyées par le formulaire de contact. Lieu de stockage : ${LEGAL.database.region}.`,
            },
            {
              term: LEGAL.emailProvider,
              description: CONTACT_MAILS.acknowledgementToVisitor
                ? 'Envoie à notre équipe l’e-mail qui signale chaque nouvelle demande (il contient votre demande) et ses rappels, et vous envoie l’accusé de réception.'
                : 'Envoie à notre équipe l’e-mail qui signale chaque nouvelle demande ; cet e-mail contient votre demande.',
            },
            {
              term: LEGAL.host.name,
              description:
                'Héberge et diffuse les pages du site. Les formulaires ne passent pas par lui : votre demande est envoyée directement à la base de données.',
            },
            {
              term: capitalise(PRIVACY.applicationFormProvider),
              description: 'Recueille les candidatures déposées sur la page Candidater.',
            },
          ],
        },
        { type: 'heading', text: 'Transferts hors de l’Union européenne' },
        {
          type: 'paragraph',
          text: `${LEGAL.database.name} est une société établie aux États-Unis : même si les demandes sont stockées à l’endroit indiqué ci-dessus, un accès depuis l’extérieur de l’Union européenne, pour la maintenance de la base de données, ne peut pas être exclu. L’envoi des e-mails par ${LEGAL.emailProvider} peut lui aussi passer par des serveurs situés hors de l’Union européenne. Ces transferts sont encadrés par ${PRIVACY.transferSafeguards}.`,
        },
      ],
    },
    {
      kind: 'prose',
      id: 'droits',
      title: 'Vos droits',
      intro: 'Vous gardez la main sur vos données. Vous pouvez à tout moment :',
      blocks: [
        {
          type: 'list',
          items: [
            'y accéder et en obtenir une copie (droit d’accès) ;',
            'les faire corriger ou compléter (droit de rectification) ;',
            'les faire effacer (droit à l’effacement) ;',
            'vous opposer à leur utilisation fondée sur notre intérêt légitime (droit d’opposition) ;',
            'en faire limiter l’utilisation, le temps de vérifier une contestation par exemple (droit à la limitation) ;',
            'les recevoir dans un format lisible par une machine, pour les transmettre à un autre organisme (droit à la portabilité) ;',
            'retirer votre consentement, quand il est la base de leur utilisation ;',
            'nous indiquer ce que nous devons en faire après votre décès.',
          ],
        },
        { type: 'heading', text: 'Comment exercer vos droits' },
        {
          type: 'paragraph',
          text: [
            'Écrivez-nous à ',
            privacyMail,
            `, ou par courrier à ${SCHOOL.legalName}, ${address}, en précisant votre demande. Nous vous répondons dans un délai d’un mois, prolongeable de deux mois si la demande est complexe (nous vous en prévenons alors) ; si nous avons un doute raisonnable sur votre identité, nous pouvons vous demander de la confirmer.`,
          ],
        },
        {
          type: 'paragraph',
          text: 'Pour faire effacer vos demandes, indiquez-nous l’adresse e-mail donnée dans le formulaire : nous effaçons toutes les demandes envoyées avec cette adresse, sous toutes ses formes (majuscules, « +… », points d’une adresse Gmail), leur suivi et l’empreinte gardée contre l’envoi massif, puis nous vous le confirmons. Nous ne gardons de cet effacement que sa date et le nombre de demandes effacées, jamais votre adresse.',
        },
        { type: 'heading', text: 'Réclamation auprès de la CNIL' },
        {
          type: 'paragraph',
          text: [
            'Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés : ',
            { label: 'déposer une plainte auprès de la CNIL', href: 'https://www.cnil.fr/fr/plaintes' },
            '.',
          ],
        },
      ],
    },
    {
      kind: 'prose',
      id: 'cookies',
      title: 'Cookies et comptage des visites',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ce site ne dépose aucun cookie. Il ne contient aucun outil de mesure d’audience, de publicité ou de réseau social : aucun tiers ne suit votre visite, et vous n’avez rien à accepter ni à refuser.',
        },
        {
          type: 'paragraph',
          text: [
            'Nous comptons les visites à partir des lignes que le serveur écrit, sans adresse IP ni cookie, et les essais de deux versions d’une page n’en déposent pas davantage (voir ',
            { label: 'la simple visite du site', href: '#donnees' },
            ').',
          ],
        },
        {
          type: 'paragraph',
          text: `Seul le formulaire de candidature de la page Candidater, fourni par ${PRIVACY.applicationFormProvider}, peut déposer ses propres cookies, décrits dans la politique de ce prestataire.`,
        },
      ],
    },
    {
      kind: 'prose',
      id: 'navigateur',
      title: 'Ce que garde votre navigateur',
      blocks: [
        {
          type: 'paragraph',
          text: `Pendant que vous remplissez le formulaire de contact, ce que vous tapez est enregistré dans le stockage de session de votre navigateur, pour cet onglet seulement : si la page se recharge ou si l’envoi échoue, vous ne perdez rien. Ce brouillon ne nous est pas transmis tant que vous ne cliquez pas sur « Envoyer ».`,
        },
        {
          type: 'list',
          items: [
            'Il est effacé dès que votre demande est envoyée, ou quand vous videz les champs du formulaire.',
            'Il est effacé quand vous fermez l’onglet : vos autres onglets ne le voient pas, et il n’est pas gardé d’une visite à l’autre. Sur un ordinateur partagé, fermer l’onglet suffit.',
            `Il n’est plus repris ${FORM_DRAFT.maxAgeHours} heures après votre dernière saisie, même si l’onglet est resté ouvert : il est alors effacé.`,
          ],
        },
        {
          type: 'paragraph',
          text: 'Après l’envoi, le message de confirmation est passé à la page suivante par le stockage de session de l’onglet. Il ne contient aucune donnée personnelle et disparaît dès qu’il s’affiche.',
        },
        {
          type: 'paragraph',
          text: 'La première page que vous ouvrez dans un onglet note aussi dans ce stockage de session d’où vient la visite : son chemin, le nom du site qui vous y a mené et ses paramètres de campagne (utm_…). Rien d’autre, et rien qui vous identifie ; c’est envoyé avec votre demande si vous nous écrivez, et effacé quand vous fermez l’onglet.',
        },
      ],
    },
    {
      kind: 'prose',
      id: 'securite',
      title: 'Sécurité',
      blocks: [
        {
          type: 'list',
          items: [
            'Le site et le formulaire communiquent avec nos prestataires par des connexions chiffrées (HTTPS).',
            'La clé publique qu’utilise le formulaire permet seulement d’ajouter une demande : elle ne permet ni de lire, ni de modifier, ni de supprimer les demandes déjà envoyées.',
            'Seuls les outils de notre équipe, avec une clé réservée, accèdent aux demandes enregistrées.',
            'Le nombre de demandes envoyées avec une même adresse e-mail, depuis une même connexion et au total est limité, pour empêcher un envoi massif.',
          ],
        },
      ],
    },
    {
      kind: 'prose',
      id: 'mise-a-jour',
      title: 'Mise à jour de cette politique',
      tone: 'surface',
      blocks: [
        { type: 'paragraph', text: `Dernière mise à jour : ${updatedOn}.` },
        {
          type: 'paragraph',
          text: 'Nous modifions cette page quand notre façon de traiter vos données change, par exemple si nous changeons de prestataire. La date ci-dessus l’indique.',
        },
      ],
    },
  ],
});
