import accessibility from '../data/school/accessibility.json' with { type: 'json' };
import school from '../data/school/identity.json' with { type: 'json' };
import legal from '../data/school/legal.json' with { type: 'json' };
import privacy from '../data/school/privacy.json' with { type: 'json' };
import { type Fact, factIndex, factKnown, factValue } from './data/facts.ts';
import { NBSP } from './format.ts';
import type { DocumentHref } from './model/link.ts';

/** `packages/content/data/school/*.json`, as their schemas (`schema/identity.schema.json`…) describe them. */
interface SchoolData {
  school: {
    brand: Fact<string>;
    legalName: Fact<string>;
    email: Fact<string>;
    phone: Fact<string>;
    phoneHref: Fact<string>;
    address: { street: Fact<string>; postalCode: Fact<string>; city: Fact<string>; country: Fact<string> };
    origin: Fact<`https://${string}`>;
    linkedin: Fact<`https://${string}`>;
    qualityCertificate: Fact<DocumentHref>;
  };
  legal: {
    legalForm: Fact<string>;
    siret: Fact<string>;
    rcs: Fact<string>;
    vatNumber: Fact<string>;
    nda: Fact<string>;
    ndaRegion: Fact<string>;
    uai: Fact<string>;
    publicationDirector: Fact<string>;
    qualiopi: Fact<string>;
    qualiopiCategories: Fact<string>;
    host: { name: Fact<string>; address: Fact<string>; phone: Fact<string> };
    database: { region: Fact<string> };
    emailProvider: Fact<string>;
    courts: Fact<string>;
  };
  accessibility: {
    referent: { name: Fact<string>; email: Fact<string>; phone: Fact<string>; phoneHref: Fact<string> };
    plan: { period: Fact<string>; commitments: Fact<string> };
    audit: Fact<string>;
    actionPlan: { year: Fact<string>; actions: Fact<string> };
  };
  privacy: {
    contactEmail: Fact<string>;
    applicationForm: { provider: Fact<string>; data: Fact<string> };
    transferSafeguards: Fact<string>;
    serverLogsRetention: Fact<string>;
    accessLogRetention: Fact<string>;
  };
}

/**
 * The school's facts as the school supplies them (DESIGN.md §2.15): edited in the editor, checked
 * by the schemas. One file per part (identity, legal, accessibility, privacy), each imported whole
 * (Node's JSON modules have a default export only), so a bundle keeps only the parts its pages show.
 */
const SCHOOL_PART = school as unknown as SchoolData['school'];
const LEGAL_PART = legal as unknown as SchoolData['legal'];
const ACCESSIBILITY_PART = accessibility as unknown as SchoolData['accessibility'];
const PRIVACY_PART = privacy as unknown as SchoolData['privacy'];
const schoolFacts = factIndex('school/identity.json', SCHOOL_PART, '', 'school.');
const legalFacts = factIndex('school/legal.json', LEGAL_PART, '', 'legal.');
const accessibilityFacts = factIndex('school/accessibility.json', ACCESSIBILITY_PART, '', 'accessibility.');
const privacyFacts = factIndex('school/privacy.json', PRIVACY_PART, '', 'privacy.');

/**
 * Facts about the school, typed once and read by every page (DESIGN.md §2.1), from
 * `packages/content/data/school/`. The specification gives none of these: every value is
 * provisional there, listed by `npm run launch-check` and refused by a production build until the
 * school supplies the real one (in the editor, `npm run edit`).
 */
export const SCHOOL = {
  brand: factValue(schoolFacts, (school) => school.brand),
  legalName: factValue(schoolFacts, (school) => school.legalName),
  // A no-break space before « % »: the footer shows it as written (no page typesetting there).
  tagline: `Le CFA 100${NBSP}% à distance du marketing digital, avec l’IA au programme`,
  email: factValue(schoolFacts, (school) => school.email),
  /** Shown as written; `phoneHref` is the `tel:` form. */
  phone: factValue(schoolFacts, (school) => school.phone),
  phoneHref: factValue(schoolFacts, (school) => school.phoneHref),
  address: {
    street: factValue(schoolFacts, (school) => school.address.street),
    postalCode: factValue(schoolFacts, (school) => school.address.postalCode),
    // Spec §1: the registered address is in a town in western France; the courts of Laval are named.
    city: factValue(schoolFacts, (school) => school.address.city),
    country: factValue(schoolFacts, (school) => school.address.country),
  },
  /** Production origin, used for canonical addresses; overridable at build time (VITE_SITE_ORIGIN). */
  origin: factValue(schoolFacts, (school) => school.origin),
  linkedin: factValue(schoolFacts, (school) => school.linkedin),
  qualityCertificate: {
    label: 'Certification qualité',
    /** The certificate the footer badge opens; a placeholder PDF until the school supplies its own. */
    href: factValue(schoolFacts, (school) => school.qualityCertificate),
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
  legalForm: factValue(legalFacts, (legal) => legal.legalForm),
  siret: factValue(legalFacts, (legal) => legal.siret),
  rcs: factValue(legalFacts, (legal) => legal.rcs),
  vatNumber: factValue(legalFacts, (legal) => legal.vatNumber),
  /** Numéro de déclaration d’activité d’organisme de formation (NDA). */
  trainingBodyNumber: factValue(legalFacts, (legal) => legal.nda),
  trainingBodyRegion: factValue(legalFacts, (legal) => legal.ndaRegion),
  /** Code UAI of the CFA. */
  uai: factValue(legalFacts, (legal) => legal.uai),
  publicationDirector: factValue(legalFacts, (legal) => legal.publicationDirector),
  qualiopiCertificateNumber: factValue(legalFacts, (legal) => legal.qualiopi),
  host: {
    name: factValue(legalFacts, (legal) => legal.host.name),
    address: factValue(legalFacts, (legal) => legal.host.address),
  },
  /** Where the contact requests are stored (Supabase) and who sends the mails. */
  database: {
    name: 'Supabase Inc.',
    region: factValue(legalFacts, (legal) => legal.database.region),
  },
  emailProvider: factValue(legalFacts, (legal) => legal.emailProvider),
  /** The courts named in the legal notices (spec §2). */
  courts: factValue(legalFacts, (legal) => legal.courts),
  /** The privacy policy's « dernière mise à jour » (DESIGN.md §3: a fixed, real date). */
  privacyPolicyUpdatedOn: '2026-11-28',
  /** Spec §9: prospects' data are kept 3 years after the last contact. */
  retentionYearsAfterLastContact: 3,
} as const;

/** The disability referent the accessibility page and statement name (spec §2 /accessibilite). */
export const DISABILITY_REFERENT = {
  role: 'Référente handicap',
  name: factValue(accessibilityFacts, (accessibility) => accessibility.referent.name),
  email: factValue(accessibilityFacts, (accessibility) => accessibility.referent.email),
  phone: factValue(accessibilityFacts, (accessibility) => accessibility.referent.phone),
  phoneHref: factValue(accessibilityFacts, (accessibility) => accessibility.referent.phoneHref),
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
 * policy; `packages/contracts/test/floodBudget.test.ts` keeps the migrated database's interval
 * equal to it and names the migration to write when it changes.
 */
export const FLOOD_BUDGET = { keptHours: 24 } as const;

/** Further facts the legal notices must state (LCEN host details, the Qualiopi scope). */
export const LEGAL_NOTICE = {
  hostPhone: factValue(legalFacts, (legal) => legal.host.phone),
  /** Qualiopi certifies categories of actions; the certificate lists them. */
  qualiopiCategories: factValue(legalFacts, (legal) => legal.qualiopiCategories),
} as const;

/** What the privacy policy must name that the specification does not give. */
export const PRIVACY = {
  /** Where a visitor exercises their rights (access, erasure…). */
  contactEmail: factValue(privacyFacts, (privacy) => privacy.contactEmail),
  /** The hosted application form of /candidater (its address is a build setting, VITE_APPLICATION_FORM_URL). */
  applicationFormProvider: factValue(privacyFacts, (privacy) => privacy.applicationForm.provider),
  /** Spec §3: the application form's fields are not shown; the school must list what it receives. */
  applicationFormData: factValue(privacyFacts, (privacy) => privacy.applicationForm.data),
  /** Supabase and the e-mail provider are companies based in the United States. */
  transferSafeguards: factValue(privacyFacts, (privacy) => privacy.transferSafeguards),
  serverLogsRetention: factValue(privacyFacts, (privacy) => privacy.serverLogsRetention),
  /**
   * How long the site's own access log (one line per request, no IP address: packages/proxy,
   * « Access log ») is kept: Debian's logrotate rotates nginx's logs daily and keeps 14 of them
   * (`/etc/logrotate.d/nginx`, `rotate 14`); the production server's setting decides.
   */
  accessLogRetention: factValue(privacyFacts, (privacy) => privacy.accessLogRetention),
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
    period: factValue(accessibilityFacts, (accessibility) => accessibility.plan.period),
    commitments: factValue(accessibilityFacts, (accessibility) => accessibility.plan.commitments),
  },
  /** No audit has been made: the statement says so, and states its date and method once there is one. */
  audit: factKnown(accessibilityFacts, (accessibility) => accessibility.audit, ['/accessibilite']),
  actionPlan: {
    year: factValue(accessibilityFacts, (accessibility) => accessibility.actionPlan.year),
    actions: factValue(accessibilityFacts, (accessibility) => accessibility.actionPlan.actions),
  },
} as const;
