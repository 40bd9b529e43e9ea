export { CampaignError } from './errors.ts';
export { campaignUrl, fileBaseName, UTM_KEYS, UTM_VALUE, type Utm } from './link.ts';
export { indexableLandings, publicOrigin } from './landings.ts';
export { writeQrCodes } from './qr.ts';
export { visitsFromLog, campaignOf, inPeriod, CAMPAIGN_KEYS, type Campaign, type Period, type Visit } from './visits.ts';
export { fetchAttributedRequests, ATTRIBUTION_COLUMNS, type AttributedRequest, type RequestsResult } from './requests.ts';
export { buildReport, campaignLabel, formatRate, NO_CAMPAIGN, UNKNOWN_LANDING, type Report, type ReportRow } from './report.ts';
export { barChartSvg, formatReportTable, reportCsv, reportHtml } from './output.ts';
