export { RulesTable } from './RulesTable.tsx';
