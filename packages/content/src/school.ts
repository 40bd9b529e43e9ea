import { NBSP } from './format.ts';
import { missingFact, pendingFact } from './model/placeholder.ts';

/**
 * Facts about the school, typed once and read by every page (DESIGN.md §2.1). The specification
 * gives none of these: every value is provisional (`pendingFact`), listed by `npm run launch-check`
 * and refused by a production build until the school supplies the real one.
 */
export const SCHOOL = {
  brand: pendingFact('school.brand', 'Nom de l’école (marque)', 'École Connectée'),
  legalName: pendingFact('school.legalName', 'Raison sociale', 'École Connectée – CFA du numérique'),
  // A no-break space before « % »: the footer shows it as written (no page typesetting there).
  tagline: `Le CFA 100${NBSP}% à distance du marketing digital, avec l’IA au programme`,
  email: pendingFact('school.email', 'Adresse e-mail de contact', 'contact@ecole-connectee.fr'),
  /** Shown as written; `phoneHref` is the `tel:` form. */
  phone: pendingFact('school.phone', 'Téléphone', '02 43 00 00 00'),
  phoneHref: pendingFact('school.phoneHref', 'Téléphone (format international, liens tel:)', '+33243000000'),
  address: {
    street: pendingFact('school.address.street', 'Adresse du siège (rue)', '1 rue de la Formation'),
    postalCode: pendingFact('school.address.postalCode', 'Adresse du siège (code postal)', '53000'),
    // Spec §1: the registered address is in a town in western France; the courts of Laval are named.
    city: 'Laval',
    country: 'France',
  },
  /** Production origin, used for canonical addresses; overridable at build time (VITE_SITE_ORIGIN). */
  origin: pendingFact('school.origin', 'Adresse du site en production', 'https://www.ecole-connectee.fr'),
  linkedin: pendingFact('school.linkedin', 'Page LinkedIn de l’école', 'https://www.linkedin.com/company/ecole-connectee'),
  qualityCertificate: {
    label: 'Certification qualité',
    /** The certificate the footer badge opens; a placeholder PDF until the school supplies its own. */
    href: pendingFact('school.qualityCertificate', 'Certificat Qualiopi (PDF, remplace le fichier provisoire)', '/certificat-qualiopi.pdf'),
  },
} as const;

/**
 * Documents the site serves from its root (apps/site/public) that pages may link to (`DocumentHref`):
 * the page checks accept no other. apps/site/app/publicFiles.test.ts proves the certificate is there.
 */
export const PUBLIC_DOCUMENTS: readonly string[] = [SCHOOL.qualityCertificate.href];

/**
 * What the legal notices, the privacy policy and the accessibility statement must state. None of
 * it is in the specification: provisional values, flagged.
 */
export const LEGAL = {
  legalForm: pendingFact('legal.legalForm', 'Forme juridique et capital', 'SAS au capital de 10 000 €'),
  siret: pendingFact('legal.siret', 'Numéro SIRET', '000 000 000 00000'),
  rcs: pendingFact('legal.rcs', 'Immatriculation au RCS', 'RCS Laval 000 000 000'),
  vatNumber: pendingFact('legal.vatNumber', 'Numéro de TVA intracommunautaire', 'FR00 000000000'),
  /** Numéro de déclaration d’activité d’organisme de formation (NDA). */
  trainingBodyNumber: pendingFact('legal.nda', 'Numéro de déclaration d’activité (NDA)', '00 00 00000 00'),
  trainingBodyRegion: 'Pays de la Loire',
  /** Code UAI of the CFA. */
  uai: pendingFact('legal.uai', 'Code UAI du CFA', '0000000X'),
  publicationDirector: pendingFact('legal.publicationDirector', 'Directeur ou directrice de la publication', 'Camille Durand, directrice'),
  qualiopiCertificateNumber: pendingFact(
    'legal.qualiopi',
    'Numéro du certificat Qualiopi et organisme certificateur',
    'certificat n° 0000, délivré par un organisme certificateur accrédité',
  ),
  host: {
    name: pendingFact('legal.host.name', 'Hébergeur du site (nom)', 'Hébergeur du site statique'),
    address: pendingFact('legal.host.address', 'Hébergeur du site (adresse)', 'adresse de l’hébergeur'),
  },
  /** Where the contact requests are stored (Supabase) and who sends the mails. */
  database: {
    name: 'Supabase Inc.',
    region: pendingFact('legal.database.region', 'Région d’hébergement du projet Supabase', 'Union européenne (Francfort, Allemagne)'),
  },
  emailProvider: pendingFact('legal.emailProvider', 'Prestataire d’envoi des e-mails', 'Resend'),
  /** The courts named in the legal notices (spec §2). */
  courts: 'Laval',
  /** The privacy policy's « dernière mise à jour » (DESIGN.md §3: a fixed, real date). */
  privacyPolicyUpdatedOn: '2026-11-26',
  /** Spec §9: prospects' data are kept 3 years after the last contact. */
  retentionYearsAfterLastContact: 3,
} as const;

/** The disability referent the accessibility page and statement name (spec §2 /accessibilite). */
export const DISABILITY_REFERENT = {
  role: 'Référente handicap',
  name: pendingFact('accessibility.referent.name', 'Nom du ou de la référente handicap', 'Claire Martin'),
  email: pendingFact('accessibility.referent.email', 'E-mail du ou de la référente handicap', 'handicap@ecole-connectee.fr'),
  phone: pendingFact('accessibility.referent.phone', 'Téléphone du ou de la référente handicap', '02 43 00 00 01'),
  phoneHref: pendingFact('accessibility.referent.phoneHref', 'Téléphone du ou de la référente handicap (format international)', '+33243000001'),
} as const;

/**
 * The specification's claim on the state aid to hire an apprentice: « up to 5 000 € » (DESIGN.md §3:
 * one wording, no "per year"). Pages never print it as such: they state what the aid rules in force
 * on the day of the build give (`companyOfferAsOf`, `apprenticeship/aidSchemes.ts`), which is this
 * amount only while a case of those rules reaches it.
 */
export const STATE_AID = {
  amountEuros: 5000,
  source: 'Spécification du site, §1 (argumentaire entreprises)',
} as const;

export const APPLICATION = {
  minutesToApply: 5,
  minutesToDescribeNeed: 2,
  selection: 'Sélection sur dossier puis entretien de motivation',
} as const;

// ---------------------------------------------------------------------------------------------
// Added for the legal notices, the privacy policy and the accessibility statement
// (/mentions-legales, /politique-confidentialite, /accessibilite). None of it is in the
// specification: the draft's lifetime is a decision of this code, the date is the day the
// statement was written, the rest is provisional (`pendingFact`) until the school confirms it.

/**
 * The contact form keeps what the visitor typed in this tab's session storage (`sessionStorage`)
 * so a reload or a failed send loses nothing, and nothing more: closing the tab deletes it, other
 * tabs and later visits never see it, a sent request deletes it at once, and a draft whose last
 * save is older than `maxAgeHours` (a tab left open on a shared computer) is deleted instead of
 * restored. Read by the form (`packages/contact/src/ContactForm/contactDraft.ts`) and stated by
 * the privacy policy, so the two cannot disagree.
 */
export const FORM_DRAFT = { keptFor: 'tab', maxAgeHours: 24 } as const;

/**
 * The contact form's flood budget (supabase/migrations/20261124130200_contact_requests_flood_budget.sql)
 * counts the requests it admits under salted SHA-256 fingerprints of the client's IP address
 * (its /64 for IPv6) and of the normalised e-mail address, never the addresses themselves, and
 * deletes each fingerprint after this many hours. A decision of this code, stated by the privacy
 * policy; a test in supabase/tests keeps the migration's interval equal to it.
 */
export const FLOOD_BUDGET = { keptHours: 24 } as const;

/** Further facts the legal notices must state (LCEN host details, the Qualiopi scope). */
export const LEGAL_NOTICE = {
  hostPhone: pendingFact('legal.host.phone', 'Hébergeur du site (téléphone)', 'téléphone de l’hébergeur'),
  /** Qualiopi certifies categories of actions; the certificate lists them. */
  qualiopiCategories: pendingFact(
    'legal.qualiopi.categories',
    'Catégories d’actions couvertes par le certificat Qualiopi',
    'actions de formation et actions de formation par apprentissage',
  ),
} as const;

/** What the privacy policy must name that the specification does not give. */
export const PRIVACY = {
  /** Where a visitor exercises their rights (access, erasure…). */
  contactEmail: pendingFact('privacy.contactEmail', 'Adresse e-mail pour les demandes sur les données personnelles', 'donnees-personnelles@ecole-connectee.fr'),
  /** The hosted application form of /candidater (its address is a build setting, VITE_APPLICATION_FORM_URL). */
  applicationFormProvider: pendingFact(
    'privacy.applicationForm.provider',
    'Prestataire du formulaire de candidature (nom)',
    'notre prestataire de formulaires en ligne',
  ),
  /** Spec §3: the application form's fields are not shown; the school must list what it receives. */
  applicationFormData: pendingFact(
    'privacy.applicationForm.data',
    'Données que l’école reçoit du formulaire de candidature',
    'votre nom et votre prénom, vos coordonnées, la formation qui vous intéresse, votre parcours et les réponses que vous donnez au questionnaire',
  ),
  /** Supabase and the e-mail provider are companies based in the United States. */
  transferSafeguards: pendingFact(
    'privacy.transferSafeguards',
    'Garanties des transferts hors Union européenne (Supabase, prestataire d’e-mails), à vérifier dans leurs contrats',
    'les clauses contractuelles types adoptées par la Commission européenne',
  ),
  serverLogsRetention: pendingFact('privacy.serverLogsRetention', 'Durée de conservation des journaux techniques de l’hébergeur', '12 mois'),
  /**
   * How long the site's own access log (one line per request, no IP address: packages/proxy,
   * « Access log ») is kept: Debian's logrotate rotates nginx's logs daily and keeps 14 of them
   * (`/etc/logrotate.d/nginx`, `rotate 14`); the production server's setting decides.
   */
  accessLogRetention: pendingFact(
    'privacy.accessLogRetention',
    'Durée de conservation du journal des visites du serveur du site (sans adresse IP)',
    '14 jours',
  ),
} as const;

/**
 * The short notice under every contact form (packages/contact shows it): what the data serve, the
 * attribution included (the page and campaign a request came from, stored with it: issue 14), and
 * a link to the policy.
 */
export const FORM_PRIVACY_NOTICE =
  'Vos coordonnées servent à répondre à votre demande. Nous enregistrons aussi la page et la campagne qui vous ont amené jusqu’ici, pour savoir lesquelles fonctionnent. Rien n’est vendu ni transmis à des tiers.';

/**
 * The e-mails a request sets off, as the privacy policy describes them: the team's notification,
 * and since issue 21 (DESIGN.md §2.11) the visitor's acknowledgement and the team's reminders.
 * Turning one off in the functions means turning it off here, so the policy stays true.
 */
export const CONTACT_MAILS = { acknowledgementToVisitor: true, remindersToTeam: true } as const;

/**
 * The accessibility statement of /accessibilite, in the shape of the RGAA's model statement. No
 * audit has been made: the site is « non conforme » (the RGAA's status without a valid audit).
 * The multi-year plan and this year's action plan are the school's to adopt: provisional texts
 * (written from what the site's tests already do) until it does; the audit is a missing fact.
 */
export const ACCESSIBILITY_STATEMENT = {
  /** The day the statement was written (a fixed, real date, like the privacy policy's). */
  establishedOn: '2026-11-24',
  /** The version of the RGAA the status refers to (the one in force, published by the DINUM). */
  rgaaVersion: '4.1.2',
  multiYearPlan: {
    period: pendingFact('accessibility.plan.period', 'Période du schéma pluriannuel de mise en accessibilité (3 ans au plus)', '2027-2029'),
    commitments: pendingFact(
      'accessibility.plan.commitments',
      'Engagements du schéma pluriannuel de mise en accessibilité (à adopter par la direction de l’école)',
      'faire réaliser un audit de conformité au RGAA par un auditeur indépendant, corriger les non-conformités qu’il relève, former l’équipe qui publie les contenus, et faire vérifier à nouveau le site à chaque évolution importante',
    ),
  },
  /** No audit has been made: the statement says so, and states its date and method once there is one. */
  audit: missingFact(
    'accessibility.audit',
    'Audit de conformité au RGAA du site : date, auditeur, méthode (échantillon de pages, environnement de test), taux de conformité obtenu',
    ['/accessibilite'],
  ),
  actionPlan: {
    year: pendingFact('accessibility.actionPlan.year', 'Année du plan d’actions d’accessibilité', '2027'),
    actions: pendingFact(
      'accessibility.actionPlan.actions',
      'Actions du plan annuel d’accessibilité (à adopter par la direction de l’école)',
      'l’audit de conformité du site, la correction des non-conformités bloquantes qu’il relève, et la publication de son résultat dans cette déclaration',
    ),
  },
} as const;
