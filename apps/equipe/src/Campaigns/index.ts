export { Campaigns, fetchCampaignReport, fetchExperiments, lastThirtyDays } from './Campaigns.tsx';
