export { StepsSection, StepsSection as steps } from './StepsSection.tsx';
