export { CostEstimatorSection, CostEstimatorSection as costEstimator } from './CostEstimatorSection.tsx';
