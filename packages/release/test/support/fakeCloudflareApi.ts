/**
 * A local stand-in for the Cloudflare API calls the release commands make, following the
 * documented requests and responses (the envelope `{ success, errors, messages, result }`):
 * - `GET /accounts/{account_id}/workers/scripts/{script_name}/deployments`, « the first deployment in
 *   the list is the latest deployment actively serving traffic » (`release:status`);
 * - `POST` on the same path, `{ strategy: 'percentage', versions: [{ version_id, percentage }],
 *   annotations }`: a new deployment of versions already uploaded, the instant rollback (`rollback
 *   --target cloudflare`);
 * - `GET /accounts/{account_id}/workers/scripts/{script_name}/versions?deployable=true`: `{ items }`,
 *   the latest first, each `{ id, number, metadata, annotations }` with the tag and message the
 *   upload gave (`workers/tag`, `workers/message`, `workers/triggered_by: upload`).
 * Every upload is one line of FAKE_WRANGLER_STATE/<script>.ndjson, in the order made: each one the
 * fake wrangler recorded (a version; deployed unless a preview), each POST, and what
 * `dashboardRollback` adds (a rollback in the dashboard). The last deployment is what « Cloudflare »
 * serves; with `serve` (the fake wrangler's FAKE_CLOUDFLARE_SERVE), a POST also points
 * `<serve>/<app>/current` at the version's assets, as Cloudflare switches what it serves.
 */
import { appendFileSync, existsSync, mkdirSync, renameSync, symlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { PlatformDeployment } from '../../src/platformDeployments.ts';
import type { PlatformVersion } from '../../src/platformVersions.ts';

export interface FakeCloudflareApi {
  /** What CLOUDFLARE_API_BASE_URL is set to. */
  url: string;
  /** The requests received, as `METHOD path`. */
  requests: string[];
  /** The bodies of the POSTs received, parsed. */
  posted: unknown[];
  dashboardRollback(script: string, versionId: string, author: string): void;
  /** The next POST is refused with this error (the API refuses a rollback past a secret change: 10220). */
  refuseNextDeployment(error: { code: number; message: string }): void;
  close(): Promise<void>;
}

/** One line of the log: an upload by the fake wrangler has `assets`; the others say who made them. */
interface LoggedDeployment {
  versionId: string;
  at: string;
  assets?: string;
  source?: string;
  author?: string;
  trigger?: string;
  message?: string;
  tag?: string;
  /** A preview's alias (`versions upload`): a version, never a deployment. */
  preview?: string;
}

const envelope = (result: unknown, errors: { code: number; message: string }[] = []) =>
  JSON.stringify({ success: errors.length === 0, errors, messages: [], result });

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text || 'null');
}

export async function startFakeCloudflareApi(options: { state: string; accountId: string; token: string; serve?: string }): Promise<FakeCloudflareApi> {
  const requests: string[] = [];
  const posted: unknown[] = [];
  let refusal: { code: number; message: string } | undefined;
  const logOf = (script: string) => join(options.state, `${script}.ndjson`);
  const append = (script: string, line: LoggedDeployment) => {
    mkdirSync(options.state, { recursive: true });
    appendFileSync(logOf(script), `${JSON.stringify(line)}\n`);
  };

  async function logged(script: string): Promise<LoggedDeployment[]> {
    return readFile(logOf(script), 'utf8').then(
      (text) =>
        text
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as LoggedDeployment),
      () => [],
    );
  }

  /** The deployments as the API lists them: the latest, serving, first. */
  async function deploymentsOf(script: string): Promise<PlatformDeployment[] | undefined> {
    const lines = await logged(script);
    if (lines.length === 0) return undefined;
    return lines
      .filter((line) => line.preview === undefined)
      .map(
        (line, index): PlatformDeployment => ({
          id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
          created_on: line.at,
          source: line.source ?? 'wrangler',
          strategy: 'percentage',
          author_email: line.author ?? 'ci@cfa-exemple.fr',
          annotations: { 'workers/triggered_by': line.trigger ?? 'upload', ...(line.message ? { 'workers/message': line.message } : {}) },
          versions: [{ version_id: line.versionId, percentage: 100 }],
        }),
      )
      .reverse();
  }

  /** The versions as the API lists them (`deployable=true`): every upload, the latest first. */
  async function versionsOf(script: string): Promise<PlatformVersion[]> {
    return (await logged(script))
      .filter((line) => line.assets !== undefined)
      .map(
        (line, index): PlatformVersion => ({
          id: line.versionId,
          number: index + 1,
          metadata: { created_on: line.at, author_email: 'ci@cfa-exemple.fr', source: 'wrangler' },
          annotations: {
            'workers/triggered_by': 'upload',
            ...(line.tag ? { 'workers/tag': line.tag } : {}),
            ...(line.message ? { 'workers/message': line.message } : {}),
          },
        }),
      )
      .reverse();
  }

  /** What Cloudflare serves of `script` becomes the version's assets (kept by the fake wrangler). */
  function serveVersion(script: string, versionId: string): void {
    if (!options.serve) return;
    const app = join(options.serve, script.replace(/^ecole-/, ''));
    if (!existsSync(join(app, 'versions', versionId))) return;
    const link = join(app, 'current');
    symlinkSync(join('versions', versionId), `${link}.tmp`);
    renameSync(`${link}.tmp`, link);
  }

  const server = createServer(async (request, response) => {
    requests.push(`${request.method} ${request.url}`);
    const json = (status: number, body: string) => response.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
    const match = /^\/client\/v4\/accounts\/([^/]+)\/workers\/scripts\/([^/?]+)\/(deployments|versions)(\?deployable=true)?$/.exec(request.url ?? '');
    const listing = match?.[3] === 'versions';
    if (!match || (request.method !== 'GET' && (request.method !== 'POST' || listing)) || (listing && !match[4]) || (!listing && match[4])) {
      return json(404, envelope(null, [{ code: 7003, message: 'No route for the URI' }]));
    }
    if (request.headers.authorization !== `Bearer ${options.token}` || match[1] !== options.accountId) {
      return json(403, envelope(null, [{ code: 10000, message: 'Authentication error' }]));
    }
    const script = decodeURIComponent(match[2]!);
    const deployments = await deploymentsOf(script);
    if (!deployments) return json(404, envelope(null, [{ code: 10007, message: 'This Worker does not exist on your account.' }]));
    if (listing) return json(200, envelope({ items: await versionsOf(script) }));
    if (request.method === 'GET') return json(200, envelope({ deployments }));

    const body = (await bodyOf(request)) as {
      strategy?: string;
      versions?: { version_id: string; percentage: number }[];
      annotations?: { 'workers/message'?: string };
    };
    posted.push(body);
    if (refusal) {
      const error = refusal;
      refusal = undefined;
      return json(400, envelope(null, [error]));
    }
    const versions = body.versions ?? [];
    const known = new Set((await logged(script)).filter((line) => line.assets !== undefined).map((line) => line.versionId));
    if (body.strategy !== 'percentage' || versions.length !== 1 || versions[0]!.percentage !== 100 || !known.has(versions[0]!.version_id)) {
      return json(400, envelope(null, [{ code: 10021, message: 'Invalid deployment: unknown version or traffic not summing to 100' }]));
    }
    serveVersion(script, versions[0]!.version_id);
    append(script, {
      versionId: versions[0]!.version_id,
      at: new Date().toISOString(),
      source: 'api',
      trigger: 'deployment',
      ...(body.annotations?.['workers/message'] ? { message: body.annotations['workers/message'] } : {}),
    });
    return json(200, envelope((await deploymentsOf(script))![0]));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`,
    requests,
    posted,
    dashboardRollback(script, versionId, author) {
      serveVersion(script, versionId);
      append(script, {
        versionId,
        at: new Date().toISOString(),
        source: 'dash',
        author,
        trigger: 'rollback',
        message: 'Retour arrière depuis le tableau de bord',
      });
    },
    refuseNextDeployment(error) {
      refusal = error;
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}
