import { useSentNotice } from '@ecole/contact/SentNotice';
import { CONTACT_REASON_PARAM, contactReasonFromSlug, type ReasonStepsSection as ReasonStepsData } from '@ecole/content';
import { StepList } from '@ecole/ui/StepList';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { SectionFrame } from '../../parts/SectionFrame/SectionFrame.tsx';

/**
 * Next steps that fit what the visitor asked for: the form sends them to /thank-you?objet=…. The
 * prerendered page (one file for every reason) shows the general steps; the reason's own steps
 * replace them once the page runs, read from the address after hydration so both renders match.
 */
export function ReasonStepsSection({ section }: { section: ReasonStepsData }) {
  const [steps, setSteps] = useState(section.fallback);
  const { search } = useLocation();
  // The thank-you page's own section: it also says « sent » when the form itself sent the request.
  useSentNotice();
  useEffect(() => {
    const reason = contactReasonFromSlug(new URLSearchParams(search).get(CONTACT_REASON_PARAM));
    setSteps((reason && section.byReason[reason]) || section.fallback);
  }, [section, search]);
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} tone={section.tone} width="narrow">
      <StepList steps={steps.map((step) => ({ title: step.title, description: step.description }))} />
    </SectionFrame>
  );
}
