import { COMPANY_FOLLOW_UP, companyOfferAsOf } from '../../companyOffer.ts';
import { definePage } from '../../model/page.ts';
import {
  aidAndCostSection,
  COMPANY_CONTACT_HREF,
  companyFaqSection,
  companyHeroBullets,
  companyMobileActions,
  estimateSection,
  finalCallSection,
  followUpSection,
  howItWorksSection,
  sharedCompanyQuestions,
} from '../../segments/sharedSections.ts';

/**
 * The company-recruitment landing (`/recruter-un-alternant`; spec §2 gives it no route, DESIGN.md §1
 * names it): hero button and « Planifier un appel gratuit » to /contact, the time a company saves and
 * the value its apprentice brings, the bottom call « Je veux être rappelé ». Dated: the aid and the
 * estimate are those of the rules in force on `asOf`.
 */
export function pageAsOf(asOf: string) {
  const offer = companyOfferAsOf(asOf);
  const estimate = estimateSection(offer);
  return definePage({
    path: '/recruter-un-alternant',
    description: 'Recrutez un alternant en marketing digital sans y passer vos journées : qualification, présélection, cerfa, OPCO et suivi, nous gérons tout.',
    structuredData: [
      {
        type: 'service',
        name: 'Recrutement d’alternants en marketing digital, clés en main',
        audience: 'Entreprises',
        serviceType: 'Recrutement d’alternants',
      },
    ],
    sections: [
      {
        kind: 'hero',
        title: 'Recruter un alternant : nous nous occupons de tout',
        subtitle:
          'Qualification du besoin, présélection, contrat, suivi : vous gagnez du temps, et votre alternant apporte de la valeur dès ses premières semaines.',
        bullets: companyHeroBullets(offer),
        actions: [
          { label: 'Trouver mon alternant', href: COMPANY_CONTACT_HREF },
          { label: 'Planifier un appel gratuit', href: COMPANY_CONTACT_HREF, style: 'outline' },
        ],
        illustration: 'application',
      },
      {
        kind: 'cards',
        id: 'gagner-du-temps',
        title: 'Vous gagnez du temps',
        intro: 'Tout ce qui entoure un recrutement en alternance, nous le prenons en charge.',
        items: [
          { title: 'Qualification de votre besoin', description: 'Nous précisons avec vous les missions, le profil et le calendrier, en un seul échange.' },
          { title: 'Présélection des candidats', description: 'Vous ne rencontrez que des candidats motivés, dont le projet correspond à vos missions.' },
          { title: 'Gestion administrative', description: 'Cerfa, dossier OPCO, contrat d’apprentissage : nous préparons tout, vous signez.' },
          { title: 'Suivi de l’apprenti', description: `Des points ${COMPANY_FOLLOW_UP.checkIns} avec vous et votre alternant, tout au long du contrat.` },
        ],
      },
      {
        kind: 'cards',
        id: 'creer-de-la-valeur',
        title: 'Votre alternant apporte de la valeur',
        intro: 'Formé au marketing digital et à l’IA, il prend en charge des chantiers concrets.',
        tone: 'surface',
        items: [
          { title: 'Campagnes publicitaires', description: 'Des annonces en ligne et sur les réseaux sociaux, ciblées et suivies.' },
          { title: 'Contenus structurés', description: 'Un calendrier éditorial et des contenus réguliers pour votre site et vos réseaux.' },
          { title: 'Reporting des KPI', description: 'Des tableaux de bord clairs pour suivre vos indicateurs clés et décider.' },
          { title: 'CRM', description: 'Vos contacts et vos prospects organisés et suivis dans un CRM.' },
        ],
      },
      aidAndCostSection(offer),
      // The figures above are on grey (their default): the estimate stays in their band.
      ...(estimate ? [{ ...estimate, tone: 'surface' as const }] : []),
      { ...howItWorksSection('four'), tone: 'surface' },
      followUpSection(),
      { ...companyFaqSection(sharedCompanyQuestions(offer)), tone: 'surface' },
      finalCallSection(offer, {
        title: 'Parlons de votre recrutement',
        text: 'Laissez-nous vos coordonnées : un conseiller vous rappelle pour préciser votre besoin, sans engagement.',
        label: 'Je veux être rappelé',
      }),
      companyMobileActions(),
    ],
  });
}
