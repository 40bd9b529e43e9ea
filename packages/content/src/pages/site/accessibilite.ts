import { contactHref } from '../../contactReasons.ts';
import { formatDate, formatNumber, NBSP } from '../../format.ts';
import { definePage } from '../../model/page.ts';
import { placeholder } from '../../model/placeholder.ts';
import { replyPromiseDelay, replyPromisePhrase } from '../../replyPromises/replyPromises.ts';
import { ACCESSIBILITY_STATEMENT, DISABILITY_REFERENT, SCHOOL } from '../../school.ts';

const statement = ACCESSIBILITY_STATEMENT;
const plan = statement.multiYearPlan;
const { actionPlan } = statement;

const referentMail = { label: DISABILITY_REFERENT.email, href: `mailto:${DISABILITY_REFERENT.email}` } as const;
/** A phone number never breaks across two lines. */
const unbroken = (text: string) => text.replace(/ /g, NBSP);
const referentPhone = { label: unbroken(DISABILITY_REFERENT.phone), href: `tel:${DISABILITY_REFERENT.phoneHref}` } as const;

/**
 * Accessibility and disability (`/accessibilite`, spec §2): the four commitments as the spec lists
 * them, the disability referent, the school's e-mail and phone, a quote (an example until the
 * school supplies a real one), a call to /contact, and the site's accessibility statement in the
 * RGAA model's shape: the commitment and its strategy (the multi-year plan, this year's actions and
 * the action plan, provisional until the school adopts them), the scope, the status against RGAA
 * 4.1.2 (« non conforme »: no audit yet, a missing fact), what the team checks meanwhile (the e2e
 * suite's axe runs, the keyboard tests), the content that is not accessible, the establishment of
 * the statement, the referent, the remedies. Every course page's accessibility item links here.
 */
export const page = definePage({
  path: '/accessibilite',
  description: `Se former en alternance avec un handicap : situation étudiée avec vous, aménagements, référente handicap dédiée. Et la déclaration d’accessibilité du site.`,
  sections: [
    {
      kind: 'hero',
      title: 'Accessibilité et handicap',
      subtitle:
        'Vous êtes en situation de handicap et vous voulez vous former en alternance ? Nous étudions votre situation avec vous, en toute confidentialité, pour que la formation s’adapte à vos besoins.',
      actions: [{ label: 'Contacter la référente handicap', href: contactHref('accessibilite') }],
      illustration: 'accessibility',
    },
    {
      kind: 'cards',
      id: 'engagements',
      title: 'Nos engagements',
      items: [
        {
          title: 'Chaque situation étudiée individuellement',
          description: 'Avant votre entrée en formation, nous faisons le point avec vous sur vos besoins et sur ce qui peut faciliter votre parcours.',
          accent: 'primary',
        },
        {
          title: 'Des aménagements pédagogiques raisonnables',
          description: 'Lorsque c’est possible, nous adaptons le rythme, les supports de cours ou les modalités d’évaluation.',
          accent: 'secondary',
        },
        {
          title: 'Une référente handicap dédiée',
          description: 'Une interlocutrice unique répond à vos questions et coordonne les aménagements avec l’équipe pédagogique.',
          accent: 'accent',
        },
        {
          title: 'Un traitement confidentiel',
          description: 'Ce que vous nous confiez reste confidentiel : rien n’est communiqué à votre entreprise ni à vos formateurs sans votre accord.',
          accent: 'violet',
        },
      ],
    },
    {
      kind: 'prose',
      id: 'referente',
      title: 'Votre référente handicap',
      tone: 'surface',
      intro:
        'Elle est votre interlocutrice pour toute question liée à un handicap, avant et pendant la formation. Votre premier échange avec elle est confidentiel et ne vous engage à rien.',
      blocks: [
        {
          type: 'definitions',
          items: [
            { term: 'Votre interlocutrice', description: `${DISABILITY_REFERENT.name}, ${DISABILITY_REFERENT.role.toLowerCase()}` },
            { term: 'E-mail', description: [referentMail] },
            { term: 'Téléphone', description: [referentPhone] },
            { term: 'Délai de réponse', description: `Sous ${replyPromiseDelay('accessibilite')}` },
          ],
        },
        {
          type: 'paragraph',
          text: [
            'Vous pouvez aussi joindre l’école à ',
            { label: SCHOOL.email, href: `mailto:${SCHOOL.email}` },
            ' ou au ',
            { label: unbroken(SCHOOL.phone), href: `tel:${SCHOOL.phoneHref}` },
            ' : nous transmettons votre demande à la référente handicap.',
          ],
        },
      ],
    },
    {
      kind: 'quote',
      title: 'Témoignage',
      text: 'La référente handicap a pris le temps de comprendre ma situation avant la rentrée. Nous avons trouvé ensemble un rythme qui me convient, et je n’ai eu à en parler qu’à elle.',
      // A neutral label, not a made-up name: the quote is an example until the school supplies one.
      author: 'Un apprenti',
      role: 'Apprenti en marketing digital',
      placeholder: placeholder('Témoignage réel d’un apprenti accompagné par la référente handicap, publié avec son accord (ou supprimer la citation)'),
    },
    {
      kind: 'callToAction',
      title: 'Parlons de votre projet',
      text: 'Décrivez-nous votre situation et vos questions : la référente handicap vous répond, en toute confidentialité.',
      actions: [{ label: 'Écrire à la référente handicap', href: contactHref('accessibilite') }],
    },
    {
      kind: 'prose',
      id: 'declaration',
      title: 'Déclaration d’accessibilité',
      blocks: [
        {
          type: 'paragraph',
          text: `${SCHOOL.legalName} s’engage à rendre son site internet accessible, conformément à l’article 47 de la loi n°${NBSP}2005-102 du 11 février 2005. À cette fin, elle met en œuvre la stratégie et les actions suivantes :`,
        },
        {
          type: 'list',
          items: [
            `schéma pluriannuel de mise en accessibilité ${plan.period} : ${plan.commitments} ;`,
            `actions réalisées en ${formatDate(statement.establishedOn).slice(-4)} : les contrôles décrits ci-dessous, sur chaque page du site ;`,
            `plan d’actions ${actionPlan.year} : ${actionPlan.actions}.`,
          ],
        },
        {
          type: 'paragraph',
          text: `Cette déclaration d’accessibilité s’applique à l’ensemble du site ${SCHOOL.brand} (${SCHOOL.origin}), pages entreprises et formation IA comprises.`,
        },
        { type: 'heading', text: 'État de conformité' },
        {
          type: 'paragraph',
          text: `Le site ${SCHOOL.brand} est non conforme avec le référentiel général d’amélioration de l’accessibilité (RGAA), version ${statement.rgaaVersion} : il n’a pas encore fait l’objet d’un audit, qui seul permet de mesurer le respect de chacun des critères. Nous ne publions donc aucun taux de conformité.`,
        },
        { type: 'heading', text: 'Ce que nous vérifions en attendant un audit' },
        {
          type: 'list',
          items: [
            `Chaque page est contrôlée automatiquement avec l’outil axe (règles des niveaux A et AA des WCAG 2.1), à deux largeurs d’écran : celle d’un téléphone (375 pixels) et celle d’un ordinateur (${formatNumber(1280)} pixels).`,
            'Le menu, les questions fréquentes et les onglets sont testés au clavier, sans souris.',
            'Le texte de chaque page est présent même sans JavaScript, et aucune page ne défile de côté sur un téléphone.',
            'Les couleurs du texte et de leur fond sont choisies et vérifiées pour offrir un contraste suffisant.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Ces contrôles automatiques ne repèrent qu’une partie des difficultés possibles : ils ne remplacent ni un audit ni vos retours.',
        },
        { type: 'heading', text: 'Contenus non accessibles' },
        {
          type: 'paragraph',
          text: [
            'Contenu tiers : le formulaire de candidature de la page ',
            { label: 'Candidater', href: '/candidater' },
            ' est fourni par un prestataire extérieur, et son accessibilité ne dépend pas de nous. Si vous ne pouvez pas l’utiliser, contactez la référente handicap : nous trouverons avec vous une autre façon de candidater.',
          ],
        },
        { type: 'heading', text: 'Établissement de cette déclaration' },
        {
          type: 'paragraph',
          text: `Cette déclaration a été établie le ${formatDate(statement.establishedOn)}.`,
        },
        {
          type: 'definitions',
          items: [
            { term: 'Technologies utilisées pour la réalisation du site', description: 'HTML, CSS, JavaScript et WAI-ARIA.' },
            {
              term: 'Environnement des contrôles',
              description: `Le navigateur Chromium, à 375 et ${formatNumber(1280)} pixels de large, avec et sans JavaScript.`,
            },
            { term: 'Outils utilisés', description: 'axe-core, des tests de navigation au clavier, le validateur HTML Nu Html Checker.' },
            { term: 'Pages vérifiées', description: 'Toutes les pages du site, à chaque modification.' },
          ],
        },
        { type: 'heading', text: 'Retour d’information et contact' },
        {
          type: 'paragraph',
          text: [
            'Si vous n’arrivez pas à accéder à un contenu ou à un service du site, contactez la référente handicap par e-mail à ',
            referentMail,
            ' ou par téléphone au ',
            referentPhone,
            ` : elle vous orientera vers une solution accessible ou vous fera parvenir le contenu sous une autre forme, ${replyPromisePhrase('accessibilite')}.`,
          ],
        },
        { type: 'heading', text: 'Voies de recours' },
        {
          type: 'paragraph',
          text: 'Si vous nous avez signalé un défaut d’accessibilité qui vous empêche d’accéder à un contenu ou à un service et que vous n’avez pas obtenu de réponse satisfaisante, vous pouvez :',
        },
        {
          type: 'list',
          items: [
            ['écrire un message au Défenseur des droits avec ', { label: 'son formulaire en ligne', href: 'https://formulaire.defenseurdesdroits.fr/' }, ' ;'],
            ['contacter ', { label: 'le délégué du Défenseur des droits de votre région', href: 'https://www.defenseurdesdroits.fr/saisir/delegues' }, ' ;'],
            'envoyer un courrier par la poste, gratuitement et sans timbre, à : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.',
          ],
        },
      ],
    },
  ],
});
