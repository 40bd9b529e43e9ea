// The week's figures (issue 21 point 6, issue 33 point 1) are computed ONCE, by the database:
// public.lead_figures(p_from, p_to, p_at, p_max_rows) (migration 20261128150000_lead_figures.sql).
// Its three readers, the weekly mail (send-contact-email's sweep), `npm run lead-report`
// (packages/campaigns imports this file by relative path) and the desk's « Semaine »
// (apps/equipe), read its rows and print them with this file: the shape of the rows, the report
// they make, and how a figure is written. No computation of a figure here, no clock, no time zone:
// for the same period and the same instant, the three readers show the same figures, always.

import { reportText } from "./reportText.ts";

/** One row of public.lead_figures, as PostgREST answers it (numeric columns may come as text). */
export interface LeadFiguresRow {
  /** `motif`, `campagne`, `page`, or `total` for the last row. */
  dimension: string;
  /** 1 for the largest group of its dimension; the total's is 0. */
  place: number;
  label: string;
  requests: number;
  on_time: number;
  late: number;
  still_open: number;
  closed: number;
  share_on_time: number | string | null;
  median_hours: number | string | null;
  p90_hours: number | string | null;
}

/** The arguments of public.lead_figures: a period [from, to) and the instant the figures describe. */
export interface LeadFiguresArgs {
  /** ISO instant, or null for « since the first request ». */
  p_from: string | null;
  /** ISO instant (excluded), or null for « up to now ». */
  p_to: string | null;
  /** ISO instant: the requests as they stood then. */
  p_at: string;
  p_max_rows: number;
}

/**
 * The row label of a request without a campaign, and of one whose landing page is unknown: the
 * labels public.lead_figures writes, and campaign-report's (packages/campaigns/src/report.ts).
 */
export const NO_CAMPAIGN = "(sans campagne)";
export const UNKNOWN_LANDING = "(page d’arrivée inconnue)";

/** At most this many rows per table; the smaller ones are added up in one last row « (N autres) ». */
export const LEAD_MAX_ROWS = 20;

export interface LeadRow {
  label: string;
  requests: number;
  /** Answered by their due time. */
  onTime: number;
  /** Answered after their due time, or still open past it. */
  late: number;
  /** Still open and not yet due (waiting on the visitor included). */
  open: number;
  /** Closed without an answer: in no share. */
  closed: number;
  /** onTime ÷ (onTime + late); null when neither. */
  shareOnTime: number | null;
  /** Hours from the request to « Répondu », over the answered requests; null when none. */
  medianHours: number | null;
  p90Hours: number | null;
}

export interface LeadReport {
  byReason: LeadRow[];
  byCampaign: LeadRow[];
  byLanding: LeadRow[];
  total: LeadRow;
}

const number = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

function leadRow(row: LeadFiguresRow): LeadRow {
  return {
    label: reportText(row.label),
    requests: Number(row.requests),
    onTime: Number(row.on_time),
    late: Number(row.late),
    open: Number(row.still_open),
    closed: Number(row.closed),
    shareOnTime: number(row.share_on_time),
    medianHours: number(row.median_hours),
    p90Hours: number(row.p90_hours),
  };
}

/** An empty total: the report of a period without requests. */
const NOTHING: LeadRow = {
  label: "Total",
  requests: 0,
  onTime: 0,
  late: 0,
  open: 0,
  closed: 0,
  shareOnTime: null,
  medianHours: null,
  p90Hours: null,
};

/** The report of public.lead_figures' rows, in their order. */
export function leadReport(rows: readonly LeadFiguresRow[]): LeadReport {
  const of = (dimension: string) =>
    rows.filter((row) => row.dimension === dimension)
      .sort((a, b) => Number(a.place) - Number(b.place))
      .map(leadRow);
  return {
    byReason: of("motif"),
    byCampaign: of("campagne"),
    byLanding: of("page"),
    total: of("total")[0] ?? NOTHING,
  };
}

const NBSP = "\u00a0";

/** `55,6 %` (no-break space before the sign), `—` when unknown. */
export function formatRate(rate: number | null): string {
  if (rate === null) return "—";
  return `${
    new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 }).format(rate * 100)
  }${NBSP}%`;
}

/** `5,5 h`, `—` when unknown. */
export function formatHours(hours: number | null): string {
  if (hours === null) return "—";
  return `${new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 }).format(hours)}${NBSP}h`;
}

/**
 * The column heads of every table of the report: terminal, CSV, HTML page, mail and desk. The four
 * counts after « Demandes » add up to it: each request is counted once.
 */
export const LEAD_HEADERS = [
  "Demandes",
  "À temps",
  "En retard",
  "En cours",
  "Closes",
  "Dans le délai",
  "Délai médian",
  "90ᵉ centile",
];

/** A row's figures as every output prints them, in LEAD_HEADERS' order. */
export function leadCells(row: LeadRow): string[] {
  return [
    String(row.requests),
    String(row.onTime),
    String(row.late),
    String(row.open),
    String(row.closed),
    formatRate(row.shareOnTime),
    formatHours(row.medianHours),
    formatHours(row.p90Hours),
  ];
}

/** What the four counts and the share mean, in every output that prints them. */
export const LEAD_DEFINITIONS =
  `Chaque demande est comptée une fois${NBSP}: «${NBSP}À temps${NBSP}» ` +
  `si elle a été répondue avant son échéance (le délai promis pour son motif, en heures ` +
  `d’ouverture), «${NBSP}En retard${NBSP}» si elle a été répondue après, ou si elle est encore ` +
  `ouverte et échue, «${NBSP}En cours${NBSP}» si elle est ouverte et pas encore échue (en attente ` +
  `du visiteur comprise), «${NBSP}Closes${NBSP}» si elle a été close sans réponse. «${NBSP}Dans le ` +
  `délai${NBSP}»${NBSP}: à temps ÷ (à temps + en retard). Délais médian et du 90ᵉ centile${NBSP}: du ` +
  `message à «${NBSP}Répondu${NBSP}», en heures d’horloge. Au-delà de ${LEAD_MAX_ROWS} lignes, les ` +
  `plus petites sont additionnées dans «${NBSP}(N autres)${NBSP}».`;
