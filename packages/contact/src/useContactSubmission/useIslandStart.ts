import { readVisitOrigin, type VisitOrigin } from '@ecole/browser/VisitOrigin';
import { useEffect, useRef, useState } from 'react';

export interface IslandStart {
  /** The script's flow is in place (`data-enhanced` on the form; tests wait for it). */
  enhanced: boolean;
  /** Where the visit came from, for the hidden fields; null in the prerendered page. */
  visit: VisitOrigin | null;
  /** When the island started (0 before): the minimum fill time counts from then at the latest. */
  startedAt: () => number;
}

/**
 * The moment the form's island starts. Prerendered HTML is interactive before, and stays so when
 * the scripts never run (a real POST); from now on the submit handler takes over (the spec's flow).
 * Where the visit came from goes into hidden fields for a form sent before the island starts or
 * without script (the boot module fills them first); the flow reads it again on submit.
 */
export function useIslandStart(): IslandStart {
  const startedAtRef = useRef(0);
  const [enhanced, setEnhanced] = useState(false);
  const [visit, setVisit] = useState<VisitOrigin | null>(null);
  useEffect(() => {
    startedAtRef.current = Date.now();
    setEnhanced(true);
    setVisit(readVisitOrigin());
  }, []);
  return { enhanced, visit, startedAt: () => startedAtRef.current };
}
