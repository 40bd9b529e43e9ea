/**
 * What the link maker knows of the public site, defined at build by deskViteConfig from the content
 * (issue 37): the origin a tracked link carries, whether it is still the provisional one, and the
 * pages a campaign may land on (the sitemap's). The same values `npm run campaign-link` reads.
 */
export interface CampaignSite {
  origin: string;
  provisional: boolean;
  landings: readonly string[];
}

export const CAMPAIGN_SITE: CampaignSite = {
  origin: import.meta.env.VITE_CAMPAIGN_ORIGIN ?? '',
  provisional: import.meta.env.VITE_CAMPAIGN_ORIGIN_PROVISIONAL === 'true',
  landings: (import.meta.env.VITE_CAMPAIGN_LANDINGS ?? '').split(' ').filter(Boolean),
};
