// The reminders of a request nobody has taken yet (issue 21, point 4): at 50 % of its promise to
// the team, at 90 % to the manager address; and the lateness alert of a request not answered by
// its deadline, taken or not (issue 33), to the team, its owner and the manager. Short on purpose: which request, for when, the same
// two links as the staff mail. The visitor's name is the only value they typed that appears, in
// the body only (escaped in HTML); the message stays in the first mail and the dashboard.
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
import type { FollowUpMailKind } from "./contactStore.ts";
import { escapeHtml } from "./html.ts";

const NBSP = "\u00a0";

export interface ReminderFacts {
  kind: Exclude<FollowUpMailKind, "accuse-reception" | "plafond">;
  reason: string;
  name: string;
  followUp: StaffFollowUp;
  /** Who has the request (first name), for the lateness alert; null when nobody took it. */
  takenBy?: string | null;
}

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

export function reminderText(facts: ReminderFacts): string {
  const { followUp } = facts;
  const due = followUp.due ?? `sous ${followUp.promiseHours}${NBSP}h ouvrées`;
  return [
    intro(facts),
    "",
    `Référence${NBSP}: ${followUp.reference}`,
    `Motif${NBSP}: ${facts.reason}`,
    `De${NBSP}: ${facts.name}`,
    `Échéance${NBSP}: ${due} (${followUp.promiseHours}${NBSP}h ouvrées)`,
    ...(followUp.links ? ["", FOLLOW_UP_LINK_NOTE, ...followUpLinkLines(followUp.links)] : []),
    "",
    ROUTINE,
  ].join("\n");
}

export function reminderHtml(facts: ReminderFacts): string {
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
    `De${NBSP}: ${escapeHtml(facts.name)}<br>`,
    `Échéance${NBSP}: ${escapeHtml(due)} (${followUp.promiseHours}${NBSP}h ouvrées)`,
    "</p>",
    ...(followUp.links ? followUpLinksHtml(followUp.links) : []),
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

export function composeReminder(
  facts: ReminderFacts,
  addresses: { from: string; team: string[]; manager: string[]; owner?: string | null },
): OutgoingEmail {
  return {
    from: addresses.from,
    to: reminderRecipients(facts.kind, addresses),
    subject: reminderSubject(facts),
    html: reminderHtml(facts),
    text: reminderText(facts),
  };
}
