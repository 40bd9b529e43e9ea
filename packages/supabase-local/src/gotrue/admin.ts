import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { header, sendJson } from '../http.ts';
import { verifyJwt } from '../jwt.ts';
import { type AuthContext, inTransaction, isoAt, readParams } from './context.ts';
import { AUTH_ERRORS, AuthError } from './errors.ts';
import { findUser } from './session.ts';
import { USER_COLUMNS, type UserRow, userJson, validateEmail } from './users.ts';

/** GoTrue's `jwt.admin_roles` on Supabase: the service-role key's role. */
const ADMIN_ROLES = ['service_role', 'supabase_admin'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** GoTrue's page size when none is asked (pagination.go, `defaultPerPage`). */
const DEFAULT_PER_PAGE = 50;

/**
 * GoTrue's `requireAdminCredentials` (internal/api/middleware.go): a Bearer JWT signed with the
 * project's secret whose role is an admin role: the service-role key. Else 401 no_authorization
 * (no token), 403 bad_jwt (a bad one) or 403 not_admin (a user's, or the anon key).
 */
async function requireAdmin(context: AuthContext, request: IncomingMessage): Promise<void> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header(request, 'authorization') ?? '');
  if (!match) throw AUTH_ERRORS.noAuthorization();
  const verified = await verifyJwt(match[1]!, undefined, context.now());
  if (!verified.ok) throw AUTH_ERRORS.badJwt(verified.problem.message);
  if (typeof verified.claims.role !== 'string' || !ADMIN_ROLES.includes(verified.claims.role)) throw AUTH_ERRORS.notAdmin();
}

/**
 * The admin API `npm run staff` uses with the service-role key (internal/api/admin.go):
 * - GET /admin/users?page=&per_page=: `{ users, aud }`, newest first, with X-Total-Count and Link;
 * - POST /admin/users `{ email, email_confirm }`: the user (200), or 422 email_exists;
 * - GET /admin/users/{id}: the user, or 404 user_not_found « User not found »;
 * - DELETE /admin/users/{id}: 200 `{}`; the user's sessions and refresh tokens go with it, so the
 *   next refresh of its sessions is refused (refresh_token_not_found) and /user answers 403
 *   user_not_found to its access tokens.
 */
export async function handleAdmin(context: AuthContext, request: IncomingMessage, response: ServerResponse, path: string, url: URL): Promise<void> {
  await requireAdmin(context, request);
  const method = request.method ?? 'GET';
  if (path === '/admin/users') {
    if (method === 'GET') return listUsers(context, response, url);
    if (method === 'POST') return createUser(context, request, response);
    throw AUTH_ERRORS.methodNotAllowed();
  }
  const one = /^\/admin\/users\/([^/]+)$/.exec(path);
  if (one === null) throw AUTH_ERRORS.notFound();
  const id = decodeURIComponent(one[1]!);
  if (!UUID.test(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  if (method !== 'GET' && method !== 'DELETE') throw AUTH_ERRORS.methodNotAllowed();
  const user = await inTransaction(context, async (tx) => {
    const found = await findUser(tx, 'id', id);
    if (found !== undefined && method === 'DELETE') await tx.query('delete from local_auth.users where id = $1', [id]);
    return found;
  });
  if (user === undefined) throw AUTH_ERRORS.adminUserNotFound();
  sendJson(response, 200, method === 'DELETE' ? {} : userJson(user));
}

async function listUsers(context: AuthContext, response: ServerResponse, url: URL): Promise<void> {
  const number = (name: string, fallback: number) => {
    const raw = url.searchParams.get(name);
    if (raw === null || raw === '') return fallback;
    if (!/^\d+$/.test(raw)) throw AUTH_ERRORS.validation(`Bad Pagination Parameters: strconv.ParseUint: parsing "${raw}": invalid syntax`);
    return Number(raw);
  };
  const page = Math.max(1, number('page', 1));
  const perPage = number('per_page', DEFAULT_PER_PAGE);
  const { users, total } = await inTransaction(context, async (tx) => {
    const count = await tx.query<{ n: number }>('select count(*)::integer as n from local_auth.users');
    const rows = await tx.query<UserRow>(`select ${USER_COLUMNS} from local_auth.users order by created_at desc, id limit $1 offset $2`, [
      perPage,
      (page - 1) * perPage,
    ]);
    return { users: rows.rows, total: count.rows[0]?.n ?? 0 };
  });
  const pages = perPage === 0 ? 0 : Math.ceil(total / perPage);
  const link = (to: number) => {
    const target = new URL(url);
    target.searchParams.set('page', String(to));
    return `<${target.pathname}${target.search}>`;
  };
  const links = [...(pages > page ? [`${link(page + 1)}; rel="next"`] : []), `${link(pages)}; rel="last"`];
  sendJson(response, 200, { users: users.map(userJson), aud: 'authenticated' }, { 'X-Total-Count': String(total), Link: links.join(', ') });
}

async function createUser(context: AuthContext, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const params = await readParams(request);
  if ((params.email === undefined || params.email === '') && (params.phone === undefined || params.phone === '')) {
    throw AUTH_ERRORS.validation('Cannot create a user without either an email or phone');
  }
  if (typeof params.phone === 'string' && params.phone !== '') throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  const checked = validateEmail(params.email);
  if (!checked.ok) throw AUTH_ERRORS.validation(checked.message);
  const object = (value: unknown) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
  const now = isoAt(context.now());
  const user = await inTransaction(context, async (tx) => {
    if ((await findUser(tx, 'email', checked.email)) !== undefined) return null;
    const id = randomUUID();
    await tx.query(
      `insert into local_auth.users (id, email, email_confirmed_at, app_metadata, user_metadata, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $6)`,
      [
        id,
        checked.email,
        params.email_confirm === true ? now : null,
        JSON.stringify({ ...object(params.app_metadata), provider: 'email', providers: ['email'] }),
        JSON.stringify(object(params.user_metadata)),
        now,
      ],
    );
    return (await findUser(tx, 'id', id))!;
  });
  if (user === null) throw AUTH_ERRORS.emailExists();
  context.log(`Auth\u00a0: compte créé pour ${user.email}.`);
  sendJson(response, 200, userJson(user));
}
