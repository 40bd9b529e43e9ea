export { CampaignError } from './errors.ts';
export { indexableLandings, publicOrigin } from './landings.ts';
export { fetchLeadReport, LEAD_MAX_ROWS, type LeadFiguresRow, type LeadReport, type LeadRow, leadReport } from './leadReport.ts';
export { formatHours, formatLeadTable, LEAD_HEADERS, leadCsv, leadHtml } from './leadReportOutput.ts';
export { campaignUrl, fileBaseName, UTM_KEYS, UTM_VALUE, type Utm } from './link.ts';
export { barChartSvg, formatReportTable, reportCsv, reportHtml } from './output.ts';
export { writeQrCodes } from './qr.ts';
export {
  buildReport,
  campaignLabel,
  formatRate,
  landingLabel,
  NO_CAMPAIGN,
  OTHER,
  REPORT_MAX_ROWS,
  type Report,
  type ReportRow,
  restLabel,
  UNKNOWN_LANDING,
} from './report.ts';
export { REPORT_TEXT_MAX, reportText } from './reportText.ts';
export { ATTRIBUTION_COLUMNS, type AttributedRequest, fetchAttributedRequests, type RequestsResult } from './requests.ts';
export { CAMPAIGN_KEYS, type Campaign, campaignOf, inPeriod, type Period, type Visit, visitsFromLog } from './visits.ts';
