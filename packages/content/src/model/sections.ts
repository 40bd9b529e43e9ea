import type { AidScheme, TrainingParticipation } from '../apprenticeship/employerCost.ts';
import type { AgeBand } from '../apprenticeship/payGrid.ts';
import type { SmicValue } from '../apprenticeship/smic.ts';
import type { ContactReasonSlug } from '../contactReasons.ts';
import type { CourseInfoItemId } from './courseInfo.ts';
import type { Action, Link, RichText } from './link.ts';
import type { Placeholder } from './placeholder.ts';

/**
 * The closed vocabulary of page copy (DESIGN.md §2.8): every section of every page is one of
 * these kinds, holding serialisable data only. `@ecole/sections` has exactly one renderer per
 * kind (a kind without one does not compile). Add a kind here only when no existing kind can
 * say it; then add its renderer.
 */

/** Background of a band of the page (the design system's `Section` tones). */
export const SECTION_TONES = ['plain', 'surface', 'tinted', 'brand'] as const;
export type SectionTone = (typeof SECTION_TONES)[number];

/** Accent colour of a card, a step or a question (spec §3: every display shape has a colour). */
export const ACCENTS = ['primary', 'secondary', 'accent', 'violet'] as const;
export type Accent = (typeof ACCENTS)[number];

/** Original artwork a hero can show beside its text (decorative: the text says it all). */
export const ILLUSTRATIONS = [
  'students',
  'region',
  'companies',
  'school',
  'courses',
  'ai',
  'application',
  'contact',
  'accessibility',
  'legal',
  'success',
  'lost',
] as const;
export type IllustrationName = (typeof ILLUSTRATIONS)[number];

/** Original artwork a hero can show behind its text (decorative, low in detail so it is never the largest paint). */
export const HERO_BACKGROUNDS = ['courses'] as const;
export type HeroBackgroundName = (typeof HERO_BACKGROUNDS)[number];

interface SectionBase {
  /** Anchor of the section (`#programme`); unique on its page. */
  id?: string;
  tone?: SectionTone;
}

/** A section's `<h2>` and lead paragraph. */
interface Titled {
  title?: string;
  intro?: RichText;
}

/** A block of running text. */
export type ProseBlock =
  | { type: 'paragraph'; text: RichText }
  | { type: 'heading'; text: string }
  | { type: 'list'; items: readonly RichText[]; ordered?: boolean }
  | { type: 'definitions'; items: readonly { term: string; description: RichText }[] };

export interface HeroSection extends SectionBase {
  kind: 'hero';
  /** The page's `<h1>` (the `<title>` comes from the route table). */
  title: string;
  /** Shown big above the title (the not-found page's « 404 »); not read out. */
  code?: string;
  eyebrow?: string;
  subtitle?: RichText;
  badges?: readonly string[];
  bullets?: readonly string[];
  actions?: readonly Action[];
  illustration?: IllustrationName;
  /** Artwork behind the text (spec §2: the Bachelor's hero), under a dark veil that keeps the text readable. */
  background?: HeroBackgroundName;
  /** The school's name, shown with its logo above the title (a page without header: /formation-ia). */
  brand?: string;
}

export interface ProseSection extends SectionBase, Titled {
  kind: 'prose';
  blocks: readonly ProseBlock[];
}

export interface CardItem {
  title: string;
  description?: RichText;
  accent?: Accent;
  bullets?: readonly string[];
  action?: Action;
}

export interface CardsSection extends SectionBase, Titled {
  kind: 'cards';
  items: readonly CardItem[];
  /**
   * `auto`: as many columns as fit; `two`: two wide columns; `three`: as many as fit, three at
   * most (six cards in two rows of three rather than four and two).
   */
  columns?: 'auto' | 'two' | 'three';
  actions?: readonly Action[];
}

export interface StepItem {
  title: string;
  description: string;
  accent?: Accent;
}

export interface StepsSection extends SectionBase, Titled {
  kind: 'steps';
  items: readonly StepItem[];
  layout?: 'vertical' | 'columns';
  actions?: readonly Action[];
}

export interface FigureItem {
  /** Already formatted (`97 %`, `5 000 €`): facts modules format their numbers. */
  value: string;
  label: string;
  /** Where the figure comes from (its published source), or the status of a claim not published yet (`claimLink`). */
  source?: Link;
  /** Its period and cohort, once published (`promotion 2025-2026, 24 diplômés`). */
  detail?: string;
}

export interface FiguresSection extends SectionBase, Titled {
  kind: 'figures';
  items: readonly FigureItem[];
  note?: RichText;
}

export interface FaqItem {
  question: string;
  answer: RichText;
  accent?: Accent;
}

export interface FaqSection extends SectionBase, Titled {
  kind: 'faq';
  items: readonly FaqItem[];
  /** A closing line under the questions (« Une autre question ? » and a link). */
  more?: { text: string; action: Action };
}

export interface TabItem {
  /** Stable identifier, also the dropdown's value. */
  id: string;
  label: string;
  blocks: readonly ProseBlock[];
}

export interface TabsSection extends SectionBase, Titled {
  kind: 'tabs';
  /** Accessible name of the tab list (and of the dropdown under 768 px). */
  label: string;
  /** `id` of the tab shown first. */
  defaultTab: string;
  items: readonly TabItem[];
}

export interface TestimonialItem {
  quote: string;
  author: string;
  role: string;
  type: 'student' | 'company';
  /** Site path of a portrait; hidden if it fails to load. */
  image?: `/${string}`;
  /** Set while the quote is not a real, approved one: the page labels it as an example. */
  placeholder?: Placeholder;
}

export interface TestimonialsSection extends SectionBase, Titled {
  kind: 'testimonials';
  items: readonly TestimonialItem[];
}

export interface QuoteSection extends SectionBase {
  kind: 'quote';
  title?: string;
  text: string;
  author: string;
  role: string;
  placeholder?: Placeholder;
}

export interface CallToActionSection extends SectionBase {
  kind: 'callToAction';
  title: string;
  text?: RichText;
  ticks?: readonly string[];
  actions: readonly Action[];
}

export interface TicksSection extends SectionBase, Titled {
  kind: 'ticks';
  items: readonly string[];
}

export interface LinksSection extends SectionBase, Titled {
  kind: 'links';
  items: readonly Link[];
}

export interface TableSection extends SectionBase, Titled {
  kind: 'table';
  caption: string;
  columns: readonly string[];
  /** The first cell of a row heads it. */
  rows: readonly (readonly string[])[];
  note?: RichText;
}

export interface LogosSection extends SectionBase, Titled {
  kind: 'logos';
  items: readonly { name: string; placeholder?: Placeholder }[];
}

/** A panel beside the contact form: a title, text and links (reply promise, e-mail, phone…). */
export interface AsidePanel {
  title: string;
  body?: RichText;
  links?: readonly Link[];
}

export interface ContactFormSection extends SectionBase, Titled {
  kind: 'contactForm';
  /** Anchor calls to action lead to (`#contact`). */
  id: string;
  /**
   * What the request is about, recorded with it (DESIGN.md §3). `choice`: the visitor picks one,
   * preset from `?objet=` when a link gives it.
   */
  reason: ContactReasonSlug | 'choice';
  /** Panels shown beside the form on wide screens, before it on phones. */
  aside?: readonly AsidePanel[];
  /**
   * The experiment variant this copy of the page is (`formation-ia-titre:b`), sent with the request
   * in a hidden field (issue 37). Set by `variantPage` (model/experiment.ts), never by a page.
   */
  experimentVariant?: string;
}

export interface MobileActionsSection extends SectionBase {
  kind: 'mobileActions';
  /** Accessible name of the bar. */
  label: string;
  actions: readonly Action[];
}

export interface StickyCtaSection extends SectionBase {
  kind: 'stickyCta';
  label: string;
  message: string;
  action: Action;
}

/** The external application form in a frame (its address comes from the build's configuration). */
export interface ApplicationFormSection extends SectionBase, Titled {
  kind: 'applicationForm';
  id: string;
  /** Accessible name of the frame. */
  frameTitle: string;
  /** Text of the link that opens the form in a new tab, for when the frame cannot load. */
  openLabel: string;
}

/** A next step of the thank-you page. */
export interface ReasonStep extends StepItem {
  /**
   * The description when the visitor gave a phone number: only then may a step say we call them
   * (`description` is what holds without one, issue 33).
   */
  withPhone?: string;
}

/**
 * The thank-you page's promise and next steps, those of the request just sent (issue 33, point
 * 3): for every reason, the promise of that kind of request and its steps, with a phone number
 * given and without. The prerendered page holds one panel per reason and phone (each behind its
 * anchors, the contract's `thankYouAnchor`: `#offre`, `#offre-rappel`); the address a sent form
 * leads to ends with the right one, and the page shows that panel alone, in CSS, with or without
 * JavaScript. An address without one shows `defaultReason`'s, without a phone.
 */
export interface ReasonStepsSection extends SectionBase, Titled {
  kind: 'reasonSteps';
  /** The reason whose panel an address naming none shows. */
  defaultReason: ContactReasonSlug;
  /** Every reason's promise (one sentence) and steps; the default reason's steps when it has none of its own. */
  byReason: Readonly<Record<ContactReasonSlug, { promise: string; steps?: readonly ReasonStep[] }>>;
}

/**
 * A table a section builds from its rules: column headers, each row headed by its first cell. A
 * cell is a value, or a value and a detail under it (`['492,22 €', '27 % du SMIC']`).
 */
export interface RulesTable {
  caption: string;
  columns: readonly string[];
  rows: readonly { head: string; cells: readonly (string | readonly [value: string, detail: string])[] }[];
}

/** What the pay simulator computes with, in the browser: the grid and the SMIC in force on the page's day. */
export interface PayRules {
  /** The day the page is as of (`YYYY-MM-DD`). */
  asOf: string;
  smic: SmicValue;
  grid: readonly AgeBand[];
}

/**
 * The apprentice's legal minimum pay (art. D6222-26 of the Code du travail). The whole grid is a
 * table in the page (what a visitor without JavaScript reads); a simulator, loaded after the
 * first paint, computes one's own from an age and a year of the contract.
 */
export interface PaySimulatorSection extends SectionBase, Titled {
  kind: 'paySimulator';
  id: string;
  rules: PayRules;
  table: RulesTable;
  /** Under the table: a legal minimum, the collective-agreement rule, how it rises, the sources. */
  notes: readonly RichText[];
}

/** What the cost estimator computes with: the rules in force for a contract concluded on the page's day. */
export interface CostRulesData extends PayRules {
  /** The state aid scheme; absent when none is known for that day. */
  aid?: AidScheme;
  /** The employer's participation in the training; absent when none is owed. */
  participation?: TrainingParticipation;
}

/**
 * What an apprentice costs a company each month: the minimum gross pay, the state aid that
 * applies and the remaining cost, from its age, the year of the contract, the diploma level and
 * the company's size. A table of the first year's costs is in the page; the estimator, loaded
 * after the first paint, computes one case.
 */
export interface CostEstimatorSection extends SectionBase, Titled {
  kind: 'costEstimator';
  id: string;
  rules: CostRulesData;
  table: RulesTable;
  /** Every assumption of the estimate, each with the legal source of its rule. */
  assumptions: readonly RichText[];
  /** The day the rules were last checked (`YYYY-MM-DD`), said on the page. */
  checkedOn: string;
}

/** One indicator a CFA publishes (Code du travail, art. L6111-8), for one diploma. */
export interface ResultIndicator {
  label: string;
  /** What it measures. */
  definition: string;
  /** Formatted (`92 %`, or `9 sur 12` for a small cohort); absent until the school supplies it. */
  value?: string;
  /** The period it covers (`promotion 2025-2026`). */
  period?: string;
  /** How many people it is computed on. */
  cohort?: string;
  source?: string;
}

/** The indicators of one diploma (/resultats has one such section per diploma, its anchor the course pages link to). */
export interface ResultsSection extends SectionBase, Titled {
  kind: 'results';
  id: string;
  /** Said above the table while any value is missing (« Données en cours de consolidation »). */
  status?: string;
  /** What a missing cell says: the value (« En cours de consolidation »), the period, cohort or source. */
  missing: { value: string; other: string };
  /** The table's caption (« Indicateurs : Bachelor Marketing Digital »). */
  caption: string;
  indicators: readonly ResultIndicator[];
  note?: RichText;
}

/** A paragraph of a key-information item, or a list. */
export type KeyInformationPart = RichText | { list: readonly RichText[] };

/**
 * The public information of one course (Qualiopi indicators 1 and 3), built from its record
 * (`courseRecords/`) the same way on every course page: one term and its description per item,
 * and the day it was last updated. An item the school has not supplied says the record's neutral
 * label where one is true, and « À compléter par l’école » (`OPEN_ITEM_MARK`) while a part is open:
 * `open` marks it (a production build refuses the open facts, so only previews show it).
 */
export interface KeyInformationSection extends SectionBase, Titled {
  kind: 'keyInformation';
  id: string;
  items: readonly { id: CourseInfoItemId; term: string; parts: readonly KeyInformationPart[]; open?: true }[];
  /** `Mis à jour le 25 novembre 2026`. */
  updated: string;
  /** The course page's path: the block links the sheet the build makes of it (issue 35). */
  coursePath?: string;
}

/**
 * Sections of which the address's anchor shows one (`/demande-non-envoyee?motif=x#x`): every one is
 * in the page, the one the anchor names alone is shown (CSS `:target`, so without JavaScript too);
 * all of them when the address names none.
 */
export interface AnchorPanelsSection extends SectionBase {
  kind: 'anchorPanels';
  panels: readonly { id: string; title: string; blocks: readonly ProseBlock[] }[];
}

/**
 * The confirmation of a staff action from a mail (/suivi-demande, issue 21): the link's signed
 * token is in the address's fragment; once the page runs, it shows the action's form (the staff
 * member's first name, remembered on the device, then a POST to the follow-up-request function).
 * The answer comes back as `?resultat=<code>#<code>`: each result is a panel whose id is the code,
 * shown by the anchor alone (`:target`), like `anchorPanels`, but hidden otherwise.
 */
export interface FollowUpActionSection extends SectionBase {
  kind: 'followUpAction';
  /** The heading, what confirming does, and the button, for each action of a link (not `actions`: those are a section's buttons). */
  choices: Readonly<Record<'prendre' | 'repondu', { title: string; text: string; button: string }>>;
  /** « Demande » before the request's reference (`Demande 4F7A-1C2B`). */
  referenceLabel: string;
  firstName: { label: string; hint: string };
  /** Shown until the page's script has read the link. */
  waiting: string;
  /** Shown to a browser that runs no script: the token in the fragment needs one. */
  noScript: RichText;
  /** Shown when the page was opened without a link of a mail. */
  noLink: string;
  results: readonly { id: string; title: string; blocks: readonly ProseBlock[] }[];
}

export type Section =
  | HeroSection
  | ProseSection
  | CardsSection
  | StepsSection
  | FiguresSection
  | FaqSection
  | TabsSection
  | TestimonialsSection
  | QuoteSection
  | CallToActionSection
  | TicksSection
  | LinksSection
  | TableSection
  | LogosSection
  | ContactFormSection
  | MobileActionsSection
  | StickyCtaSection
  | ApplicationFormSection
  | ReasonStepsSection
  | PaySimulatorSection
  | CostEstimatorSection
  | ResultsSection
  | KeyInformationSection
  | AnchorPanelsSection
  | FollowUpActionSection;

export type SectionKind = Section['kind'];
export type SectionOf<K extends SectionKind> = Extract<Section, { kind: K }>;
