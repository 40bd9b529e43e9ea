import { useSentNotice } from '@ecole/contact/SentNotice';
import {
  CALL_BACK_PARAM,
  CALL_BACK_VALUE,
  CONTACT_REASON_PARAM,
  type ContactReasonSlug,
  contactReasonFromSlug,
  type ReasonStepsSection as ReasonStepsData,
  thankYouAnchor,
} from '@ecole/content';
import { type Step, StepList } from '@ecole/ui/StepList';
import { useEffect } from 'react';
import { Island } from '../../parts/Island/Island.tsx';
import type { ServerSlots } from '../../parts/Island/islands.ts';
import { SectionFrame } from '../../parts/SectionFrame/SectionFrame.tsx';
import * as styles from './ReasonSteps.css.ts';

/** One panel of the page: a reason's promise and steps, behind the anchors that show it. */
export interface ReasonPanel {
  /** `offre`, `offre-rappel`: both when a phone number changes none of the steps. */
  anchors: string[];
  promise: string;
  steps: Step[];
  /** The panel an address without an anchor shows. */
  fallback: boolean;
}

/**
 * Every panel of the section: for each reason, its steps without a phone number and with one (a
 * step that says we call has a `withPhone` wording), one panel when they read the same.
 */
export function reasonPanels(section: ReasonStepsData): ReasonPanel[] {
  const fallbackSteps = section.byReason[section.defaultReason].steps ?? [];
  return (Object.keys(section.byReason) as ContactReasonSlug[]).flatMap((slug) => {
    const { promise, steps = fallbackSteps } = section.byReason[slug];
    const without = steps.map((step) => ({ title: step.title, description: step.description }));
    const withPhone = steps.map((step) => ({ title: step.title, description: step.withPhone ?? step.description }));
    const fallback = slug === section.defaultReason;
    if (JSON.stringify(without) === JSON.stringify(withPhone)) {
      return [{ anchors: [thankYouAnchor(slug, false), thankYouAnchor(slug, true)], promise, steps: without, fallback }];
    }
    return [
      { anchors: [thankYouAnchor(slug, false)], promise, steps: without, fallback },
      { anchors: [thankYouAnchor(slug, true)], promise, steps: withPhone, fallback: false },
    ];
  });
}

/** The panels as the prerender writes them; the address's anchor picks one, in CSS (ReasonSteps.css.ts). */
export function ReasonPanels({ section }: { section: ReasonStepsData }) {
  return (
    <div id={section.id} className={styles.root}>
      {reasonPanels(section).map((panel) => (
        <div key={panel.anchors[0]} className={panel.fallback ? `${styles.group} ${styles.fallback}` : styles.group}>
          {panel.anchors.map((anchor) => (
            <span key={anchor} id={anchor} className={styles.marker} hidden />
          ))}
          <div className={styles.panel}>
            <SectionFrame title={section.title} intro={panel.promise} tone={section.tone} width="narrow">
              <StepList steps={panel.steps} />
            </SectionFrame>
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The thank-you page's promise and next steps, those of the request just sent (issue 33): every
 * panel is in the page, and the address's anchor shows one, with or without JavaScript. The
 * island only does what needs a script (below); the panels are not sent twice (their markup stays
 * as prerendered, like the course tabs' panels).
 */
export function ReasonStepsSection({ section }: { section: ReasonStepsData }) {
  return <Island name="reason-steps" component={ReasonStepsIsland} props={{}} panels={[<ReasonPanels key="panels" section={section} />]} />;
}

/** Given to React instead of the panels in the browser: their prerendered markup stays as it is. */
const KEEP_PRERENDERED = { __html: '' };

/**
 * What the page's script adds: the « sent » toast when the form itself sent the request
 * (`envoi=formulaire`, SentNotice), and the anchor of an address that names a reason without one
 * (a link kept from before the anchors): the panel its query names, as the form would have sent.
 */
export function ReasonStepsIsland({ panels }: ServerSlots) {
  useSentNotice();
  useEffect(() => {
    if (window.location.hash !== '') return;
    const query = new URLSearchParams(window.location.search);
    const slug = contactReasonFromSlug(query.get(CONTACT_REASON_PARAM));
    // A fragment change, not a page load: `:target` follows, and the marker is hidden (no scroll).
    if (slug !== undefined) window.location.replace(`#${thankYouAnchor(slug, query.get(CALL_BACK_PARAM) === CALL_BACK_VALUE)}`);
  }, []);
  return panels ? <div>{panels[0]}</div> : <div dangerouslySetInnerHTML={KEEP_PRERENDERED} suppressHydrationWarning />;
}
