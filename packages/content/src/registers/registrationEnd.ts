import { BACHELOR } from '../courses.ts';
import { formatDate, NBSP } from '../format.ts';
import { type CertificationRegisterFile, RNCP_40377_REGISTER } from './certificationRegister.ts';

/**
 * How long before a registration ends the launch check warns: 180 days, the time a certifier needs
 * to have a title renewed (or its successor registered) and the school to move a September intake
 * to it. After the end, nobody may enrol in the title any more (API Apprentissage's documentation
 * of `periode_validite.rncp`).
 */
export const REGISTRATION_WARNING_DAYS = 180;

/** When a course's title stops being registered, and where the date comes from. */
export interface RegistrationEnd {
  course: string;
  rncp: number;
  /** `YYYY-MM-DD`, the last day of the registration. */
  endsOn: string;
  /** The day the register was read, when the date is the register's; absent for the content's own date. */
  readOn?: string;
}

/** A point the launch check raises without blocking the launch. */
export interface LaunchWarning {
  id: string;
  text: string;
}

/**
 * The Bachelor's end of registration: the register's (its file, once `npm run register-check --
 * --write` has read it), else the content's, which the register check compares with it.
 */
export function bachelorRegistrationEnd(register: CertificationRegisterFile = RNCP_40377_REGISTER): RegistrationEnd {
  const registered = register.certification?.registrationEndsOn;
  const base = { course: BACHELOR.name, rncp: BACHELOR.certification.rncpNumber };
  return registered && register.fetchedAt
    ? { ...base, endsOn: registered, readOn: register.fetchedAt.slice(0, 10) }
    : { ...base, endsOn: BACHELOR.certification.expiresOn };
}

const dayNumber = (isoDay: string) => Date.UTC(Number(isoDay.slice(0, 4)), Number(isoDay.slice(5, 7)) - 1, Number(isoDay.slice(8, 10))) / 86_400_000;

/**
 * The launch check's warnings for registrations ending within `REGISTRATION_WARNING_DAYS` of `asOf`
 * (`YYYY-MM-DD`), or already ended. A small function of its own so the launch check only calls it
 * (issue 35, point 5) whatever file the dates end up in.
 */
export function registrationEndWarnings(asOf: string, ends: readonly RegistrationEnd[] = [bachelorRegistrationEnd()]): LaunchWarning[] {
  return ends.flatMap((end) => {
    const days = dayNumber(end.endsOn) - dayNumber(asOf);
    if (days > REGISTRATION_WARNING_DAYS) return [];
    const title = `${end.course}${NBSP}: l’enregistrement du titre RNCP${NBSP}${end.rncp}`;
    const source = end.readOn
      ? `date lue au registre le ${formatDate(end.readOn)}`
      : `date de la fiche de la formation, à vérifier au registre avec «${NBSP}npm run register-check${NBSP}»`;
    const text =
      days >= 0
        ? `${title} prend fin le ${formatDate(end.endsOn)}, dans ${days}${NBSP}jour${days > 1 ? 's' : ''} (${source}). Après cette date, plus personne ne peut s’y inscrire${NBSP}: voyez avec le certificateur son renouvellement ou la fiche qui le remplace, et la rentrée qui s’y rattache.`
        : `${title} a pris fin le ${formatDate(end.endsOn)} (${source})${NBSP}: plus personne ne peut s’y inscrire, et la page ne peut plus le présenter comme un titre ouvert.`;
    return [{ id: `registration.rncp${end.rncp}`, text }];
  });
}
