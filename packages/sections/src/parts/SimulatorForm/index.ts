export { AgeField, INVALID_AGE, MAX_AGE, MIN_AGE, parseAge } from './AgeField.tsx';
export { ChoiceGroup } from './ChoiceGroup.tsx';
export { SimulatorCard } from './SimulatorCard.tsx';
export * as simulatorStyles from './SimulatorForm.css.ts';
