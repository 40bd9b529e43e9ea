// The acknowledgement a visitor receives once their request is stored (issue 21, point 5): fixed
// words, their reference, the promise for their reason, the school's phone and e-mail. The form
// lets anyone type anyone's address, so this mail must be worthless to an abuser: nothing the
// visitor typed is in it but, at most, one word of their name (greetingName below; issue 34,
// point 4: the 120-character name carried a URL and a premium-rate number to strangers), escaped
// in HTML, never in a header, and it goes once per stored request, within caps per mailbox and per
// domain (docs/abuse-acknowledgement.md). No link, no message, no reason text typed: the reason is
// one of the table's closed list, and only its promise is shown.

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

/** The longest first name the greeting keeps (« Marie-Bénédicte » is 15 letters). */
export const GREETING_NAME_MAX = 24;
/**
 * Latin letters (and their combining marks), an apostrophe or a hyphen only between two letters.
 * Latin only: letters of other scripts that look like digits (Cyrillic « З », « Б ») cannot spell
 * a phone number among Latin ones; a name in another script gets « Bonjour, ».
 */
const FIRST_NAME = /^\p{Script=Latin}(?:[\p{Script=Latin}\p{M}]|['’-](?=\p{Script=Latin}))*$/u;

/**
 * What the greeting says of the typed name: its first word, when it is made of letters only (an
 * apostrophe or a hyphen between them: « Jean-Pierre », « N’Diaye »), at most GREETING_NAME_MAX
 * characters; otherwise nothing, and the mail says « Bonjour, ». A word without a digit, a dot, a
 * slash or an at sign can name neither a site nor a phone number nor an address, and one word
 * cannot say « appelez … » or « gagnez … sur … »: what an abuser can plant in a stranger's inbox is
 * a single harmless word. Shortening the name, rather than leaving it out, keeps the greeting
 * personal for the visitors who wrote their own.
 */
export function greetingName(name: string): string | null {
  const first = name.trim().split(/\s+/u)[0] ?? "";
  return [...first].length <= GREETING_NAME_MAX && FIRST_NAME.test(first) ? first : null;
}

/** « Bonjour Camille, », or « Bonjour, » when the name is not a plain first name. */
export function acknowledgementGreeting(name: string): string {
  const first = greetingName(name);
  return first === null ? "Bonjour," : `Bonjour ${first},`;
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
    acknowledgementGreeting(facts.name),
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
    `<p>${escapeHtml(acknowledgementGreeting(facts.name))}</p>`,
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
