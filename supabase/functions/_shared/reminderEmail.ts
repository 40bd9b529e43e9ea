// The reminders of a request nobody has taken yet (issue 21, point 4): at 50 % of its promise to
// the team, at 90 % to the manager address; and the lateness alert of a request not answered by
// its deadline, taken or not (issue 33), to the team, its owner and the manager. Short on purpose:
// which request, for when, the same two links as the staff mail, and how to reach the visitor
// (issue 33): their name, address and phone in the body only (escaped in HTML), and their address
// as Reply-To, validated, as on the staff mail (never a visitor value in another header); the
// message stays in the first mail and on the desk.
//
// The text is a function of the stored request alone (no clock): a retry after a crash sends the
// same mail under the same idempotency key, which the provider answers without a second mail.

import {
  FOLLOW_UP_LINK_NOTE,
  followUpLinkLines,
  followUpLinksHtml,
  type OutgoingEmail,
  type StaffFollowUp,
} from "./contactEmail.ts";
import { checkEmail, NO_PHONE } from "./contactContract/index.ts";
import type { FollowUpMailKind } from "./contactStore.ts";
import { escapeHtml } from "./html.ts";

const NBSP = "\u00a0";

export interface ReminderFacts {
  kind: Exclude<FollowUpMailKind, "accuse-reception" | "plafond">;
  reason: string;
  name: string;
  /** The visitor's stored address and phone (`null`: none given), to call or write back at once. */
  email: string;
  phone: string | null;
  followUp: StaffFollowUp;
  /** Who has the request (first name), for the lateness alert; null when nobody took it. */
  takenBy?: string | null;
}

/** The visitor's contact lines, labelled as on the staff mail (contactEmail.ts). */
function contactLines(facts: ReminderFacts): Array<[label: string, value: string]> {
  return [
    ["De", facts.name],
    ["E-mail", facts.email],
    ["Téléphone", facts.phone ?? NO_PHONE],
  ];
}

/** Said only when the mail's Reply-To is the visitor's (a validated address). */
const REPLY_NOTE = "Pour répondre au visiteur, répondez simplement à cet e-mail.";

/** The subject of each kind of reminder; the reference in it threads a mail client's view. */
export function reminderSubject(facts: ReminderFacts): string {
  const { reference, due } = facts.followUp;
  const deadline = due ? ` ${due}` : "";
  if (facts.kind === "retard") {
    return `En retard${NBSP}: demande ${reference}, pas de réponse à l’échéance`;
  }
  return facts.kind === "rappel-equipe"
    ? `Rappel${NBSP}: demande ${reference} à traiter${deadline}`
    : `Bientôt en retard${NBSP}: demande ${reference}, personne ne s’en occupe`;
}

function intro(facts: ReminderFacts): string {
  if (facts.kind === "retard") {
    const who = facts.takenBy
      ? `Elle est prise en charge par ${facts.takenBy}.`
      : "Personne ne l’a prise en charge.";
    return `Cette demande n’a pas reçu de réponse avant son échéance${NBSP}: elle est en retard. ${who}`;
  }
  const share = facts.kind === "rappel-equipe" ? "la moitié" : "90\u00a0%";
  return `Personne n’a encore pris cette demande en charge, et ${share} du délai promis est passée.`;
}

// Staff work from the desk (issue 32); its address is the site's own, which they know.
const ROUTINE =
  "Toutes les demandes à traiter sont dans l’espace équipe du site (/equipe), la plus proche de son échéance d’abord.";

export function reminderText(facts: ReminderFacts, replyToVisitor = false): string {
  const { followUp } = facts;
  const due = followUp.due ?? `sous ${followUp.promiseHours}${NBSP}h ouvrées`;
  return [
    intro(facts),
    "",
    `Référence${NBSP}: ${followUp.reference}`,
    `Motif${NBSP}: ${facts.reason}`,
    ...contactLines(facts).map(([label, value]) => `${label}${NBSP}: ${value}`),
    `Échéance${NBSP}: ${due} (${followUp.promiseHours}${NBSP}h ouvrées)`,
    ...(followUp.links ? ["", FOLLOW_UP_LINK_NOTE, ...followUpLinkLines(followUp.links)] : []),
    "",
    ...(replyToVisitor ? [REPLY_NOTE] : []),
    ROUTINE,
  ].join("\n");
}

export function reminderHtml(facts: ReminderFacts, replyToVisitor = false): string {
  const { followUp } = facts;
  const due = followUp.due ?? `sous ${followUp.promiseHours}${NBSP}h ouvrées`;
  return [
    "<!doctype html>",
    '<html lang="fr">',
    '<head><meta charset="utf-8"></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">',
    `<p>${escapeHtml(intro(facts))}</p>`,
    "<p>",
    `<strong>Référence${NBSP}: ${escapeHtml(followUp.reference)}</strong><br>`,
    `Motif${NBSP}: ${escapeHtml(facts.reason)}<br>`,
    ...contactLines(facts).map(([label, value]) => `${label}${NBSP}: ${escapeHtml(value)}<br>`),
    `Échéance${NBSP}: ${escapeHtml(due)} (${followUp.promiseHours}${NBSP}h ouvrées)`,
    "</p>",
    ...(followUp.links ? followUpLinksHtml(followUp.links) : []),
    ...(replyToVisitor ? [`<p>${escapeHtml(REPLY_NOTE)}</p>`] : []),
    `<p style="font-size:13px;color:#4b5563">${escapeHtml(ROUTINE)}</p>`,
    "</body>",
    "</html>",
  ].join("\n");
}

/** Who gets each kind: the team at 50 %, the manager at 90 %, everyone (the owner too) when late. */
export function reminderRecipients(
  kind: ReminderFacts["kind"],
  addresses: { team: string[]; manager: string[]; owner?: string | null },
): string[] {
  if (kind === "rappel-equipe") return [...addresses.team];
  if (kind === "rappel-responsable") return [...addresses.manager];
  const everyone = [
    ...addresses.team,
    ...addresses.manager,
    ...(addresses.owner ? [addresses.owner] : []),
  ];
  // One copy per mailbox (its first spelling): the owner is often in the team's list too.
  return everyone.filter((address, index) =>
    everyone.findIndex((other) => other.toLowerCase() === address.toLowerCase()) === index
  );
}

/**
 * The reminder to send. Its Reply-To is the visitor's stored address when it passes the table's
 * rule again (one bare address: no header can be injected through it), else the mail has none.
 */
export function composeReminder(
  facts: ReminderFacts,
  addresses: { from: string; team: string[]; manager: string[]; owner?: string | null },
): OutgoingEmail {
  const replyTo = checkEmail(facts.email) === null ? facts.email : undefined;
  return {
    from: addresses.from,
    to: reminderRecipients(facts.kind, addresses),
    ...(replyTo === undefined ? {} : { reply_to: replyTo }),
    subject: reminderSubject(facts),
    html: reminderHtml(facts, replyTo !== undefined),
    text: reminderText(facts, replyTo !== undefined),
  };
}
