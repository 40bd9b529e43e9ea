// The weekly SLA report to the manager (issue 21 point 6, issue 33 point 1): the requests of a week
// (Monday 00:00 to Monday 00:00, Paris time) per reason, per campaign and per landing page, each
// counted once (on time, late, still open, closed), with the share answered within the promise
// and the median and 90th percentile time to the answer, as they stood at the moment the mail was
// computed (its claim), which it states with the command that gives the same figures. The figures
// are public.lead_figures' rows (leadFigures.ts), those of `npm run lead-report` and of the desk.
//
// Nothing personal: the figures hold reasons, landing paths, campaigns, counts and durations only.
// Every value is escaped in the HTML (a campaign or a path comes from a link anyone can write).
// Plain tables, no script, no image.

import type { OutgoingEmail } from "./contactEmail.ts";
import { frenchDateTime, frenchWeek, wallClock } from "./frenchTime.ts";
import { escapeHtml } from "./html.ts";
import {
  LEAD_DEFINITIONS,
  LEAD_HEADERS,
  leadCells,
  type LeadReport,
  type LeadRow,
} from "./leadFigures.ts";
import type { SweepGaps } from "./contactStore.ts";
import { sweepGapHtml, sweepGapText } from "./sweepGaps.ts";

const NBSP = "\u00a0";
const ZONE = "Europe/Paris";

export interface WeeklyReportFacts {
  /** The week's Monday, `2026-11-16`. */
  weekStart: string;
  /** The instant the figures describe (ISO): when the mail was computed. */
  asOf: string;
  /** The figures of the week's requests at that instant. */
  report: LeadReport;
  /** The sweep's interruptions during the week (issue 33, sweepGaps.ts): a first line when there were any. */
  sweepGaps?: SweepGaps;
}

const VIEWS = [
  ["Par motif", "Motif", "byReason"],
  ["Par campagne", "Campagne", "byCampaign"],
  ["Par page d’arrivée", "Page d’arrivée", "byLanding"],
] as const;

/** The moment as Paris's wall clock, to the second: `2026-11-30T08:04:17` (the command's `--at`). */
function asOfLocal(facts: WeeklyReportFacts): string {
  return wallClock(facts.asOf, ZONE) ?? facts.asOf;
}

/** « lundi 30 novembre 2026 à 8 h 04 ». */
function asOfText(facts: WeeklyReportFacts): string {
  return frenchDateTime(asOfLocal(facts)) ?? facts.asOf;
}

/** The Sunday that ends the week, for the command that gives the same figures. */
function lastDay(weekStart: string): string {
  const sunday = new Date(`${weekStart}T00:00:00Z`);
  sunday.setUTCDate(sunday.getUTCDate() + 6);
  return sunday.toISOString().slice(0, 10);
}

export function weeklyReportSubject(facts: Pick<WeeklyReportFacts, "weekStart">): string {
  return `Rapport hebdomadaire des demandes — semaine ${frenchWeek(facts.weekStart)}`;
}

const plural = (count: number, one: string, many: string) =>
  `${count}${NBSP}${count > 1 ? many : one}`;

/** The week in one sentence: each request once, then the share and the delays. */
function summary(total: LeadRow): string {
  const [, , , , , share, median, p90] = leadCells(total);
  const answered = total.shareOnTime === null
    ? "aucune n’a encore d’issue connue (répondue, ou échue sans réponse)"
    : `${share} dans le délai promis`;
  return `${
    plural(total.requests, "demande", "demandes")
  }${NBSP}: ${total.onTime}${NBSP}à temps, ` +
    `${total.late}${NBSP}en retard, ${total.open}${NBSP}en cours (pas encore échues), ` +
    `${plural(total.closed, "close", "closes")} sans réponse${NBSP}; ${answered}${NBSP}; ` +
    `délai médian de réponse ${median}, 90ᵉ centile ${p90}.`;
}

function period(facts: WeeklyReportFacts): string {
  return `la semaine ${frenchWeek(facts.weekStart)} ` +
    `(du lundi 0${NBSP}h au lundi suivant 0${NBSP}h, heure de Paris)`;
}

function intro(facts: WeeklyReportFacts): string {
  return `Voici les demandes reçues ${period(facts)}, au ${asOfText(facts)}.`;
}

function routine(facts: WeeklyReportFacts): string {
  return `Les mêmes chiffres, et toute autre période${NBSP}: l’espace équipe du site (/equipe), ` +
    `écran «${NBSP}Semaine${NBSP}», du ${facts.weekStart} au ${lastDay(facts.weekStart)} (à ` +
    `l’instant où vous le regardez), ou, pour cet instant-ci, npm run lead-report -- --from ` +
    `${facts.weekStart} --to ${lastDay(facts.weekStart)} --at ${asOfLocal(facts)}. Les demandes ` +
    `ouvertes${NBSP}: sa file d’attente.`;
}

const PRIVACY = `Le rapport ne contient aucune donnée personnelle${NBSP}: ni nom, ni adresse, ` +
  `ni téléphone, ni message.`;

const EMPTY = (facts: WeeklyReportFacts) =>
  `Aucune demande n’a été reçue ${period(facts)}, au ${asOfText(facts)}.`;

/** One line per row: `- Formation IA : 5 demandes, 2 à temps, 1 en retard, …`. */
function textLine(row: LeadRow): string {
  const [, , , , , share, median, p90] = leadCells(row);
  return `- ${row.label}${NBSP}: ${plural(row.requests, "demande", "demandes")}, ` +
    `${row.onTime}${NBSP}à temps, ${row.late}${NBSP}en retard, ${row.open}${NBSP}en cours, ` +
    `${row.closed}${NBSP}close${row.closed > 1 ? "s" : ""}, ${share} dans le délai, ` +
    `délai médian ${median}, 90ᵉ centile ${p90}`;
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
    LEAD_DEFINITIONS,
    PRIVACY,
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
    note(LEAD_DEFINITIONS),
    note(PRIVACY),
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
