// The manager's alert when one connection reaches the ceiling of requests sent with a proof of work
// (issue 34, point 1; planned by 20261128170000, at most one pending and one an hour for the whole
// site). What happened, what the site already does about it, and what the manager may do: nothing
// the attacker typed (neither name, address nor message of the request that reached it), and no
// figure the settings may have changed since.
//
// The text is a function of the stored request alone (no clock): a retry after a crash sends the
// same mail under the same idempotency key, which the provider answers without a second mail.

import type { OutgoingEmail } from "./contactEmail.ts";
import { frenchDateTime, wallClock } from "./frenchTime.ts";
import { escapeHtml } from "./html.ts";

const NBSP = "\u00a0";

export interface CeilingAlertFacts {
  /** The reference of the request that reached the ceiling, `4F7A-1C2B`. */
  reference: string;
  /** When it was stored (an instant). */
  createdAt: string;
}

export function ceilingAlertSubject(): string {
  return `Formulaire de contact${NBSP}: une connexion a atteint le plafond de demandes`;
}

/** The paragraphs, the same in both parts. */
function paragraphs(facts: CeilingAlertFacts): string[] {
  const local = wallClock(facts.createdAt);
  const at = local === null ? null : frenchDateTime(local);
  const when = at === null ? "Récemment" : `Le ${at}`;
  return [
    `${when}, une même connexion a envoyé assez de demandes avec la vérification anti-robot pour atteindre le plafond prévu (deux fois un salon en 10${NBSP}minutes, ou son plafond de la journée). La demande qui l’a atteint porte la référence ${facts.reference}.`,
    "Le site s’en charge déjà\u00a0: les demandes suivantes de cette connexion sont refusées jusqu’à ce que le plafond se libère, les visiteurs des autres connexions ne sont pas gênés, et les mails de suivi de ces demandes passent après ceux des autres visiteurs.",
    `Ce que vous pouvez faire${NBSP}: dans l’espace équipe du site (/equipe), les demandes reçues juste avant celle-ci viennent sans doute de la même source. Si ce ne sont pas de vraies demandes, closez-les en notant qu’elles sont indésirables. Si c’était un vrai salon ou une vraie réunion, rien à faire.`,
    "Vous ne recevrez pas d’autre alerte de ce genre pendant une heure.",
  ];
}

export function ceilingAlertText(facts: CeilingAlertFacts): string {
  return paragraphs(facts).join("\n\n");
}

export function ceilingAlertHtml(facts: CeilingAlertFacts): string {
  return [
    "<!doctype html>",
    '<html lang="fr">',
    '<head><meta charset="utf-8"></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">',
    ...paragraphs(facts).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    "</body>",
    "</html>",
  ].join("\n");
}

/** To the manager (CONTACT_MANAGER_EMAIL; the team's addresses when unset). */
export function composeCeilingAlert(
  facts: CeilingAlertFacts,
  addresses: { from: string; manager: string[] },
): OutgoingEmail {
  return {
    from: addresses.from,
    to: [...addresses.manager],
    subject: ceilingAlertSubject(),
    html: ceilingAlertHtml(facts),
    text: ceilingAlertText(facts),
  };
}
