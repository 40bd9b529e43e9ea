// The mail the school receives for one contact request. Visitor values reach the mail's
// headers only through `reply_to` (a validated address) and the subject's reason (validated
// single-line); in the HTML body every one of them is escaped.

import { type ContactRow, NO_PHONE } from "./contactPayload.ts";
import { type Attribution, ATTRIBUTION_FIELDS, type AttributionField } from "./contactRules.ts";
import { escapeHtml, escapeMultilineHtml } from "./html.ts";

/** The JSON body of a Resend-compatible `POST /emails`. */
export interface OutgoingEmail {
  from: string;
  to: string[];
  reply_to: string;
  subject: string;
  html: string;
  text: string;
}

export const SUBJECT_PREFIX = "Nouvelle demande de contact";

const NBSP = "\u00a0";

/** Labels of the rows, in the order the staff reads them. */
const ROWS: ReadonlyArray<[label: string, key: "name" | "email" | "phone" | "reason"]> = [
  ["Nom", "name"],
  ["E-mail", "email"],
  ["Téléphone", "phone"],
  ["Motif", "reason"],
];

/** How the staff read where a request came from (columns of 20261124140000). */
export const ATTRIBUTION_LABELS: Readonly<Record<AttributionField, string>> = {
  landing_path: "Page d’arrivée",
  form_path: "Page du formulaire",
  referrer_host: "Site d’origine",
  utm_source: "Source (utm_source)",
  utm_medium: "Support (utm_medium)",
  utm_campaign: "Campagne (utm_campaign)",
  utm_term: "Terme (utm_term)",
  utm_content: "Contenu (utm_content)",
};

/** The attribution lines a request holds, labelled; none when the visit told nothing. */
function provenance(row: Partial<Attribution>): Array<[label: string, value: string]> {
  return ATTRIBUTION_FIELDS.flatMap((field) => {
    const value = row[field];
    return value === null || value === undefined ? [] : [[ATTRIBUTION_LABELS[field], value]];
  });
}

/** A field as the mail shows it: an empty phone reads « Non renseigné » (spec §7). */
function shown(row: ContactRow, key: (typeof ROWS)[number][1]): string {
  return row[key] ?? NO_PHONE;
}

export function contactEmailSubject(payload: ContactRow): string {
  return `${SUBJECT_PREFIX}${NBSP}: ${payload.reason}`;
}

export function contactEmailText(payload: ContactRow & Partial<Attribution>): string {
  const origin = provenance(payload);
  return [
    `${SUBJECT_PREFIX} reçue depuis le formulaire du site.`,
    "",
    ...ROWS.map(([label, key]) => `${label}${NBSP}: ${shown(payload, key)}`),
    "",
    `Message${NBSP}:`,
    payload.message,
    "",
    `Provenance${NBSP}:`,
    ...(origin.length === 0
      ? ["non renseignée"]
      : origin.map(([label, value]) => `${label}${NBSP}: ${value}`)),
    "",
    "Pour répondre au visiteur, répondez simplement à cet e-mail.",
    "",
  ].join("\n");
}

export function contactEmailHtml(payload: ContactRow & Partial<Attribution>): string {
  const origin = provenance(payload);
  const rows = ROWS.map(
    ([label, key]) =>
      `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th>` +
      `<td style="padding:4px 0">${escapeHtml(shown(payload, key))}</td></tr>`,
  ).join("\n");
  return [
    "<!doctype html>",
    '<html lang="fr">',
    '<head><meta charset="utf-8"><title>' + SUBJECT_PREFIX + "</title></head>",
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">',
    `<h1 style="font-size:20px">${SUBJECT_PREFIX}</h1>`,
    "<p>Reçue depuis le formulaire du site.</p>",
    "<table>",
    rows,
    "</table>",
    '<h2 style="font-size:16px">Message</h2>',
    `<p>${escapeMultilineHtml(payload.message)}</p>`,
    '<h2 style="font-size:16px">Provenance</h2>',
    origin.length === 0 ? "<p>Non renseignée.</p>" : [
      "<table>",
      ...origin.map(([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th>` +
        `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`
      ),
      "</table>",
    ].join("\n"),
    "<p>Pour répondre au visiteur, répondez simplement à cet e-mail.</p>",
    "</body>",
    "</html>",
  ].join("\n");
}

/** Builds the one mail sent to the school for a validated contact request. */
export function composeContactEmail(
  payload: ContactRow & Partial<Attribution>,
  addresses: { from: string; to: string[] },
): OutgoingEmail {
  return {
    from: addresses.from,
    to: [...addresses.to],
    reply_to: payload.email,
    subject: contactEmailSubject(payload),
    html: contactEmailHtml(payload),
    text: contactEmailText(payload),
  };
}
