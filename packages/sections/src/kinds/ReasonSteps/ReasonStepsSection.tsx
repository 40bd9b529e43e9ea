import { useSentNotice } from '@ecole/contact/SentNotice';
import { CONTACT_REASON_PARAM, contactReasonFromSlug, type ReasonStepsSection as ReasonStepsData } from '@ecole/content';
import { StepList } from '@ecole/ui/StepList';
import { useEffect, useState } from 'react';
import { Island } from '../../parts/Island/Island.tsx';
import { SectionFrame } from '../../parts/SectionFrame/SectionFrame.tsx';

/** The thank-you page's next steps: an island, since they follow the address (below). */
export function ReasonStepsSection({ section }: { section: ReasonStepsData }) {
  return <Island name="reason-steps" component={ReasonStepsIsland} props={{ section }} />;
}

/**
 * Next steps that fit what the visitor asked for: the form sends them to /thank-you?objet=…. The
 * prerendered page (one file for every reason) shows the general steps; the reason's own steps
 * replace them once the island runs, read from the address after hydration so both renders match.
 */
export function ReasonStepsIsland({ section }: { section: ReasonStepsData }) {
  const [steps, setSteps] = useState(section.fallback);
  // The thank-you page's own section: it also says « sent » when the form itself sent the request.
  useSentNotice();
  useEffect(() => {
    const reason = contactReasonFromSlug(new URLSearchParams(window.location.search).get(CONTACT_REASON_PARAM));
    setSteps((reason && section.byReason[reason]) || section.fallback);
  }, [section]);
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} tone={section.tone} width="narrow">
      <StepList steps={steps.map((step) => ({ title: step.title, description: step.description }))} />
    </SectionFrame>
  );
}
