import { pathsOfTemplate, type RoutePathOf } from '@ecole/routes';
import type { EmployerCase } from '../apprenticeship/employerCost.ts';
import type { CompanyOffer, CostAfterAid } from '../companyOffer.ts';
import type { Action, Href, RichText } from '../model/link.ts';
import type { CardItem, FaqItem, FigureItem, IllustrationName, LogosSection, TestimonialItem } from '../model/sections.ts';

/**
 * The company pages, one per sector (spec §1 audiences, §2 pages). Each is a `Segment` record fed
 * to `segmentPage` (DESIGN.md §2.8): the record says what differs, the builder adds what every
 * sector shares. The sectors are the route table's `segment` routes, in its order.
 */
export const SEGMENT_PATHS: readonly SegmentPath[] = pathsOfTemplate('segment');
/** A sector's path: a route of the `segment` template (the route table is the one list of them). */
export type SegmentPath = RoutePathOf<'segment'>;

/** How many steps « how it works » shows (spec §2: 4 for some sectors, 3 for others). */
export type StepsVariant = 'four' | 'three';

/** A titled group of cards the sector fills (pain points, tasks, profiles…). */
export interface SegmentCards {
  title: string;
  intro?: RichText;
  items: readonly CardItem[];
}

/**
 * A call to action a sector adds beside the shared one. Never /contact: the builder writes every
 * link to /contact itself, with the company reason, so a sector cannot forget it.
 */
export type ExtraAction = Action & { href: Exclude<Href, `/contact${string}`> };

export interface Segment {
  path: SegmentPath;
  /** The meta description (50 to 160 characters). */
  description: string;
  /** Who the page speaks to: the service's `audience` in JSON-LD (« Artisans »). */
  audience: string;
  /** Name of the service in the page's JSON-LD. */
  serviceName: string;
  hero: {
    /** The page's `<h1>`. */
    title: string;
    subtitle: RichText;
    illustration: IllustrationName;
  };
  /** What the sector lives with today, and what an apprentice changes. */
  pitch: { title: string; paragraphs: readonly RichText[] };
  /** What gets in the way today (artisans…). */
  painPoints?: SegmentCards;
  /** What the firm gains (small and mid-size firms…). */
  benefits?: SegmentCards;
  /** The sector's own figures (shops: satisfaction, Google reviews), formatted by facts modules. */
  figures?: { title: string; items: readonly FigureItem[]; note?: RichText };
  /** What the apprentice can do for this sector: tasks, tools. */
  tasks?: SegmentCards;
  /** Which course profiles fit the sector. */
  profiles?: SegmentCards;
  /**
   * A firm of the sector as an example (issue 22: a sector page worth reading on its own): who it
   * hires and for what, and the case the estimate computes for it with the rules of the day.
   */
  example: { title: string; scenario: RichText; case: EmployerCase };
  /**
   * What a month costs once the aid is deducted, as the spec claims it (`COST_AFTER_AID`). The page
   * states it with the case that backs it under the rules of its day, or the computed range when
   * none does (`CompanyOffer.cost`).
   */
  costAfterAid?: CostAfterAid;
  steps: StepsVariant;
  /** Example quotes until real ones: each carries `placeholder`, the page labels it. */
  testimonials?: { title: string; items: readonly TestimonialItem[] };
  /** A strip of company names; example names carry `placeholder`. */
  logos?: Pick<LogosSection, 'title' | 'intro' | 'items'>;
  /**
   * A job-offer form (small and mid-size firms: publish an offer for free; issue 21, point 8): its
   * title and text. The route of such a page must hand `segmentRoute` the form's renderer.
   */
  offer?: { title: string; text: RichText };
  /** The sector's questions, after the questions every sector shares. */
  faq: readonly FaqItem[];
  calls: {
    /** The hero's button (to /contact, company reason). */
    hero: string;
    /** The closing band: its title and text; its first button leads to /contact. */
    final: { title: string; text: RichText; label: string };
    /** Further buttons of the closing band (/candidater, /programmes). */
    extra?: readonly ExtraAction[];
  };
}

/**
 * A sector's record as of a day: its words may name the aid, whose amount depends on the rules in
 * force (`companyOfferAsOf`). Each sector module exports one, and `pageAsOf` builds its page.
 */
export type SegmentOf = (offer: CompanyOffer) => Segment;
