import { type CompanyOffer, companyOfferAsOf } from '../companyOffer.ts';
import { definePage, type Page } from '../model/page.ts';
import type { SectionKind, SectionOf, SectionTone } from '../model/sections.ts';
import { BUSINESS_DAYS_PHRASE, replyPromisePhrase } from '../replyPromises/replyPromises.ts';
import type { Segment, SegmentCards, SegmentOf } from './segment.ts';
import {
  aidAndCostSection,
  COMPANY_CONTACT_HREF,
  cardColumns,
  companyFaqSection,
  companyHeroBullets,
  companyMobileActions,
  estimateSection,
  exampleSection,
  finalCallSection,
  followUpSection,
  howItWorksSection,
  SHARED_ANCHORS,
  sharedCompanyQuestions,
} from './sharedSections.ts';

/** The kinds of section a segment page is made of: its route names these renderers. */
export const SEGMENT_SECTION_KINDS = [
  'hero',
  'prose',
  'cards',
  'figures',
  'costEstimator',
  'steps',
  'testimonials',
  'logos',
  'faq',
  'callToAction',
  'contactForm',
  'mobileActions',
] as const satisfies readonly SectionKind[];
export type SegmentSectionKind = (typeof SEGMENT_SECTION_KINDS)[number];
export type SegmentSection = SectionOf<SegmentSectionKind>;

/** A sector's page: a `Page` whose sections are of the segment kinds only. */
export interface SegmentPage extends Page {
  path: Segment['path'];
  sections: readonly SegmentSection[];
}

function cards(group: SegmentCards | undefined, id: string): SegmentSection[] {
  if (!group) return [];
  return [
    {
      kind: 'cards',
      id,
      title: group.title,
      ...(group.intro !== undefined ? { intro: group.intro } : {}),
      columns: cardColumns(group.items.length),
      items: group.items,
    },
  ];
}

/** Bands alternate plain and grey so neighbouring sections stay apart; the calls keep their blue. */
function alternateTones(sections: SegmentSection[]): SegmentSection[] {
  let band = 0;
  return sections.map((section) => {
    if (section.kind === 'hero' || section.kind === 'mobileActions' || section.kind === 'callToAction') return section;
    // The estimate belongs to the aid and cost above it: same band.
    if (section.kind === 'costEstimator') return { ...section, tone: band % 2 === 1 ? 'plain' : 'surface' };
    const tone: SectionTone = band++ % 2 === 0 ? 'plain' : 'surface';
    return { ...section, tone };
  });
}

/**
 * A sector's page from its record (DESIGN.md §2.8). In this order, the sector's sections where it
 * has them and the shared ones always:
 * hero (sector words, shared promises) · pitch · pain points · benefits · sector figures · tasks ·
 * profiles · example (the sector's, computed) · **aid and cost** · **cost estimate** · **how it works** · **follow-up** · testimonials ·
 * logos · offer · **questions** (shared, then the sector's) · **closing call** · **phone buttons**.
 * Every link to /contact it writes carries the company reason; every amount is the offer's, as of
 * its day.
 */
export function segmentPage(segment: Segment, offer: CompanyOffer): SegmentPage {
  const cost = segment.costAfterAid && offer.cost(segment.costAfterAid);
  const estimate = estimateSection(offer);
  const sections: SegmentSection[] = [
    {
      kind: 'hero',
      title: segment.hero.title,
      subtitle: segment.hero.subtitle,
      bullets: companyHeroBullets(offer),
      actions: [
        { label: segment.calls.hero, href: COMPANY_CONTACT_HREF },
        { label: 'Comment ça marche', href: `#${SHARED_ANCHORS.howItWorks}`, style: 'outline' },
      ],
      illustration: segment.hero.illustration,
    },
    {
      kind: 'prose',
      id: 'enjeux',
      title: segment.pitch.title,
      blocks: segment.pitch.paragraphs.map((text) => ({ type: 'paragraph', text })),
    },
    ...cards(segment.painPoints, 'difficultes'),
    ...cards(segment.benefits, 'avantages'),
    ...(segment.figures
      ? [
          {
            kind: 'figures',
            id: 'chiffres',
            title: segment.figures.title,
            items: segment.figures.items,
            ...(segment.figures.note !== undefined ? { note: segment.figures.note } : {}),
          } as const,
        ]
      : []),
    ...cards(segment.tasks, 'missions'),
    ...cards(segment.profiles, 'profils'),
    exampleSection(segment.example, offer),
    aidAndCostSection(offer, cost),
    ...(estimate ? [estimate] : []),
    howItWorksSection(segment.steps),
    followUpSection(),
    ...(segment.testimonials
      ? [{ kind: 'testimonials', id: 'temoignages', title: segment.testimonials.title, items: segment.testimonials.items } as const]
      : []),
    ...(segment.logos ? [{ kind: 'logos', id: 'references', ...segment.logos } as const] : []),
    ...(segment.offer
      ? [
          {
            kind: 'contactForm',
            id: 'offre',
            title: segment.offer.title,
            intro: segment.offer.text,
            reason: 'offre',
            aside: [
              {
                title: 'Réponse rapide',
                body: `Un conseiller relit votre offre et vous répond ${replyPromisePhrase('offre')}, ${BUSINESS_DAYS_PHRASE}.`,
              },
              {
                title: 'Rien n’est publié sans vous',
                body: 'Nous validons l’offre avec vous avant de la proposer à nos candidats.',
              },
              {
                title: 'Vous préférez en parler ?',
                links: [{ label: 'Nous écrire', href: COMPANY_CONTACT_HREF }],
              },
            ],
          } as const,
        ]
      : []),
    companyFaqSection([...sharedCompanyQuestions(offer, cost), ...segment.faq]),
    finalCallSection(offer, segment.calls.final, segment.calls.extra),
    companyMobileActions(),
  ];

  return definePage({
    path: segment.path,
    description: segment.description,
    structuredData: [{ type: 'service', name: segment.serviceName, audience: segment.audience, serviceType: 'Recrutement d’alternants' }],
    sections: alternateTones(sections),
  });
}

/** A sector module's `pageAsOf`: its record and the shared sections, with the offer of `asOf`. */
export function segmentPageAsOf(segmentOf: SegmentOf, asOf: string): SegmentPage {
  const offer = companyOfferAsOf(asOf);
  return segmentPage(segmentOf(offer), offer);
}
