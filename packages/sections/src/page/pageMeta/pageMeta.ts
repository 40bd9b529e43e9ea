import { COURSES, type FaqSection, NOT_FOUND_PATH, nextIntake, type Page, plainText, type StructuredData, socialCardPath } from '@ecole/content';
import type { MetaDescriptor } from 'react-router';
import { buildAsOf } from '../asOf/asOf.ts';
import { courseJsonLd, eventJsonLd, faqJsonLd, organizationJsonLd, serviceJsonLd } from './jsonLd.ts';
import { type JsonLdObject, pageMeta } from './metaTags.ts';

/** The JSON-LD of one declared structured-data entry. */
function structuredDataJsonLd(data: StructuredData, page: Page, asOf: string): JsonLdObject {
  switch (data.type) {
    case 'organization':
      return organizationJsonLd();
    case 'course': {
      const course = COURSES[data.course];
      // The next intake only: a past one is never announced (DESIGN.md §2.7).
      const intake = nextIntake(course.intakes, asOf);
      return courseJsonLd({
        name: course.name,
        description: course.description,
        path: course.path,
        ...(intake ? { startDate: intake.start, endDate: intake.end } : {}),
      });
    }
    case 'service':
      return serviceJsonLd({ name: data.name, description: page.description, path: page.path, audience: data.audience, serviceType: data.serviceType });
    case 'event':
      return eventJsonLd({
        name: data.name,
        description: data.description,
        startDate: data.startDate,
        city: data.city,
        path: page.path,
        seatsLeft: data.seatsLeft,
      });
  }
}

/** A page's JSON-LD: what it declares, plus an `FAQPage` of all its questions when it has an FAQ. */
export function structuredDataOf(page: Page, asOf: string = buildAsOf()): JsonLdObject[] {
  const jsonLd = (page.structuredData ?? []).map((data) => structuredDataJsonLd(data, page, asOf));
  const questions = page.sections
    .filter((section): section is FaqSection => section.kind === 'faq')
    .flatMap((section) => section.items.map((item) => ({ question: item.question, answer: plainText(item.answer) })));
  if (questions.length > 0) jsonLd.push(faqJsonLd(questions));
  return jsonLd;
}

/**
 * Everything a page's `<head>` holds (spec §2 "Page head"): title from the route table,
 * description, canonical, social tags, noindex, and, in the prerendered HTML, its JSON-LD.
 *
 * The JSON-LD only where the page is prerendered (`import.meta.env.SSR`, a constant Vite folds):
 * search engines read it in the static HTML, and no visitor's browser has a use for it, so the
 * browser's bundles hold neither its builders nor the course records they read (issue 25: no
 * prerender-only data in client bundles: 0.9 KB gzip less on every page). No page hydrates as a
 * whole any more, so only the dev server, which does, renders the page without it, and there React
 * 19 leaves the prerendered `<script type="application/ld+json">` of `<head>` as it is (it skips,
 * and never deletes, unexpected nodes of `<head>`).
 */
export function pageMetaOf(page: Page, asOf: string = buildAsOf()): MetaDescriptor[] {
  const jsonLd = import.meta.env.SSR ? structuredDataOf(page, asOf) : [];

  if (page.path === NOT_FOUND_PATH) {
    // One HTML file answers every unknown address: it has no address of its own to claim.
    const hero = page.sections.find((section) => section.kind === 'hero');
    return pageMeta({ path: page.path, title: hero?.title, description: page.description, noindex: true, canonical: false });
  }
  return pageMeta({ path: page.path, description: page.description, noindex: page.noindex, image: socialCardPath(page.path), jsonLd });
}
