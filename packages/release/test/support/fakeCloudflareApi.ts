/**
 * A local stand-in for the one Cloudflare API call `release:status` makes, following the documented
 * response (`GET /accounts/{account_id}/workers/scripts/{script_name}/deployments`: the envelope
 * `{ success, errors, messages, result: { deployments } }`, « the first deployment in the list is the
 * latest deployment actively serving traffic »). Each upload the fake wrangler recorded
 * (FAKE_WRANGLER_STATE) is a deployment made by wrangler; `dashboardRollback` adds what a rollback
 * in the dashboard adds: a deployment of an earlier version, made from the dashboard.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { PlatformDeployment } from '../../src/platformDeployments.ts';

export interface FakeCloudflareApi {
  /** What CLOUDFLARE_API_BASE_URL is set to. */
  url: string;
  /** The requests received, as `METHOD path`. */
  requests: string[];
  dashboardRollback(script: string, versionId: string, author: string): void;
  close(): Promise<void>;
}

const envelope = (result: unknown, errors: { code: number; message: string }[] = []) =>
  JSON.stringify({ success: errors.length === 0, errors, messages: [], result });

export async function startFakeCloudflareApi(options: { state: string; accountId: string; token: string }): Promise<FakeCloudflareApi> {
  const manual = new Map<string, PlatformDeployment[]>();
  const requests: string[] = [];
  let sequence = 0;

  async function deploymentsOf(script: string): Promise<PlatformDeployment[] | undefined> {
    const uploads = await readFile(join(options.state, `${script}.ndjson`), 'utf8').then(
      (text) => text.trim().split('\n').filter(Boolean),
      () => [],
    );
    const made = uploads.map((line, index): PlatformDeployment => {
      const upload = JSON.parse(line) as { versionId: string; at: string };
      return {
        id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        created_on: upload.at,
        source: 'wrangler',
        strategy: 'percentage',
        author_email: 'ci@cfa-exemple.fr',
        annotations: { 'workers/triggered_by': 'upload' },
        versions: [{ version_id: upload.versionId, percentage: 100 }],
      };
    });
    const all = [...made, ...(manual.get(script) ?? [])];
    if (all.length === 0) return undefined;
    return all.sort((a, b) => b.created_on.localeCompare(a.created_on));
  }

  const server = createServer(async (request, response) => {
    requests.push(`${request.method} ${request.url}`);
    const json = (status: number, body: string) => response.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
    const match = /^\/client\/v4\/accounts\/([^/]+)\/workers\/scripts\/([^/]+)\/deployments$/.exec(request.url ?? '');
    if (request.method !== 'GET' || !match) return json(404, envelope(null, [{ code: 7003, message: 'No route for the URI' }]));
    if (request.headers.authorization !== `Bearer ${options.token}` || match[1] !== options.accountId) {
      return json(403, envelope(null, [{ code: 10000, message: 'Authentication error' }]));
    }
    const deployments = await deploymentsOf(decodeURIComponent(match[2]!));
    if (!deployments) return json(404, envelope(null, [{ code: 10007, message: 'This Worker does not exist on your account.' }]));
    return json(200, envelope({ deployments }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`,
    requests,
    dashboardRollback(script, versionId, author) {
      sequence += 1;
      const list = manual.get(script) ?? [];
      list.push({
        id: `11111111-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
        created_on: new Date(Date.now() + sequence).toISOString(),
        source: 'dash',
        strategy: 'percentage',
        author_email: author,
        annotations: { 'workers/triggered_by': 'rollback', 'workers/message': 'Retour arrière depuis le tableau de bord' },
        versions: [{ version_id: versionId, percentage: 100 }],
      });
      manual.set(script, list);
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}
