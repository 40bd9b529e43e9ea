/**
 * A local fake of the API Apprentissage for the tests, answering as its documentation and server
 * do (mission-apprentissage/api-apprentissage at 1c87399: `server/src/server/server.ts`, the
 * routes, `authenticationService.ts`, `errorMiddleware.ts`), from the recorded answers of
 * ./fixtures:
 * - every route under `/api` needs `Authorization: Bearer <key>`: 401 without it, with another
 *   form of header, or with a key it does not know, each with the server's own message;
 * - `GET /api/certification/v1?identifiant.rncp=…`: the certifications of that code, `[]` for a
 *   code it does not know, 400 for a malformed one;
 * - `GET /api/organisme/v1/recherche?siret=…&uai=…` and `GET /api/organisme/v1/export`;
 * - any other path: 404 « Path does not exists »;
 * - a quota per key (`@fastify/rate-limit`): 429 with `retry-after` and the `x-ratelimit-*` headers;
 * - and what the tests make it do: fail with a status, or never answer (a timeout).
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Certification } from '../src/apiApprentissage/schemas.ts';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

/** The recorded answers, fresh copies each time (a test may change one). */
export const recorded = {
  certifications: () => fixture('certification-v1-rncp40377.json') as Certification[],
  recherche: () => fixture('organisme-v1-recherche.json') as Record<string, unknown>,
  exportPage: () => fixture('organisme-v1-export-page0.json') as { data: Record<string, unknown>[]; pagination: Record<string, number> },
};

export const FAKE_KEY = 'cle-de-test-valide';

interface FakeOrganisme {
  identifiant: { uai: string | null; siret: string };
  etablissement: { ouvert: boolean };
  [field: string]: unknown;
}

export interface FakeOptions {
  /** What `GET /certification/v1` serves (any JSON: a test may serve one of another shape). */
  certifications?: unknown[];
  organismes?: FakeOrganisme[];
  /** Requests allowed per key before 429 (none by default: the certification and organisme routes set no limit). */
  quota?: number;
}

type Behaviour = { kind: 'normal' } | { kind: 'status'; status: number; body: string; contentType: string } | { kind: 'hold' };

const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
};

/** Boom's body, as `errorMiddleware` writes it. */
const boom = (statusCode: number, name: string, message: string, data?: unknown) => ({ statusCode, name, message, ...(data === undefined ? {} : { data }) });

export async function startFakeApi(options: FakeOptions = {}) {
  const certifications = options.certifications ?? recorded.certifications();
  const organismes = (options.organismes ?? recorded.exportPage().data) as FakeOrganisme[];
  const requests: { method: string; url: string; authorization: string | undefined }[] = [];
  const used = new Map<string, number>();
  const sockets = new Set<Socket>();
  let behaviour: Behaviour = { kind: 'normal' };

  function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push({ method: request.method ?? 'GET', url: `${url.pathname}${url.search}`, authorization: request.headers.authorization });
    if (behaviour.kind === 'hold') return; // never answers: the client's time limit ends it
    if (behaviour.kind === 'status') {
      response.writeHead(behaviour.status, { 'content-type': behaviour.contentType });
      response.end(behaviour.body);
      return;
    }
    const route = `${request.method} ${url.pathname}`;
    const known = ['GET /api/certification/v1', 'GET /api/organisme/v1/recherche', 'GET /api/organisme/v1/export'];
    if (!known.includes(route)) return send(response, 404, boom(404, 'Not Found', 'Path does not exists'));

    const authorization = request.headers.authorization;
    if (!authorization) return send(response, 401, boom(401, 'Unauthorized', "Vous devez fournir une clé d'API valide pour accéder à cette ressource"));
    const token = /^bearer\s+(\S+)$/i.exec(authorization)?.[1];
    if (token === undefined) return send(response, 401, boom(401, 'Unauthorized', "Le header Authorization doit être de la forme 'Bearer <token>'"));
    if (token !== FAKE_KEY) return send(response, 401, boom(401, 'Unauthorized', "Impossible de déchiffrer la clé d'API"));

    if (options.quota !== undefined) {
      const count = (used.get(token) ?? 0) + 1;
      used.set(token, count);
      const limits = {
        'x-ratelimit-limit': String(options.quota),
        'x-ratelimit-remaining': String(Math.max(0, options.quota - count)),
        'x-ratelimit-reset': '42',
      };
      if (count > options.quota) {
        return send(
          response,
          429,
          boom(
            429,
            'Too Many Requests',
            `Quota dépassé : ${options.quota} requêtes par 1 minute. Voir https://api.apprentissage.beta.gouv.fr/api/documentation pour les limites par endpoint.`,
          ),
          { ...limits, 'retry-after': '42' },
        );
      }
      response.setHeader('x-ratelimit-limit', limits['x-ratelimit-limit']);
      response.setHeader('x-ratelimit-remaining', limits['x-ratelimit-remaining']);
    }

    const query = url.searchParams;
    if (route === 'GET /api/certification/v1') {
      const rncp = query.get('identifiant.rncp');
      if (rncp !== null && !/^(RNCP\d{3,5}|null)?$/.test(rncp)) return send(response, 400, boom(400, 'Bad Request', 'Request validation failed'));
      const wanted = rncp === '' || rncp === 'null' ? null : rncp;
      return send(
        response,
        200,
        rncp === null ? certifications : certifications.filter((each) => (each as { identifiant: { rncp: string | null } }).identifiant.rncp === wanted),
      );
    }
    if (route === 'GET /api/organisme/v1/recherche') return send(response, 200, search(organismes, query.get('siret'), query.get('uai')));
    const size = Number(query.get('page_size') ?? 100);
    const index = Number(query.get('page_index') ?? 0);
    if (!(Number.isInteger(size) && size >= 1 && size <= 1000 && Number.isInteger(index) && index >= 0)) {
      return send(response, 400, boom(400, 'Bad Request', 'Request validation failed'));
    }
    return send(response, 200, {
      data: organismes.slice(index * size, (index + 1) * size),
      pagination: { page_count: Math.ceil(organismes.length / size), page_size: size, page_index: index },
    });
  }

  const server = createServer(answer);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api`,
    requests,
    /** Every later request answers this status and body (an outage, a proxy's HTML page). */
    failWith(
      status: number,
      body: unknown = boom(status, 'Internal Server Error', 'The server was unable to complete your request'),
      contentType = 'application/json',
    ) {
      behaviour = { kind: 'status', status, body: typeof body === 'string' ? body : JSON.stringify(body), contentType };
    },
    /** Every later request gets no answer at all. */
    hold() {
      behaviour = { kind: 'hold' };
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `GET /organisme/v1/recherche`, as `searchOrganisme` answers it for a SIRET and a UAI. */
function search(organismes: readonly FakeOrganisme[], siret: string | null, uai: string | null) {
  const bySiret = siret === null ? [] : organismes.filter((each) => each.identifiant.siret === siret);
  const byUai = uai === null ? [] : organismes.filter((each) => each.identifiant.uai === uai);
  const candidates = [...new Set([...bySiret, ...byUai])];
  const result = (organisme: FakeOrganisme) => ({
    status: { ouvert: organisme.etablissement.ouvert, declaration_catalogue: true, validation_uai: organisme.identifiant.uai !== null },
    correspondances: {
      uai: uai === null ? null : { lui_meme: organisme.identifiant.uai === uai, son_lieu: false },
      siret: siret === null ? null : { son_formateur: false, son_responsable: false, lui_meme: organisme.identifiant.siret === siret },
    },
    organisme: { identifiant: organisme.identifiant },
  });
  const best = candidates.find((each) => (siret === null || each.identifiant.siret === siret) && (uai === null || each.identifiant.uai === uai));
  return {
    metadata: {
      uai: uai === null ? null : { status: byUai.length > 0 ? 'ok' : 'inconnu' },
      siret: siret === null ? null : { status: bySiret.length === 0 ? 'inconnu' : bySiret.some((each) => each.etablissement.ouvert) ? 'ok' : 'fermé' },
    },
    resultat: best ? result(best) : null,
    candidats: candidates.map(result),
  };
}

export type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;
