import type { MobileActionsSection as MobileActionsData } from '@ecole/content';
import { MobileStickyButtons } from '@ecole/ui/StickyCtaBar';

/** Buttons stuck to the bottom of a phone's screen (spec §2, the very-small-firms page). */
export function MobileActionsSection({ section }: { section: MobileActionsData }) {
  return (
    <MobileStickyButtons
      label={section.label}
      buttons={section.actions.map((action) => ({ label: action.label, href: action.href, ...(action.style ? { variant: action.style } : {}) }))}
    />
  );
}
