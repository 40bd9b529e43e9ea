export { ReasonStepsSection, ReasonStepsSection as reasonSteps } from './ReasonStepsSection.tsx';
