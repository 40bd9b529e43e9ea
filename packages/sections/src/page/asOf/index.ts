export { buildAsOf } from './asOf.ts';
