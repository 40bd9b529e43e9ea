export { STEP_LAYOUTS } from './StepList.css.ts';
export { type Step, type StepLayout, StepList, type StepListProps } from './StepList.tsx';
