// The acknowledgement a visitor receives once their request is stored (issue 21, point 5): fixed
// words, their reference, the promise for their reason, the school's phone and e-mail. The form
// lets anyone type anyone's address, so this mail must be worthless to an abuser: nothing the
// visitor typed is in it but their name (one line, at most 120 characters, validated by the
// table, escaped in HTML, never in a header), and it goes once per stored request, which the flood
// budget bounds (docs/abuse-acknowledgement.md). No link, no message, no reason text typed: the
// reason is one of the table's closed list, and only its promise is shown.

import type { OutgoingEmail } from "./contactEmail.ts";
import { escapeHtml } from "./html.ts";
import { SCHOOL_CONTACT } from "./schoolContact.ts";

const NBSP = "\u00a0";

/**
 * What « ouvrées » counts (issue 33): the school's opening hours, whose days and times the pages
 * state (@ecole/content's BUSINESS_DAYS_PHRASE); the mail gives the deadline they make.
 */
const OPEN_HOURS = "heures d’ouverture de l’école, hors jours fériés";

export interface AcknowledgementFacts {
  name: string;
  reference: string;
  promiseHours: number;
  /** The deadline as a person says it, `lundi 30 novembre, avant 18 h`; null when unreadable. */
  due: string | null;
}

export function acknowledgementSubject(facts: Pick<AcknowledgementFacts, "reference">): string {
  return `Votre demande est bien reçue (référence ${facts.reference})`;
}

/** The paragraphs of the mail, the same in both parts. */
function paragraphs(facts: AcknowledgementFacts): string[] {
  const promise = `${facts.promiseHours}${NBSP}h ouvrées`;
  return [
    `Nous avons bien reçu votre demande, enregistrée sous la référence ${facts.reference}.`,
    facts.due
      ? `Nous vous répondrons sous ${promise} (${OPEN_HOURS}), soit au plus tard ${facts.due}.`
      : `Nous vous répondrons sous ${promise} (${OPEN_HOURS}).`,
    `Pour nous joindre d’ici là${NBSP}: ${SCHOOL_CONTACT.phone} ou ${SCHOOL_CONTACT.email}, en rappelant votre référence.`,
    `Vous n’êtes pas à l’origine de cette demande${NBSP}? Ignorez ce message, ou écrivez-nous à ${SCHOOL_CONTACT.email} pour qu’elle soit effacée.`,
  ];
}

export function acknowledgementText(facts: AcknowledgementFacts): string {
  return [
    `Bonjour ${facts.name},`,
    "",
    ...paragraphs(facts).flatMap((paragraph) => [paragraph, ""]),
    `L’équipe ${SCHOOL_CONTACT.brand}`,
  ].join("\n");
}

export function acknowledgementHtml(facts: AcknowledgementFacts): string {
  return [
    "<!doctype html>",
    '<html lang="fr">',
    '<head><meta charset="utf-8"></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">',
    `<p>Bonjour ${escapeHtml(facts.name)},</p>`,
    ...paragraphs(facts).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p>L’équipe ${escapeHtml(SCHOOL_CONTACT.brand)}</p>`,
    "</body>",
    "</html>",
  ].join("\n");
}

/** To the visitor's stored address; replies go to the school. */
export function composeAcknowledgement(
  facts: AcknowledgementFacts,
  addresses: { from: string; to: string; replyTo: string },
): OutgoingEmail {
  return {
    from: addresses.from,
    to: [addresses.to],
    reply_to: addresses.replyTo,
    subject: acknowledgementSubject(facts),
    html: acknowledgementHtml(facts),
    text: acknowledgementText(facts),
  };
}
