// Test helpers other packages reuse (`@ecole/ui/test`): the same accessibility check everywhere.
export { expectNoAxeViolations } from './axe.ts';
