import { describe, expect, it } from 'vitest';
import { formatLaunchReport, isLaunchReady, launchReport } from '../launch/launchCheck.ts';
import type { CertificationRegisterFile } from './certificationRegister.ts';
import registered from './fixtures/rncp-40377.registered.json' with { type: 'json' };
import { bachelorRegistrationEnd, REGISTRATION_WARNING_DAYS, registrationEndWarnings } from './registrationEnd.ts';

const ends = { course: 'Bachelor Marketing Digital', rncp: 40377, endsOn: '2028-03-28', readOn: '2026-11-28' };

describe('a registration ending soon', () => {
  it('warns from 180 days before its last day, and not a day earlier', () => {
    expect(REGISTRATION_WARNING_DAYS).toBe(180);
    // 2027-09-30 is 180 days before 28 March 2028.
    expect(registrationEndWarnings('2027-09-29', [ends])).toEqual([]);
    const [warning] = registrationEndWarnings('2027-09-30', [ends]);
    expect(warning?.id).toBe('registration.rncp40377');
    expect(warning?.text).toBe(
      'Bachelor Marketing Digital\u00a0: l’enregistrement du titre RNCP\u00a040377 prend fin le 28 mars 2028, dans 180\u00a0jours (date lue au registre le 28 novembre 2026). Après cette date, plus personne ne peut s’y inscrire\u00a0: voyez avec le certificateur son renouvellement ou la fiche qui le remplace, et la rentrée qui s’y rattache.',
    );
    expect(registrationEndWarnings('2028-03-27', [ends])[0]?.text).toContain('dans 1\u00a0jour (');
  });

  it('says a registration that has ended as such', () => {
    expect(registrationEndWarnings('2028-04-02', [ends])[0]?.text).toContain(
      'a pris fin le 28 mars 2028 (date lue au registre le 28 novembre 2026)\u00a0: plus personne ne peut s’y inscrire',
    );
  });

  it('takes the register’s end date once read, the course’s own before', () => {
    const never: CertificationRegisterFile = { ...registered, fetchedAt: null, certification: null };
    expect(bachelorRegistrationEnd(never)).toEqual({ course: 'Bachelor Marketing Digital', rncp: 40377, endsOn: '2028-03-28' });
    const moved: CertificationRegisterFile = { ...registered, certification: { ...registered.certification, registrationEndsOn: '2027-06-30' } };
    expect(bachelorRegistrationEnd(moved)).toEqual({ ...ends, endsOn: '2027-06-30' });
    expect(registrationEndWarnings('2026-11-28', [bachelorRegistrationEnd(never)])[0]).toBeUndefined();
    expect(registrationEndWarnings('2027-01-15', [bachelorRegistrationEnd(never)])).toEqual([]);
  });

  it('makes the launch check warn, as of the build’s day, without blocking the launch', () => {
    const soon = launchReport([], { SITE_AS_OF: '2027-12-01' });
    expect(soon.warnings?.map((warning) => warning.id)).toEqual(['registration.rncp40377']);
    const text = formatLaunchReport(soon);
    expect(text).toContain('Avertissements (1) :');
    expect(text).toContain(
      'prend fin le 28 mars 2028, dans 118\u00a0jours (date de la fiche de la formation, à vérifier au registre avec «\u00a0npm run register-check\u00a0»).',
    );
    expect(launchReport([], { SITE_AS_OF: '2026-11-28' }).warnings).toEqual([]);
    const ready = { facts: [], content: [], settings: [], warnings: soon.warnings ?? [] };
    expect(isLaunchReady(ready)).toBe(true);
    expect(formatLaunchReport(ready)).toMatch(/^Prêt pour la mise en ligne.*\n\nAvertissements \(1\) :\n {2}• Bachelor Marketing Digital/s);
  });
});
