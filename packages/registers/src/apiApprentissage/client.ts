/**
 * The three reads of the API Apprentissage the register check makes, with a Bearer key, each
 * answer checked against our schemas of its documentation (schemas.ts). Network and clock come in
 * (`fetch`, `timeoutMs`), so the tests run it against a local fake of the API.
 *
 * Endpoints (mission-apprentissage/api-apprentissage, `sdk/src/routes/`; base
 * https://api.apprentissage.beta.gouv.fr/api, the SDK's default endpoint):
 * - `GET /certification/v1?identifiant.rncp=RNCP40377`: the certifications of that RNCP code, an
 *   empty list for a code the register does not know (the server's own tests:
 *   `?identifiant.rncp=RNCP000` → `[]`);
 * - `GET /organisme/v1/recherche?siret=…&uai=…`: whether the register knows the SIRET and the UAI,
 *   and its best match for the pair;
 * - `GET /organisme/v1/export?page_size=1000&page_index=n`: every organisme, by pages, the only
 *   read that gives an organisme's NDA (`renseignements_specifiques.numero_activite`) and Qualiopi.
 *
 * Errors (`ZResError` bodies): 401 for a missing, expired or undecipherable key, 403, 404 for a path
 * the API does not have, 429 when the key's quota is used up (with `retry-after`; the OpenAPI file
 * also lists 419 for it), 5xx.
 */
import { z } from 'zod';
import {
  type Certification,
  certificationsSchema,
  errorBodySchema,
  type Organisme,
  type OrganismeSearch,
  organismeExportPageSchema,
  organismeSearchSchema,
} from './schemas.ts';

export const API_APPRENTISSAGE_URL = 'https://api.apprentissage.beta.gouv.fr/api';

/** The export's largest page (`zPaginationQuery`: `page_size` ≤ 1 000): the fewest calls. */
export const EXPORT_PAGE_SIZE = 1000;

/** Why a read failed, for the command's French sentence and exit code (failures.ts). */
export type ApiFailure =
  | { kind: 'unauthorized'; status: 401 | 403; message?: string }
  | { kind: 'not-found'; status: 404; message?: string }
  | { kind: 'rate-limited'; status: 419 | 429; retryAfterSeconds?: number; message?: string }
  | { kind: 'server'; status: number; message?: string }
  | { kind: 'refused'; status: number; message?: string }
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'network'; cause: string }
  | { kind: 'invalid-answer'; issues: string };

export class ApiApprentissageError extends Error {
  constructor(
    readonly failure: ApiFailure,
    /** The request, without the key: `GET /certification/v1?identifiant.rncp=RNCP40377`. */
    readonly request: string,
  ) {
    super(`${request}: ${failure.kind}`);
  }
}

export interface ApiApprentissageOptions {
  /** The API's base, `…/api` (API_APPRENTISSAGE_URL, or a local fake in the tests). */
  baseUrl: string;
  /** The Bearer key (never printed). */
  key: string;
  /** How long one request may take, its body included. */
  timeoutMs: number;
  fetch?: typeof fetch;
  /** The export's page size (EXPORT_PAGE_SIZE; smaller in a test of the paging). */
  exportPageSize?: number;
}

const FRENCH = z.locales.fr();

/** Zod's issues in one French line, each with the field's path: `[0].intitule.rncp : …`. */
function issuesText(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map(
      (issue) =>
        `${issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('') || '(racine)'}\u00a0: ${issue.message.replace(/ : /g, '\u00a0: ')}`,
    )
    .join(' ; ');
}

function retryAfter(header: string | null): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

function failureOf(status: number, message: string | undefined, response: Response): ApiFailure {
  const said = message === undefined ? {} : { message };
  if (status === 401 || status === 403) return { kind: 'unauthorized', status, ...said };
  if (status === 404) return { kind: 'not-found', status, ...said };
  if (status === 429 || status === 419) {
    const seconds = retryAfter(response.headers.get('retry-after'));
    return { kind: 'rate-limited', status, ...(seconds === undefined ? {} : { retryAfterSeconds: seconds }), ...said };
  }
  if (status >= 500) return { kind: 'server', status, ...said };
  return { kind: 'refused', status, ...said };
}

export function apiApprentissage(options: ApiApprentissageOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;

  async function get<T>(path: string, query: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const search = new URLSearchParams(query).toString();
    const request = `GET ${path}${search ? `?${search}` : ''}`;
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${base}${path}${search ? `?${search}` : ''}`, {
        headers: { authorization: `Bearer ${options.key}`, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const name = (error as Error)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new ApiApprentissageError({ kind: 'timeout', timeoutMs: options.timeoutMs }, request);
      const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
      throw new ApiApprentissageError({ kind: 'network', cause: cause?.code ?? cause?.message ?? (error as Error)?.message ?? String(error) }, request);
    }
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      // The API's errors are `ZResError`s; a proxy in front of it may answer an HTML page instead.
      const error = errorBodySchema.pick({ message: true }).safeParse(body);
      throw new ApiApprentissageError(failureOf(response.status, error.success ? error.data.message : undefined, response), request);
    }
    if (body === undefined) throw new ApiApprentissageError({ kind: 'invalid-answer', issues: 'la réponse n’est pas du JSON' }, request);
    const parsed = schema.safeParse(body, { error: FRENCH.localeError });
    if (!parsed.success) throw new ApiApprentissageError({ kind: 'invalid-answer', issues: issuesText(parsed.error) }, request);
    return parsed.data;
  }

  return {
    /** The register's certifications of one RNCP code (`RNCP40377`): none when it does not know it. */
    certifications: (rncp: string): Promise<Certification[]> => get('/certification/v1', { 'identifiant.rncp': rncp }, certificationsSchema),

    /** What the register says of a SIRET and a UAI, either of which may be left out. */
    searchOrganisme: (query: { siret?: string; uai?: string }): Promise<OrganismeSearch> =>
      get(
        '/organisme/v1/recherche',
        Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined)),
        organismeSearchSchema,
      ),

    /**
     * The organisme record of a SIRET, from the export's pages, read until it is found: the pair
     * SIRET–UAI when a UAI is given (the register may keep a SIRET under an old UAI: its
     * documentation of `identifiant`), else the first record of that SIRET.
     */
    async findOrganisme(siret: string, uai?: string): Promise<Organisme | undefined> {
      let sameSiret: Organisme | undefined;
      for (let page = 0; ; page += 1) {
        const answer = await get(
          '/organisme/v1/export',
          { page_size: String(options.exportPageSize ?? EXPORT_PAGE_SIZE), page_index: String(page) },
          organismeExportPageSchema,
        );
        for (const organisme of answer.data) {
          if (organisme.identifiant.siret !== siret) continue;
          if (uai === undefined || organisme.identifiant.uai === uai) return organisme;
          sameSiret ??= organisme;
        }
        if (page + 1 >= answer.pagination.page_count || answer.data.length === 0) return sameSiret;
      }
    },
  };
}

export type ApiApprentissage = ReturnType<typeof apiApprentissage>;
