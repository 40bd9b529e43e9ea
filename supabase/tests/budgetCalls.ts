// The calls the budget suites make, as the API makes them: an anon insert through PostgREST (its
// request headers in `request.headers`), and the submit-contact-form function's call of
// submit_contact_request (service role, the visitor's headers as an argument, and a proof of
// work when the function verified one). Shared by floodBudget.ts and onlyTheSite.ts.

import { caught, committedAs, type SqlError } from './roles.ts';
import type { SqlEngine } from './sqlEngine.ts';

export type Headers = Record<string, string>;

export interface Proof {
  nonce: string;
  expires_at: number;
  /** The price the function signed into the challenge (20261128170000); absent: 0. */
  level?: number;
}

export function budgetCalls(db: () => SqlEngine) {
  /** One API call as PostgREST makes it: anon, the request's headers, one insert, commit. */
  function insert(email: string, headers: Headers = {}, rows = 1) {
    const values = Array.from({ length: rows }, (_, index) => `('Budget Test', $1, 'Message ${index}')`).join(', ');
    return committedAs(db(), 'anon', async () => {
      await db().query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
      await db().query(`insert into public.contact_requests (name, email, message) values ${values}`, [email]);
    });
  }

  /**
   * One call of submit_contact_request as the function makes it through PostgREST: the service
   * role, PostgREST's request.headers being the function's own call (`functionHeaders`), and
   * the visitor's headers (and the verified proof, if any) as arguments.
   */
  function submit(email: string, visitorHeaders: Headers, options: { functionHeaders?: Headers; proof?: Proof } = {}) {
    const functionHeaders = options.functionHeaders ?? { 'cf-connecting-ip': '10.20.30.40' };
    return committedAs(db(), 'service_role', async () => {
      await db().query(`select set_config('request.headers', $1, true)`, [JSON.stringify(functionHeaders)]);
      const { rows } = await db().query<{ id: string }>(`select public.submit_contact_request($1::jsonb, $2::jsonb, $3::jsonb) as id`, [
        JSON.stringify({ name: 'Budget Test', email, message: 'Sans JavaScript', form_path: '/contact' }),
        JSON.stringify(visitorHeaders),
        options.proof === undefined ? null : JSON.stringify(options.proof),
      ]);
      return rows[0]!.id;
    });
  }

  async function refusal(promise: Promise<unknown>): Promise<Pick<SqlError, 'code' | 'message'> & { detail?: string }> {
    const error = (await caught(promise)) as SqlError & { detail?: string };
    return { code: error.code, message: error.message, detail: error.detail };
  }

  async function stored(pattern: string): Promise<number> {
    const { rows } = await db().query<{ n: number }>(`select count(*)::int as n from public.contact_requests where email ilike $1`, [pattern]);
    return rows[0]!.n;
  }

  async function admissions(): Promise<number> {
    const { rows } = await db().query<{ n: number }>('select count(*)::int as n from public.contact_request_admissions');
    return rows[0]!.n;
  }

  return { insert, submit, refusal, stored, admissions };
}
