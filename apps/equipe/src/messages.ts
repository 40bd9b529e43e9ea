/**
 * The desk's words, in one object (like the contact form's messages.ts): French, typographic
 * apostrophes, a no-break space before « : ; ! ? ».
 */
export const MESSAGES = {
  appName: 'Espace équipe',
  nav: {
    label: 'Espace équipe',
    file: 'File d’attente',
    semaine: 'Semaine',
    campagnes: 'Campagnes',
    export: 'Export',
    effacer: 'Effacer une personne',
    journal: 'Journal',
  },
  signOut: 'Se déconnecter',
  signedOut: 'Votre session est fermée.',
  signIn: {
    title: 'Connexion à l’espace équipe',
    intro: 'Entrez votre adresse e-mail professionnelle : vous recevrez un code à 6 chiffres, valable 10 minutes.',
    email: 'Adresse e-mail',
    emailHint: 'Celle que la direction a inscrite dans l’équipe.',
    askCode: 'Recevoir un code',
    asking: 'Envoi en cours…',
    // The same sentence whether the address is staff or not, and whether a code was just sent or
    // one left less than a minute ago (Auth sends at most one a minute): it never tells who is staff.
    sent: (email: string) =>
      `Si ${email} fait partie de l’équipe, un code à 6 chiffres lui a été envoyé, valable 10 minutes. Un seul code part par minute : utilisez le dernier reçu, et pensez aux courriers indésirables.`,
    code: 'Code reçu par e-mail',
    codeHint: '6 chiffres, sans espace.',
    verify: 'Se connecter',
    verifying: 'Vérification…',
    otherAddress: 'Changer d’adresse',
    resend: 'Recevoir un nouveau code',
    badEmail: 'Entrez une adresse e-mail complète, par exemple prenom.nom@ecole.fr.',
    badCode: 'Le code fait 6 chiffres.',
    wrongCode: 'Code incorrect ou expiré. Vérifiez-le, ou demandez-en un nouveau.',
    tooMany: 'Trop d’essais depuis ce réseau : réessayez dans quelques minutes.',
    unavailable: 'Le service de connexion n’a pas répondu : réessayez dans un instant.',
    notStaff: 'Cette adresse ne fait pas partie de l’équipe. Demandez à la direction de l’ajouter.',
    expired: 'Votre session a pris fin : reconnectez-vous.',
  },
  loading: 'Chargement…',
  retry: 'Réessayer',
  /**
   * The queue's banner when the backend's sweep has not run for 30 minutes (issue 33): nothing
   * else tells staff that acknowledgements, reminders and lateness have stopped.
   */
  sweepStopped: {
    never: 'La relance automatique n’a encore jamais tourné : aucun accusé de réception ni rappel ne part, aucune demande ne passe en retard.',
    since: (moment: string) => `La relance automatique ne tourne plus depuis le ${moment} : accusés de réception, rappels et passages en retard sont arrêtés.`,
    what: 'Les demandes arrivent toujours ici et dans la boîte de l’école ; prévenez la personne qui administre le site.',
  },
} as const;

/** What the follow-up functions answered, said to the person who clicked. */
export const OUTCOMES: Readonly<Record<string, string>> = {
  'pris-en-charge': 'La demande est à vous.',
  'deja-pris': 'Quelqu’un d’autre s’en occupe déjà.',
  repondu: 'La demande est notée comme répondue.',
  'deja-repondu': 'Cette demande a déjà une réponse.',
  clos: 'La demande est close.',
  'deja-clos': 'Cette demande est déjà close.',
  'en-attente': 'Le délai est suspendu jusqu’à ce que le visiteur réponde.',
  'deja-en-attente': 'Le délai était déjà suspendu.',
  repris: 'Le délai reprend.',
  'pas-en-attente': 'Le délai n’était pas suspendu.',
  rouvert: 'La demande est rouverte.',
  'deja-ouvert': 'Cette demande est déjà ouverte.',
  confie: 'La demande est confiée.',
  inconnu: 'Cette personne ne fait pas partie de l’équipe.',
  inconnue: 'Cette demande n’existe plus.',
  'motif-invalide': 'Dites pourquoi la demande est close, en une ligne de 300 caractères au plus.',
};

export function outcomeText(outcome: string): string {
  return OUTCOMES[outcome] ?? `Fait (${outcome}).`;
}
