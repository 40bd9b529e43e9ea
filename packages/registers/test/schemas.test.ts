import { describe, expect, it } from 'vitest';
import { certificationsSchema, errorBodySchema, organismeExportPageSchema, organismeSearchSchema } from '../src/apiApprentissage/schemas.ts';
import { parisDay, registeredCertificationOf } from '../src/registerRecord.ts';
import { FAKE_KEY, recorded, startFakeApi } from './fakeApiApprentissage.ts';

describe('our schemas of the documented answers', () => {
  it('read the recorded answers of the three endpoints', () => {
    expect(certificationsSchema.parse(recorded.certifications())).toHaveLength(1);
    expect(organismeSearchSchema.parse(recorded.recherche()).resultat?.organisme.identifiant).toEqual({ uai: '0530123W', siret: '91234567800011' });
    expect(organismeExportPageSchema.parse(recorded.exportPage()).data.map((each) => each.renseignements_specifiques.numero_activite)).toEqual([
      '52530099953',
      '52530123453',
    ]);
  });

  it('refuse a field of another type, naming its path, and ignore fields they do not read', () => {
    const changed = recorded.certifications();
    (changed[0] as { intitule: { niveau: { rncp: { europeen: string } } } }).intitule.niveau.rncp.europeen = 'VI';
    (changed[0] as Record<string, unknown>).champ_ajoute_plus_tard = { par: 'l’API' };
    const result = certificationsSchema.safeParse(changed);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['0.intitule.niveau.rncp.europeen']);
    const added = recorded.certifications();
    (added[0] as Record<string, unknown>).champ_ajoute_plus_tard = true;
    expect(certificationsSchema.safeParse(added).success).toBe(true);
  });

  it('take the calendar day of a date in Paris, where the register means it', () => {
    // 28 March 2025 at midnight in Paris is still the 27th in UTC.
    expect(parisDay('2025-03-28T00:00:00.000+01:00')).toBe('2025-03-28');
    expect(parisDay('2028-03-28T23:59:59.000+02:00')).toBe('2028-03-28');
    expect(parisDay('2028-03-28')).toBe('2028-03-28');
    expect(parisDay(null)).toBeNull();
    const record = registeredCertificationOf(certificationsSchema.parse(recorded.certifications())[0]!);
    expect(record).toMatchObject({ level: 6, activatedOn: '2025-03-28', pathwaysStartOn: '2025-03-28', registrationEndsOn: '2028-03-28' });
  });

  it('match what the local fake answers: the recorded search, and errors in the API’s own shape', async () => {
    const api = await startFakeApi();
    try {
      const get = (path: string, key?: string) => fetch(`${api.url}${path}`, key ? { headers: { authorization: `Bearer ${key}` } } : {});
      const search = await get('/organisme/v1/recherche?siret=91234567800011&uai=0530123W', FAKE_KEY);
      expect(await search.json()).toEqual(recorded.recherche());
      const unauthorized = await get('/certification/v1?identifiant.rncp=RNCP40377');
      expect(unauthorized.status).toBe(401);
      expect(errorBodySchema.parse(await unauthorized.json()).message).toBe("Vous devez fournir une clé d'API valide pour accéder à cette ressource");
      expect(await (await get('/certification/v1?identifiant.rncp=RNCP000', FAKE_KEY)).json()).toEqual([]);
      expect((await get('/certification/v2', FAKE_KEY)).status).toBe(404);
    } finally {
      await api.close();
    }
  });
});
