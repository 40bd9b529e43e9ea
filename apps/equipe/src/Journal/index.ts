export { AUDIT_ACTIONS, Journal } from './Journal.tsx';
