// The mail that carries a staff member's sign-in code for the staff desk (/equipe, issue 32),
// sent by send-auth-email when Supabase Auth asks for it (Send Email Hook).
//
// - The code is in the body only, not in the subject: a subject shows on lock screens and in
//   notification previews, in a shared mailbox's list, and in logs (the provider's dashboard, the
//   local stand-in's « Mail pour … : <subject> » line). A code is a key for 10 minutes; it should
//   be seen only by whoever opens the mail.
// - No link: company mail scanners follow links before the recipient does, which would spend a
//   one-time link. The desk asks for the six digits instead.
// - It says how long the code lasts, and what to do when one did not ask for it: nothing (the
//   code is useless without the mailbox, and it expires).

import type { OutgoingEmail } from "./contactEmail.ts";
import { escapeHtml } from "./html.ts";
import { SCHOOL_CONTACT } from "./schoolContact.ts";

const NBSP = "\u00a0";

export const SIGN_IN_CODE_SUBJECT = "Votre code de connexion à l’espace équipe";

export interface SignInCodeFacts {
  /** The digits Supabase Auth drew (its `email_data.token`). */
  code: string;
  /** How long the code stays valid (Auth's OTP expiry), in seconds. */
  lifetimeSeconds: number;
}

/** « 10 minutes », « 1 heure », « 90 secondes »: the lifetime as the mail says it. */
export function frenchDuration(seconds: number): string {
  if (seconds % 3600 === 0) {
    const hours = seconds / 3600;
    return `${hours}${NBSP}heure${hours > 1 ? "s" : ""}`;
  }
  if (seconds % 60 === 0) {
    const minutes = seconds / 60;
    return `${minutes}${NBSP}minute${minutes > 1 ? "s" : ""}`;
  }
  return `${seconds}${NBSP}seconde${seconds > 1 ? "s" : ""}`;
}

function paragraphs(facts: SignInCodeFacts): string[] {
  return [
    `Il est valable ${
      frenchDuration(facts.lifetimeSeconds)
    }, pour une seule connexion. Saisissez-le sur la page de connexion de l’espace équipe, là où vous l’avez demandé.`,
    `Vous n’avez rien demandé${NBSP}? Ignorez ce message${NBSP}: sans ce code, personne ne peut se connecter à votre place, et il expirera de lui-même.`,
    `Ne le communiquez à personne${NBSP}: l’école ne vous le demandera jamais, ni par téléphone ni par e-mail.`,
  ];
}

export function signInCodeText(facts: SignInCodeFacts): string {
  return [
    "Bonjour,",
    "",
    `Votre code de connexion à l’espace équipe ${SCHOOL_CONTACT.brand}${NBSP}:`,
    "",
    `    ${facts.code}`,
    "",
    ...paragraphs(facts).flatMap((paragraph) => [paragraph, ""]),
    `L’équipe ${SCHOOL_CONTACT.brand}`,
  ].join("\n");
}

export function signInCodeHtml(facts: SignInCodeFacts): string {
  return [
    "<!doctype html>",
    '<html lang="fr">',
    '<head><meta charset="utf-8"></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">',
    "<p>Bonjour,</p>",
    `<p>Votre code de connexion à l’espace équipe ${escapeHtml(SCHOOL_CONTACT.brand)}${NBSP}:</p>`,
    // Large, spaced digits a person reads without effort; one text node, so a double click
    // selects all six for a paste.
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:'Courier New',monospace">${
      escapeHtml(facts.code)
    }</p>`,
    ...paragraphs(facts).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p>L’équipe ${escapeHtml(SCHOOL_CONTACT.brand)}</p>`,
    "</body>",
    "</html>",
  ].join("\n");
}

export function composeSignInCode(
  facts: SignInCodeFacts,
  addresses: { from: string; to: string },
): OutgoingEmail {
  return {
    from: addresses.from,
    to: [addresses.to],
    subject: SIGN_IN_CODE_SUBJECT,
    html: signInCodeHtml(facts),
    text: signInCodeText(facts),
  };
}
