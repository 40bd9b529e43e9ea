// The weekly SLA report to the manager (issue 21, point 6): the requests of a week (Monday 00:00 to
// Monday 00:00, Paris time) per reason, per campaign and per landing page, with the share answered
// within the promise, the median and 90th percentile time to the answer, and the open and late
// ones; the figures of `npm run lead-report` for the same days (leadFigures.ts computes both).
//
// Nothing personal: the report is built from reasons, landing paths, campaigns, counts and
// durations (contact_weekly_report_requests reads no other column). Every value is escaped in
// the HTML (a campaign or a path comes from a link anyone can write). Plain tables, no script, no
// image. The text is a function of the week and its figures alone (no clock): a retry after a
// crash sends the same mail under the same idempotency key.

import type { OutgoingEmail } from "./contactEmail.ts";
import { frenchDateTime, frenchWeek } from "./frenchTime.ts";
import { escapeHtml } from "./html.ts";
import { LEAD_HEADERS, leadCells, type LeadReport, type LeadRow } from "./leadFigures.ts";
import type { SweepGaps } from "./contactStore.ts";
import { sweepGapHtml, sweepGapText } from "./sweepGaps.ts";

const NBSP = "\u00a0";

export interface WeeklyReportFacts {
  /** The week's Monday, `2026-11-16`. */
  weekStart: string;
  /** The figures of the week's requests as they stood on the Monday after, at 08:00. */
  report: LeadReport;
  /** The sweep's interruptions during the week (issue 33, sweepGaps.ts): a first line when there were any. */
  sweepGaps?: SweepGaps;
}

const VIEWS = [
  ["Par motif", "Motif", "byReason"],
  ["Par campagne", "Campagne", "byCampaign"],
  ["Par page d’arrivée", "Page d’arrivée", "byLanding"],
] as const;

/** The Monday after the week, at 08:00: when the figures were taken. */
function asOf(weekStart: string): string {
  const next = new Date(`${weekStart}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 7);
  return frenchDateTime(`${next.toISOString().slice(0, 10)}T08:00:00`) ?? "";
}

/** The Sunday that ends the week, for the command that gives the same figures. */
function lastDay(weekStart: string): string {
  const sunday = new Date(`${weekStart}T00:00:00Z`);
  sunday.setUTCDate(sunday.getUTCDate() + 6);
  return sunday.toISOString().slice(0, 10);
}

export function weeklyReportSubject(facts: WeeklyReportFacts): string {
  return `Rapport hebdomadaire des demandes — semaine ${frenchWeek(facts.weekStart)}`;
}

const plural = (count: number, one: string, many: string) =>
  `${count}${NBSP}${count > 1 ? many : one}`;

/** The week in one sentence: the totals, open and late. */
function summary(total: LeadRow): string {
  const [, share, median, p90] = leadCells(total);
  const answered = total.shareInTime === null
    ? "aucune n’a encore d’issue connue (répondue, ou échue sans réponse)"
    : `${share} répondues dans le délai promis`;
  return `${plural(total.requests, "demande", "demandes")}${NBSP}; ${answered}${NBSP}; ` +
    `délai médian de réponse ${median}, 90ᵉ centile ${p90}${NBSP}; ` +
    `${plural(total.open, "ouverte", "ouvertes")}, dont ${total.late}${NBSP}en retard.`;
}

function intro(facts: WeeklyReportFacts): string {
  return `Voici les demandes reçues la semaine ${frenchWeek(facts.weekStart)} ` +
    `(du lundi 0${NBSP}h au lundi suivant 0${NBSP}h, heure de Paris), ` +
    `telles qu’elles étaient le ${asOf(facts.weekStart)}.`;
}

const DEFINITIONS = `«${NBSP}Dans le délai${NBSP}»${NBSP}: la part des demandes répondues avant ` +
  `leur échéance (le délai promis pour leur motif, en heures ouvrées), parmi celles dont on sait ` +
  `l’issue (répondues, ou ouvertes et échues${NBSP}; les demandes closes sans réponse n’y comptent ` +
  `pas). Délais médian et du 90ᵉ centile${NBSP}: du message à «${NBSP}Répondu${NBSP}», en heures ` +
  `d’horloge. Le rapport ne contient aucune donnée personnelle${NBSP}: ni nom, ni adresse, ni ` +
  `téléphone, ni message.`;

function routine(facts: WeeklyReportFacts): string {
  return `Les mêmes chiffres, et toute autre période${NBSP}: l’espace équipe du site (/equipe), ` +
    `écran «${NBSP}Semaine${NBSP}», du ${facts.weekStart} au ${lastDay(facts.weekStart)} (ou ` +
    `npm run lead-report -- --from ${facts.weekStart} --to ${lastDay(facts.weekStart)}). Les ` +
    `demandes ouvertes${NBSP}: sa file d’attente.`;
}

const EMPTY = (facts: WeeklyReportFacts) =>
  `Aucune demande n’a été reçue la semaine ${frenchWeek(facts.weekStart)} ` +
  `(du lundi 0${NBSP}h au lundi suivant 0${NBSP}h, heure de Paris).`;

/** One line per row: `- Formation IA : 5 demandes, 40 % dans le délai, délai médian 20 h, …`. */
function textLine(row: LeadRow): string {
  const [, share, median, p90] = leadCells(row);
  return `- ${row.label}${NBSP}: ${
    plural(row.requests, "demande", "demandes")
  }, ${share} dans le ` +
    `délai, délai médian ${median}, 90ᵉ centile ${p90}, ${
      plural(row.open, "ouverte", "ouvertes")
    }, ` +
    `${row.late}${NBSP}en retard`;
}

export function weeklyReportText(facts: WeeklyReportFacts): string {
  const { report } = facts;
  if (report.total.requests === 0) {
    return [...sweepGapText(facts.sweepGaps), EMPTY(facts), "", routine(facts)].join("\n");
  }
  return [
    ...sweepGapText(facts.sweepGaps),
    intro(facts),
    "",
    `En bref${NBSP}: ${summary(report.total)}`,
    ...VIEWS.flatMap(([title, , key]) => ["", title, ...report[key].map(textLine)]),
    "",
    DEFINITIONS,
    "",
    routine(facts),
  ].join("\n");
}

const CELL = "border:1px solid #d1d5db;padding:4px 8px;text-align:right";
const FIRST = "border:1px solid #d1d5db;padding:4px 8px;text-align:left";

function htmlTable(
  caption: string,
  head: string,
  rows: readonly LeadRow[],
  total: LeadRow,
): string {
  const line = (row: LeadRow, isTotal = false) =>
    `<tr>${isTotal ? `<th scope="row" style="${FIRST}">` : `<td style="${FIRST}">`}${
      escapeHtml(row.label)
    }${isTotal ? "</th>" : "</td>"}${
      leadCells(row).map((cell) => `<td style="${CELL}">${escapeHtml(cell)}</td>`).join("")
    }</tr>`;
  return [
    '<table style="border-collapse:collapse;margin:8px 0 24px;font-size:14px">',
    `<caption style="text-align:left;font-weight:bold;padding-bottom:4px">${
      escapeHtml(caption)
    }</caption>`,
    `<thead><tr><th scope="col" style="${FIRST}">${escapeHtml(head)}</th>${
      LEAD_HEADERS.map((header) => `<th scope="col" style="${CELL}">${escapeHtml(header)}</th>`)
        .join("")
    }</tr></thead>`,
    `<tbody>${rows.map((row) => line(row)).join("")}</tbody>`,
    `<tfoot>${line(total, true)}</tfoot>`,
    "</table>",
  ].join("\n");
}

export function weeklyReportHtml(facts: WeeklyReportFacts): string {
  const { report } = facts;
  const note = (text: string) => `<p style="font-size:13px;color:#4b5563">${escapeHtml(text)}</p>`;
  const body = report.total.requests === 0 ? [`<p>${escapeHtml(EMPTY(facts))}</p>`] : [
    `<p>${escapeHtml(intro(facts))}</p>`,
    `<p><strong>En bref${NBSP}:</strong> ${escapeHtml(summary(report.total))}</p>`,
    ...VIEWS.map(([title, head, key]) => htmlTable(title, head, report[key], report.total)),
    note(DEFINITIONS),
  ];
  return [
    "<!doctype html>",
    '<html lang="fr">',
    '<head><meta charset="utf-8"></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">',
    ...sweepGapHtml(facts.sweepGaps),
    ...body,
    note(routine(facts)),
    "</body>",
    "</html>",
  ].join("\n");
}

export function composeWeeklyReport(
  facts: WeeklyReportFacts,
  addresses: { from: string; to: string[] },
): OutgoingEmail {
  return {
    from: addresses.from,
    to: [...addresses.to],
    subject: weeklyReportSubject(facts),
    html: weeklyReportHtml(facts),
    text: weeklyReportText(facts),
  };
}
