import type { StickyCtaSection as StickyCtaData } from '@ecole/content';
import { StickyCtaBar } from '@ecole/ui/StickyCtaBar';

/** A bar stuck to the bottom of the screen with one call to action (spec §2, course pages). */
export function StickyCtaSection({ section }: { section: StickyCtaData }) {
  return <StickyCtaBar label={section.label} message={section.message} button={{ label: section.action.label, href: section.action.href }} />;
}
