export { StepList, type Step, type StepListProps, type StepLayout } from './StepList.tsx';
export { STEP_LAYOUTS } from './StepList.css.ts';
