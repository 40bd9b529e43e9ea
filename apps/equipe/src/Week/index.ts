export { fetchLeadReport, lastWeek, Week } from './Week.tsx';
