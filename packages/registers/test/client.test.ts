import { afterEach, describe, expect, it } from 'vitest';
import { ApiApprentissageError, type ApiFailure, apiApprentissage } from '../src/apiApprentissage/client.ts';
import { FAKE_KEY, type FakeApi, startFakeApi } from './fakeApiApprentissage.ts';

let api: FakeApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function failureOf(read: () => Promise<unknown>): Promise<ApiFailure> {
  const error = await read().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiApprentissageError);
  return (error as ApiApprentissageError).failure;
}

describe('the API Apprentissage client, against a local fake', () => {
  it('sends the key as a Bearer token and reads a certification, or none for a code the register does not know', async () => {
    api = await startFakeApi();
    const client = apiApprentissage({ baseUrl: api.url, key: FAKE_KEY, timeoutMs: 10_000 });
    const [certification] = await client.certifications('RNCP40377');
    expect(certification?.type.certificateurs_rncp).toEqual([{ siret: '88765432100017', nom: 'ORGANISME CERTIFICATEUR EXEMPLE' }]);
    expect(await client.certifications('RNCP99999')).toEqual([]);
    expect(api.requests[0]).toEqual({ method: 'GET', url: '/api/certification/v1?identifiant.rncp=RNCP40377', authorization: `Bearer ${FAKE_KEY}` });
  });

  it('pages through the export until it finds the organisme of the SIRET and UAI', async () => {
    api = await startFakeApi();
    const client = apiApprentissage({ baseUrl: api.url, key: FAKE_KEY, timeoutMs: 10_000, exportPageSize: 1 });
    const found = await client.findOrganisme('91234567800011', '0530123W');
    expect(found?.renseignements_specifiques).toEqual({ qualiopi: true, numero_activite: '52530123453' });
    expect(api.requests.map((request) => request.url)).toEqual([
      '/api/organisme/v1/export?page_size=1&page_index=0',
      '/api/organisme/v1/export?page_size=1&page_index=1',
    ]);
    expect(await client.findOrganisme('11111111111111')).toBeUndefined();
  });

  it('says 401 for a key the API refuses, with its message', async () => {
    api = await startFakeApi();
    const client = apiApprentissage({ baseUrl: api.url, key: 'cle-revoquee', timeoutMs: 10_000 });
    expect(await failureOf(() => client.certifications('RNCP40377'))).toEqual({
      kind: 'unauthorized',
      status: 401,
      message: "Impossible de déchiffrer la clé d'API",
    });
  });

  it('says 404 for a path the API does not have', async () => {
    api = await startFakeApi();
    const client = apiApprentissage({ baseUrl: `${api.url}/v0`, key: FAKE_KEY, timeoutMs: 10_000 });
    expect(await failureOf(() => client.certifications('RNCP40377'))).toEqual({ kind: 'not-found', status: 404, message: 'Path does not exists' });
  });

  it('says 429 with the seconds retry-after gives', async () => {
    api = await startFakeApi({ quota: 1 });
    const client = apiApprentissage({ baseUrl: api.url, key: FAKE_KEY, timeoutMs: 10_000 });
    await client.certifications('RNCP40377');
    expect(await failureOf(() => client.certifications('RNCP40377'))).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterSeconds: 42 });
  });

  it('says an outage, even when a proxy answers an HTML page', async () => {
    api = await startFakeApi();
    const client = apiApprentissage({ baseUrl: api.url, key: FAKE_KEY, timeoutMs: 10_000 });
    api.failWith(500);
    expect(await failureOf(() => client.certifications('RNCP40377'))).toEqual({
      kind: 'server',
      status: 500,
      message: 'The server was unable to complete your request',
    });
    api.failWith(502, '<html><body>502 Bad Gateway</body></html>', 'text/html');
    expect(await failureOf(() => client.certifications('RNCP40377'))).toEqual({ kind: 'server', status: 502 });
  });

  it('gives up after its time limit when the API does not answer', async () => {
    api = await startFakeApi();
    api.hold();
    const client = apiApprentissage({ baseUrl: api.url, key: FAKE_KEY, timeoutMs: 200 });
    expect(await failureOf(() => client.certifications('RNCP40377'))).toEqual({ kind: 'timeout', timeoutMs: 200 });
  });

  it('says when the API cannot be reached, and when its answer is not of the documented shape', async () => {
    api = await startFakeApi();
    const url = api.url;
    await api.close();
    api = undefined;
    const offline = apiApprentissage({ baseUrl: url, key: FAKE_KEY, timeoutMs: 10_000 });
    expect(await failureOf(() => offline.certifications('RNCP40377'))).toEqual({ kind: 'network', cause: 'ECONNREFUSED' });

    api = await startFakeApi({ certifications: [{ identifiant: { cfd: null, rncp: 'RNCP40377', rncp_anterieur_2019: false } }] });
    const client = apiApprentissage({ baseUrl: api.url, key: FAKE_KEY, timeoutMs: 10_000 });
    const failure = await failureOf(() => client.certifications('RNCP40377'));
    expect(failure.kind).toBe('invalid-answer');
    expect(failure).toMatchObject({ issues: expect.stringContaining('[0].intitule') });
  });
});
