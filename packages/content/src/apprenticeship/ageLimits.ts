/**
 * Who may sign an apprenticeship contract, by age (Code du travail, art. L6222-1, L6222-2 and
 * D6222-1): from 16, or 15 after the collège; up to 29 « révolus » (the day before one's 30th
 * birthday) at the start; beyond, only in the cases of art. L6222-2, two of them up to 35 and
 * within a year of the previous contract (art. D6222-1). The simulators compute any age from
 * `MIN_AGE`, and say these rules when the age typed is outside the usual range.
 */
export const APPRENTICESHIP_AGE = {
  /** The youngest: 15, for a young person who has finished the collège (3e). */
  youngest: 15,
  usualFrom: 16,
  /** The last age at which a contract usually starts (29 ans révolus). */
  usualUpTo: 29,
  /** Exceptions 1° and 2° of art. L6222-2 stop at this age (art. D6222-1). */
  exceptionsUpTo: 35,
  source: 'Code du travail, art. L6222-1, L6222-2 et D6222-1',
} as const;

/** What a simulator says of an age outside the usual range, addressed to the apprentice (`you`) or the employer (`apprentice`). */
export function ageRuleNote(age: number, whom: 'you' | 'apprentice'): string | undefined {
  const { youngest, usualFrom, usualUpTo, exceptionsUpTo, source } = APPRENTICESHIP_AGE;
  if (age === youngest) {
    return whom === 'you'
      ? `À ${youngest} ans, l’apprentissage est possible si vous avez terminé la classe de 3e (${source}).`
      : `À ${youngest} ans, l’apprentissage est possible pour un jeune qui a terminé la classe de 3e (${source}).`;
  }
  if (age < usualFrom || age <= usualUpTo) return undefined;
  const subject = whom === 'you' ? 'vous êtes reconnu' : 'l’apprenti est reconnu';
  return `Un contrat d’apprentissage commence en principe au plus tard à ${usualUpTo} ans révolus. Au-delà, il reste possible si ${subject} travailleur handicapé, pour un projet de création ou de reprise d’entreprise qui demande le diplôme, pour un sportif de haut niveau, et, jusqu’à ${exceptionsUpTo} ans, pour un nouveau contrat vers un diplôme plus élevé ou après un contrat rompu pour une cause indépendante de ${whom === 'you' ? 'votre' : 'sa'} volonté, conclu dans l’année (${source}).`;
}
