export { fetchLeadRows, lastWeek, Week } from './Week.tsx';
