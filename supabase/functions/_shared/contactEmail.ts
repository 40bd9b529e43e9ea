// The mail the school receives for one contact request. Visitor values reach the mail's
// headers only through `reply_to` (a validated address) and the subject's reason (validated
// single-line); in the HTML body every one of them is escaped.

import {
  type Attribution,
  ATTRIBUTION_FIELDS,
  type AttributionField,
  type ContactRow,
  NO_PHONE,
} from "./contactContract/index.ts";
import { escapeHtml, escapeMultilineHtml } from "./html.ts";
import { isOffer, type OfferColumns, offerLines } from "./jobOffer.ts";

/** A stored request as the staff mail shows it: an offer carries its details. */
type StaffRow = ContactRow & Partial<Attribution> & Partial<OfferColumns>;

/** The heading of the message: an offer's message is the job's missions. */
const messageTitle = (row: ContactRow) => isOffer(row) ? "Missions" : "Message";

/** The JSON body of a Resend-compatible `POST /emails`. */
export interface OutgoingEmail {
  from: string;
  to: string[];
  /** The visitor's validated address on the staff mail; none on a reminder. */
  reply_to?: string;
  subject: string;
  html: string;
  text: string;
}

export const SUBJECT_PREFIX = "Nouvelle demande de contact";

/**
 * What the staff mail says of the request's follow-up (issue 21): its reference, its due time and
 * promise, and the two links of its confirmation page (followUpToken.ts), when the functions hold
 * the key that signs them.
 */
export interface StaffFollowUp {
  reference: string;
  /** The deadline as a person says it, `lundi 30 novembre, avant 18 h` (frenchDeadline). */
  due: string | null;
  promiseHours: number;
  links?: { prendre: string; repondu: string };
}

/** The words of the two links, the same in every mail that carries them (reminders included). */
export const FOLLOW_UP_LINK_LABELS = { prendre: "Je m’en occupe", repondu: "Répondu" } as const;
export const FOLLOW_UP_LINK_NOTE =
  "Chaque lien ouvre une page de confirmation\u00a0: rien ne change tant que vous n’avez pas confirmé.";

/** `À répondre : lundi 30 novembre, avant 18 h (24 h ouvrées)`. */
export function dueLine(followUp: StaffFollowUp): string {
  const promise = `${followUp.promiseHours}${NBSP}h ouvrées`;
  return followUp.due
    ? `À répondre${NBSP}: ${followUp.due} (${promise})`
    : `À répondre sous ${promise}`;
}

/** The follow-up lines of a mail's text part. */
export function followUpText(followUp: StaffFollowUp): string[] {
  return [
    `Référence${NBSP}: ${followUp.reference}`,
    dueLine(followUp),
    ...(followUp.links
      ? [
        "",
        `Suivi de la demande${NBSP}: ${FOLLOW_UP_LINK_NOTE}`,
        ...followUpLinkLines(followUp.links),
      ]
      : []),
  ];
}

type FollowUpLinks = NonNullable<StaffFollowUp["links"]>;

/** The two links in a mail's text part, one per line (the staff mail's and the reminders'). */
export function followUpLinkLines(links: FollowUpLinks): string[] {
  return [
    `- ${FOLLOW_UP_LINK_LABELS.prendre}${NBSP}: ${links.prendre}`,
    `- ${FOLLOW_UP_LINK_LABELS.repondu}${NBSP}: ${links.repondu}`,
  ];
}

const BUTTON =
  "display:inline-block;padding:10px 16px;margin:0 8px 8px 0;border-radius:6px;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:bold";

/** The follow-up block of a mail's HTML part (the links are the functions' own, escaped all the same). */
export function followUpHtml(followUp: StaffFollowUp): string {
  return [
    `<p><strong>Référence${NBSP}: ${escapeHtml(followUp.reference)}</strong><br>`,
    `${escapeHtml(dueLine(followUp))}</p>`,
    ...(followUp.links ? followUpLinksHtml(followUp.links) : []),
  ].join("\n");
}

/**
 * The two links as buttons, then what they do, in a mail's HTML part (the staff mail's and the
 * reminders'). The links are the functions' own, escaped all the same.
 */
export function followUpLinksHtml(links: FollowUpLinks): string[] {
  return [
    "<p>",
    `<a href="${escapeHtml(links.prendre)}" style="${BUTTON}">${FOLLOW_UP_LINK_LABELS.prendre}</a>`,
    `<a href="${escapeHtml(links.repondu)}" style="${BUTTON}">${FOLLOW_UP_LINK_LABELS.repondu}</a>`,
    "</p>",
    `<p style="font-size:13px;color:#4b5563">${escapeHtml(FOLLOW_UP_LINK_NOTE)}</p>`,
  ];
}

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

export function contactEmailText(
  payload: StaffRow,
  followUp?: StaffFollowUp,
): string {
  const origin = provenance(payload);
  const offer = isOffer(payload) ? offerLines(payload) : [];
  return [
    `${SUBJECT_PREFIX} reçue depuis le formulaire du site.`,
    "",
    ...(followUp ? [...followUpText(followUp), ""] : []),
    ...ROWS.map(([label, key]) => `${label}${NBSP}: ${shown(payload, key)}`),
    "",
    ...(offer.length === 0 ? [] : [
      `L’offre${NBSP}:`,
      ...offer.map(([label, value]) => `${label}${NBSP}: ${value}`),
      "",
    ]),
    `${messageTitle(payload)}${NBSP}:`,
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

export function contactEmailHtml(
  payload: StaffRow,
  followUp?: StaffFollowUp,
): string {
  const origin = provenance(payload);
  const offer = isOffer(payload) ? offerLines(payload) : [];
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
    ...(followUp ? [followUpHtml(followUp)] : []),
    "<table>",
    rows,
    "</table>",
    ...(offer.length === 0 ? [] : [
      '<h2 style="font-size:16px">L’offre</h2>',
      labelledTable(offer),
    ]),
    `<h2 style="font-size:16px">${messageTitle(payload)}</h2>`,
    `<p>${escapeMultilineHtml(payload.message)}</p>`,
    '<h2 style="font-size:16px">Provenance</h2>',
    origin.length === 0 ? "<p>Non renseignée.</p>" : labelledTable(origin),
    "<p>Pour répondre au visiteur, répondez simplement à cet e-mail.</p>",
    "</body>",
    "</html>",
  ].join("\n");
}

/** Label and value lines as a table, every value escaped (the labels are the functions' own). */
function labelledTable(lines: ReadonlyArray<[label: string, value: string]>): string {
  return [
    "<table>",
    ...lines.map(([label, value]) =>
      `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
      `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`
    ),
    "</table>",
  ].join("\n");
}

/** Builds the one mail sent to the school for a validated contact request. */
export function composeContactEmail(
  payload: StaffRow,
  addresses: { from: string; to: string[] },
  followUp?: StaffFollowUp,
): OutgoingEmail {
  return {
    from: addresses.from,
    to: [...addresses.to],
    reply_to: payload.email,
    subject: contactEmailSubject(payload),
    html: contactEmailHtml(payload, followUp),
    text: contactEmailText(payload, followUp),
  };
}
