import SCHOOL_JSON from '../data/school.json' with { type: 'json' };
import { dataFile, type Fact } from './data/facts.ts';
import { NBSP } from './format.ts';
import type { DocumentHref } from './model/link.ts';

/** `packages/content/data/school.json`, as its schema (`schema/school.schema.json`) describes it. */
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

/** The school's facts as the school supplies them (DESIGN.md §2.15): edited in the editor, checked by the schema. */
export const SCHOOL_DATA = SCHOOL_JSON as unknown as SchoolData;
const facts = dataFile('school.json', SCHOOL_DATA);
const { school, legal, accessibility, privacy } = SCHOOL_DATA;

/**
 * Facts about the school, typed once and read by every page (DESIGN.md §2.1), from
 * `packages/content/data/school.json`. The specification gives none of these: every value is
 * provisional there, listed by `npm run launch-check` and refused by a production build until the
 * school supplies the real one (in the editor, `npm run edit`).
 */
export const SCHOOL = {
  brand: facts.value(school.brand),
  legalName: facts.value(school.legalName),
  // A no-break space before « % »: the footer shows it as written (no page typesetting there).
  tagline: `Le CFA 100${NBSP}% à distance du marketing digital, avec l’IA au programme`,
  email: facts.value(school.email),
  /** Shown as written; `phoneHref` is the `tel:` form. */
  phone: facts.value(school.phone),
  phoneHref: facts.value(school.phoneHref),
  address: {
    street: facts.value(school.address.street),
    postalCode: facts.value(school.address.postalCode),
    // Spec §1: the registered address is in a town in western France; the courts of Laval are named.
    city: facts.value(school.address.city),
    country: facts.value(school.address.country),
  },
  /** Production origin, used for canonical addresses; overridable at build time (VITE_SITE_ORIGIN). */
  origin: facts.value(school.origin),
  linkedin: facts.value(school.linkedin),
  qualityCertificate: {
    label: 'Certification qualité',
    /** The certificate the footer badge opens; a placeholder PDF until the school supplies its own. */
    href: facts.value(school.qualityCertificate),
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
  legalForm: facts.value(legal.legalForm),
  siret: facts.value(legal.siret),
  rcs: facts.value(legal.rcs),
  vatNumber: facts.value(legal.vatNumber),
  /** Numéro de déclaration d’activité d’organisme de formation (NDA). */
  trainingBodyNumber: facts.value(legal.nda),
  trainingBodyRegion: facts.value(legal.ndaRegion),
  /** Code UAI of the CFA. */
  uai: facts.value(legal.uai),
  publicationDirector: facts.value(legal.publicationDirector),
  qualiopiCertificateNumber: facts.value(legal.qualiopi),
  host: {
    name: facts.value(legal.host.name),
    address: facts.value(legal.host.address),
  },
  /** Where the contact requests are stored (Supabase) and who sends the mails. */
  database: {
    name: 'Supabase Inc.',
    region: facts.value(legal.database.region),
  },
  emailProvider: facts.value(legal.emailProvider),
  /** The courts named in the legal notices (spec §2). */
  courts: facts.value(legal.courts),
  /** The privacy policy's « dernière mise à jour » (DESIGN.md §3: a fixed, real date). */
  privacyPolicyUpdatedOn: '2026-11-26',
  /** Spec §9: prospects' data are kept 3 years after the last contact. */
  retentionYearsAfterLastContact: 3,
} as const;

/** The disability referent the accessibility page and statement name (spec §2 /accessibilite). */
export const DISABILITY_REFERENT = {
  role: 'Référente handicap',
  name: facts.value(accessibility.referent.name),
  email: facts.value(accessibility.referent.email),
  phone: facts.value(accessibility.referent.phone),
  phoneHref: facts.value(accessibility.referent.phoneHref),
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
  hostPhone: facts.value(legal.host.phone),
  /** Qualiopi certifies categories of actions; the certificate lists them. */
  qualiopiCategories: facts.value(legal.qualiopiCategories),
} as const;

/** What the privacy policy must name that the specification does not give. */
export const PRIVACY = {
  /** Where a visitor exercises their rights (access, erasure…). */
  contactEmail: facts.value(privacy.contactEmail),
  /** The hosted application form of /candidater (its address is a build setting, VITE_APPLICATION_FORM_URL). */
  applicationFormProvider: facts.value(privacy.applicationForm.provider),
  /** Spec §3: the application form's fields are not shown; the school must list what it receives. */
  applicationFormData: facts.value(privacy.applicationForm.data),
  /** Supabase and the e-mail provider are companies based in the United States. */
  transferSafeguards: facts.value(privacy.transferSafeguards),
  serverLogsRetention: facts.value(privacy.serverLogsRetention),
  /**
   * How long the site's own access log (one line per request, no IP address: packages/proxy,
   * « Access log ») is kept: Debian's logrotate rotates nginx's logs daily and keeps 14 of them
   * (`/etc/logrotate.d/nginx`, `rotate 14`); the production server's setting decides.
   */
  accessLogRetention: facts.value(privacy.accessLogRetention),
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
    period: facts.value(accessibility.plan.period),
    commitments: facts.value(accessibility.plan.commitments),
  },
  /** No audit has been made: the statement says so, and states its date and method once there is one. */
  audit: facts.known(accessibility.audit, ['/accessibilite']),
  actionPlan: {
    year: facts.value(accessibility.actionPlan.year),
    actions: facts.value(accessibility.actionPlan.actions),
  },
} as const;
