// The reminders of a request nobody has taken yet (issue 21, point 4): at 50 % of its promise to
// the team, at 90 % to the manager address. Short on purpose: which request, for when, the same
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
  kind: Exclude<FollowUpMailKind, "accuse-reception">;
  reason: string;
  name: string;
  followUp: StaffFollowUp;
}

/** The subject of each kind of reminder; the reference in it threads a mail client's view. */
export function reminderSubject(facts: ReminderFacts): string {
  const { reference, due } = facts.followUp;
  const deadline = due ? ` avant le ${due}` : "";
  return facts.kind === "rappel-equipe"
    ? `Rappel${NBSP}: demande ${reference} à traiter${deadline}`
    : `Bientôt en retard${NBSP}: demande ${reference}, personne ne s’en occupe`;
}

function intro(facts: ReminderFacts): string {
  const share = facts.kind === "rappel-equipe" ? "la moitié" : "90\u00a0%";
  return `Personne n’a encore pris cette demande en charge, et ${share} du délai promis est passée.`;
}

// Staff work from the desk (issue 32); its address is the site's own, which they know.
const ROUTINE =
  "Toutes les demandes à traiter sont dans l’espace équipe du site (/equipe), la plus proche de son échéance d’abord.";

export function reminderText(facts: ReminderFacts): string {
  const { followUp } = facts;
  const due = followUp.due ? `le ${followUp.due}` : `sous ${followUp.promiseHours}${NBSP}h ouvrées`;
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
  const due = followUp.due ? `le ${followUp.due}` : `sous ${followUp.promiseHours}${NBSP}h ouvrées`;
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

export function composeReminder(
  facts: ReminderFacts,
  addresses: { from: string; team: string[]; manager: string[] },
): OutgoingEmail {
  return {
    from: addresses.from,
    to: [...(facts.kind === "rappel-equipe" ? addresses.team : addresses.manager)],
    subject: reminderSubject(facts),
    html: reminderHtml(facts),
    text: reminderText(facts),
  };
}
