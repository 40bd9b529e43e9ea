import { aidForLevelOn } from '../../apprenticeship/aidWording.ts';
import { paySimulatorSection } from '../../apprenticeship/sections.ts';
import { BACHELOR_CERTIFICATION, BACHELOR_OBJECTIVES, BACHELOR_RECORD } from '../../courseRecords/bachelor.ts';
import { keyInformationSection, registeredWording, rncpCode, rncpHref } from '../../courseRecords/keyInformation.ts';
import { BACHELOR, formatMonth, type Intake, nextIntake } from '../../courses.ts';
import { formatDate, formatPercent, NBSP } from '../../format.ts';
import { definePage } from '../../model/page.ts';
import { placeholder } from '../../model/placeholder.ts';
import type { ProseBlock } from '../../model/sections.ts';
import { APPLICATION, SCHOOL } from '../../school.ts';

const { certification } = BACHELOR;
// « RNCP 40377 » stays on one line.
const rncp = rncpCode(certification.rncpNumber);
const level = `niveau ${certification.level}`;
/**
 * The registered wording France compétences' rules ask for (« titre « … » de niveau 6 inscrit au
 * RNCP n° 40377 », with its certifier once known), said beside the specification's « Bachelor,
 * Bac+3 »; never « diplôme reconnu par l’État », which a registered title is not.
 */
const registered = registeredWording(BACHELOR_CERTIFICATION)!;
/** « 4 jours », never split across two lines. */
const companyDays = `${BACHELOR.rhythm.companyDaysPerWeek}${NBSP}jours`;

/**
 * What the page says of the next intake (DESIGN.md §2.7): its months while one is known, else that
 * the next September intake's dates are coming (the spec's only intake, September 2025, is past).
 */
function intakeWords(intake: Intake | undefined) {
  if (intake) {
    return {
      subtitle: `Prochaine rentrée : ${formatMonth(intake.start)}, pour ${BACHELOR.durationMonths} mois d’alternance jusqu’en ${formatMonth(intake.end)}.`,
      banner: `Inscriptions ouvertes pour la rentrée de ${formatMonth(intake.start)}`,
      bannerText: `Formation de ${formatMonth(intake.start)} à ${formatMonth(intake.end)}. Déposez votre candidature dès maintenant : vous aurez le temps de trouver votre entreprise avant la rentrée.`,
      sticky: `Rentrée de ${formatMonth(intake.start)} : inscriptions ouvertes`,
    };
  }
  return {
    subtitle: 'Prochaine rentrée de septembre : les dates seront bientôt annoncées. Candidatez dès maintenant pour préparer votre rentrée.',
    banner: 'Inscriptions ouvertes pour la prochaine rentrée',
    bannerText:
      'Les dates de la prochaine rentrée de septembre seront bientôt annoncées. Déposez votre candidature dès maintenant : vous aurez le temps de trouver votre entreprise.',
    sticky: 'Rentrée de septembre : inscriptions ouvertes',
  };
}

/** The seven tabs of the course (spec §2 and §3), every fact from `BACHELOR`. */
const TABS: readonly { id: string; label: string; blocks: readonly ProseBlock[] }[] = [
  {
    id: 'objectifs',
    label: 'Objectifs',
    blocks: [
      {
        type: 'paragraph',
        text: `Le titre « ${BACHELOR.certificationTitle} » forme en ${BACHELOR.durationMonths} mois des professionnels capables de concevoir, de mettre en œuvre et de piloter la stratégie digitale et e-commerce d’une entreprise.`,
      },
      { type: 'list', items: BACHELOR_OBJECTIVES },
      {
        type: 'paragraph',
        text: `À la clé : un ${registered} (${BACHELOR.diplomaLevel}), et une année d’expérience professionnelle.`,
      },
    ],
  },
  {
    id: 'prerequis',
    label: 'Pré-requis',
    blocks: [
      { type: 'paragraph', text: 'Pour entrer en formation, il vous faut :' },
      { type: 'list', items: BACHELOR.admissionPrerequisites },
      { type: 'paragraph', text: `${APPLICATION.selection}.` },
      // A link alone in its paragraph: copy never ends a string with a space (pages.test.ts).
      { type: 'paragraph', text: [{ label: 'Le parcours d’admission en détail', href: '/admissions' }] },
    ],
  },
  {
    id: 'rythme',
    label: 'Rythme',
    blocks: [
      {
        type: 'definitions',
        items: [
          { term: 'Durée', description: `1 an d’alternance (${BACHELOR.durationMonths} mois)` },
          { term: 'Volume', description: `Plus de ${BACHELOR.trainingHoursAtLeast} heures de formation` },
          {
            term: 'Organisation',
            description: `${BACHELOR.rhythm.companyDaysPerWeek} jours par semaine en entreprise, ${BACHELOR.rhythm.schoolDaysPerWeek} jour en formation`,
          },
          { term: 'Cours', description: `${BACHELOR.classes}, 100 % à distance` },
        ],
      },
    ],
  },
  {
    id: 'competences',
    label: 'Compétences',
    blocks: [
      { type: 'paragraph', text: `La certification est organisée en ${BACHELOR.skillBlocks.length} blocs de compétences :` },
      { type: 'list', ordered: true, items: BACHELOR.skillBlocks },
    ],
  },
  {
    id: 'metiers',
    label: 'Métiers visés',
    blocks: [
      { type: 'paragraph', text: 'À l’issue de la formation, vous pouvez exercer comme :' },
      { type: 'list', items: BACHELOR.targetJobs },
    ],
  },
  {
    id: 'evaluation',
    label: 'Évaluation',
    blocks: [
      {
        type: 'paragraph',
        text: `${BACHELOR.assessment.kind} : chacun des ${BACHELOR.skillBlocks.length} blocs de compétences est évalué par une épreuve de ${BACHELOR.assessment.hoursPerBlock} heures.`,
      },
      { type: 'paragraph', text: 'La certification complète est obtenue lorsque tous les blocs sont validés.' },
    ],
  },
  {
    id: 'certification',
    label: 'Certification',
    blocks: [
      {
        type: 'definitions',
        items: [
          { term: 'Intitulé', description: BACHELOR.certificationTitle },
          { term: 'Niveau', description: `Niveau ${certification.level} (${BACHELOR.diplomaLevel})` },
          { term: 'Numéro', description: rncp },
          { term: 'Date de décision', description: formatDate(certification.decisionDate) },
          { term: 'Enregistrement', description: `Jusqu’au ${formatDate(certification.expiresOn)}` },
          { term: 'Codes NSF', description: certification.nsfCodes.join(', ') },
          { term: 'VAE', description: 'Accessible par la validation des acquis de l’expérience (VAE)' },
        ],
      },
      {
        type: 'paragraph',
        text: [{ label: `La fiche ${rncp} sur le site de France compétences`, href: rncpHref(certification.rncpNumber) }],
      },
    ],
  },
];

/**
 * The Bachelor Marketing Digital (`/programmes/marketing-digital`), registered as « Chargé de
 * marketing digital et e-commerce »: the page carries both descriptions the spec gives of it.
 * Dated (the next intake, the SMIC and the aid in force), so a past intake is never announced and
 * every amount is the one of the build's day.
 */
export function pageAsOf(asOf: string) {
  const words = intakeWords(nextIntake(BACHELOR.intakes, asOf));
  const pay = paySimulatorSection(asOf);
  // The Bachelor prepares a title of level 6: the aid its employer gets.
  const aid = aidForLevelOn(asOf, certification.level);
  return definePage({
    path: '/programmes/marketing-digital',
    description: `${BACHELOR.name} (${BACHELOR.diplomaLevel}) en alternance, 100 % à distance : ${BACHELOR.durationMonths} mois, titre ${rncp} de niveau ${certification.level}, gratuit et rémunéré.`,
    structuredData: [{ type: 'course', course: 'bachelor-marketing-digital' }],
    sections: [
      {
        kind: 'hero',
        eyebrow: `${BACHELOR.name} · ${BACHELOR.diplomaLevel}`,
        title: `${BACHELOR.certificationTitle} en alternance`,
        subtitle: words.subtitle,
        badges: ['100 % distanciel', 'Formation certifiée', 'Alternance rémunérée'],
        bullets: [
          `${BACHELOR.diplomaLevel} en ${BACHELOR.durationMonths} mois, certifié RNCP`,
          `Accessible après un ${BACHELOR.prerequisite}`,
          `100 % à distance : ${BACHELOR.classes.toLowerCase()}`,
        ],
        actions: [
          { label: 'Je réserve ma place', href: '/candidater' },
          { label: 'Voir le programme', href: '#programme', style: 'outline' },
        ],
        illustration: 'courses',
        // Spec §2: this hero has a background image (original artwork, decorative).
        background: 'courses',
      },
      {
        kind: 'figures',
        title: `Le ${BACHELOR.name} en bref`,
        items: [
          { value: BACHELOR.diplomaLevel, label: `titre de ${level} inscrit au RNCP` },
          { value: `${BACHELOR.durationMonths} mois`, label: 'd’alternance en entreprise' },
          { value: `+${BACHELOR.trainingHoursAtLeast} h`, label: 'de formation à distance' },
          { value: formatPercent(100), label: 'à distance, cours en replay' },
        ],
        note: `Pré-requis : ${BACHELOR.prerequisite}.`,
      },
      {
        kind: 'tabs',
        id: 'programme',
        title: 'Le programme en détail',
        label: 'Rubriques du programme',
        defaultTab: 'objectifs',
        items: TABS,
      },
      keyInformationSection(BACHELOR_RECORD, asOf, { tone: 'surface' }),
      {
        kind: 'cards',
        title: 'Ce que vous allez apprendre',
        columns: 'three',
        items: [
          {
            title: 'SEO et contenus',
            description: 'Référencement naturel, rédaction web et stratégie éditoriale : être trouvé sur les moteurs de recherche et donner envie de lire.',
          },
          { title: 'Publicité et réseaux sociaux', description: 'Campagnes sponsorisées, ciblage, budget et animation des réseaux sociaux de l’entreprise.' },
          { title: 'E-mailing et automatisation', description: 'Newsletters, segmentation et scénarios automatisés pour garder le lien avec chaque client.' },
          { title: 'E-commerce et CMS', description: 'Créer, gérer et faire vivre un site ou une boutique en ligne avec les outils du marché.' },
          { title: 'Analyse et reporting', description: 'Indicateurs clés, tableaux de bord et analyse d’audience : mesurer pour décider.' },
          { title: 'Gestion de projet et UX', description: 'Cahier des charges, planning et expérience utilisateur : mener un projet web de bout en bout.' },
        ],
      },
      {
        kind: 'cards',
        title: `Les avantages du ${BACHELOR.name}`,
        tone: 'surface',
        columns: 'three',
        items: [
          {
            title: `Un ${BACHELOR.diplomaLevel} inscrit au RNCP`,
            description: `Le ${BACHELOR.name} prépare le ${registered}.`,
          },
          {
            title: `${BACHELOR.durationMonths} mois pour vous lancer`,
            description: 'Une année d’alternance pour obtenir votre diplôme et acquérir une vraie expérience professionnelle.',
          },
          { title: 'Gratuit pour vous', description: 'En alternance, les frais de formation sont pris en charge : l’apprenti ne paie rien.' },
          {
            title: '100 % à distance',
            description: 'Vous étudiez depuis chez vous et travaillez dans une entreprise près de chez vous, sans quitter votre région.',
          },
          {
            title: 'L’IA au programme',
            description: 'Vous apprenez à utiliser l’intelligence artificielle dans votre métier : contenus, analyses, automatisations.',
          },
          {
            title: 'Des débouchés variés',
            description: `${BACHELOR.targetJobs.length} métiers visés, de community manager à responsable webmarketing ou chef de projet web.`,
          },
        ],
        actions: [{ label: 'Je postule au Bachelor', href: '/candidater' }],
      },
      {
        kind: 'ticks',
        title: 'Ce qui nous guide',
        items: [
          'Apprendre en faisant, sur les projets réels de votre entreprise',
          'Mettre l’intelligence artificielle au service de votre efficacité',
          `Viser un titre inscrit au RNCP, de ${level} (${BACHELOR.diplomaLevel})`,
          'Rendre la formation accessible, où que vous habitiez',
          'Accompagner chaque apprenti, de la candidature au diplôme',
        ],
      },
      {
        kind: 'cards',
        title: 'Pourquoi choisir notre école ?',
        tone: 'surface',
        items: [
          {
            title: 'Rémunéré pendant la formation',
            description:
              'Votre contrat d’apprentissage vous verse un salaire : un pourcentage du SMIC selon votre âge et votre niveau, qui augmente progressivement.',
          },
          { title: 'Cours en ligne avec replay', description: 'Vous suivez les cours en visioconférence et revoyez chaque séance en replay, à votre rythme.' },
          {
            title: 'Accompagnement personnalisé',
            description: 'Un suivi individuel tout au long de l’année, et de l’aide pour trouver votre entreprise d’accueil.',
          },
          {
            title: 'Formation très pratique',
            description: `Des cas concrets et des outils utilisés en entreprise, que vous mettez en pratique ${companyDays} par semaine.`,
          },
        ],
      },
      ...(pay ? [pay] : []),
      {
        kind: 'quote',
        title: 'Le mot du fondateur',
        text: 'Nous avons créé cette école pour que chacun puisse se former aux métiers du digital sans quitter sa région : on apprend sur le terrain, avec l’intelligence artificielle comme alliée.',
        author: 'Le fondateur',
        role: SCHOOL.brand,
        placeholder: placeholder('Citation du fondateur ou de la fondatrice de l’école : texte, nom et fonction, publiés avec son accord.'),
      },
      {
        kind: 'callToAction',
        id: 'inscriptions',
        title: words.banner,
        text: words.bannerText,
        ticks: [
          `Candidature en ${APPLICATION.minutesToApply} minutes`,
          'Formation gratuite et rémunérée',
          'Aide pour trouver votre entreprise',
          `${BACHELOR.diplomaLevel} : titre de ${level} inscrit au RNCP`,
        ],
        actions: [{ label: 'Je candidate', href: '/candidater' }],
      },
      {
        kind: 'faq',
        title: 'Vos questions sur le Bachelor',
        items: [
          {
            question: 'Quel niveau faut-il pour entrer en Bachelor ?',
            answer: `Un ${BACHELOR.prerequisite}. ${APPLICATION.selection} : votre intérêt pour le numérique et votre motivation pour l’alternance comptent autant que votre parcours.`,
          },
          {
            question: 'Combien coûte la formation ?',
            answer:
              'Rien pour vous : en alternance, les frais de formation sont pris en charge et vous êtes payé par votre entreprise, un pourcentage du SMIC selon votre âge et votre niveau.',
          },
          {
            question: 'Comment se déroulent les cours à distance ?',
            answer: `En visioconférence, ${BACHELOR.rhythm.schoolDaysPerWeek} jour par semaine, avec le replay de chaque cours. Les ${BACHELOR.rhythm.companyDaysPerWeek} autres jours, vous travaillez en entreprise.`,
          },
          {
            question: 'Dois-je avoir trouvé mon entreprise avant de candidater ?',
            answer:
              'Non : vous pouvez candidater sans entreprise. Après l’entretien, nous vous accompagnons dans votre recherche : conseils, CV, mise en relation avec des entreprises qui recrutent.',
          },
          {
            question: 'Quelle certification le Bachelor prépare-t-il ?',
            answer: `Le ${registered} (${BACHELOR.diplomaLevel}), enregistré jusqu’au ${formatDate(certification.expiresOn)}.`,
          },
        ],
        more: { text: 'Une autre question ?', action: { label: 'Toutes les questions fréquentes', href: '/faq', style: 'outline' } },
      },
      {
        kind: 'callToAction',
        title: 'Vous êtes chef d’entreprise ?',
        tone: 'tinted',
        text: `Accueillez un apprenti du Bachelor : il fait avancer votre marketing digital ${companyDays} par semaine${aid ? `, avec ${aid.wording}` : ''}, et nous gérons les démarches.`,
        actions: [{ label: 'Recruter un alternant', href: '/entreprises' }],
      },
      {
        kind: 'links',
        title: 'Comparer avec nos autres formations',
        items: [
          { label: 'Formation Community Manager en alternance', href: '/programmes/community-manager' },
          { label: 'Formation Digital Business Developer en alternance', href: '/programmes/digital-business-developer' },
          { label: 'Toutes nos formations', href: '/programmes' },
        ],
      },
      {
        kind: 'stickyCta',
        label: 'Inscription au Bachelor',
        message: words.sticky,
        action: { label: 'Je réserve ma place', href: '/candidater' },
      },
    ],
  });
}
