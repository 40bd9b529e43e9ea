import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REDIRECTS } from '@ecole/routes';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { indexableLandings, isProvisionalOrigin, publicOrigin } from '../src/landings.ts';
import { campaignUrl, fileBaseName } from '../src/link.ts';
import { main } from '../src/linkCommand.ts';

const UTM = { source: 'salon-laval', medium: 'print', campaign: 'rentree-2026' };
let indexable: Set<string>;
let out: string;
beforeAll(async () => {
  indexable = await indexableLandings();
  out = await mkdtemp(join(tmpdir(), 'ecole-campagnes-'));
});
afterAll(() => rm(out, { recursive: true, force: true }));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('campaignUrl', () => {
  const origin = 'https://www.exemple.fr';

  it('puts the utm_* parameters on the public origin', () => {
    const url = new URL(campaignUrl('/tpe', { ...UTM, content: 'affiche-a3' }, { origin, indexable }));
    expect(url.origin).toBe(origin);
    expect(url.pathname).toBe('/tpe');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'salon-laval',
      utm_medium: 'print',
      utm_campaign: 'rentree-2026',
      utm_content: 'affiche-a3',
    });
  });

  it.each([
    ['/page-inconnue', /n’est pas une page du site/],
    [REDIRECTS[0]!.from, /ancienne adresse, redirigée vers/],
    ['/thank-you', /noindex/],
    ['/tpe/', /sans « \/ » final/],
    ['/tpe?utm_source=x', /sans « \? »/],
    ['tpe', /commencer par « \/ »/],
  ])('refuses %s in French', (path, message) => {
    expect(() => campaignUrl(path, UTM, { origin, indexable })).toThrow(message);
  });

  it.each(['Salon Laval', 'salon_é', '', 'x'.repeat(101)])('refuses the value « %s »', (source) => {
    expect(() => campaignUrl('/tpe', { ...UTM, source }, { origin, indexable })).toThrow(/Valeur refusée pour --source/);
  });

  it('names the QR files after the page and the campaign', () => {
    expect(fileBaseName('/tpe', UTM)).toBe('tpe--salon-laval--print--rentree-2026');
    expect(fileBaseName('/', UTM)).toBe('accueil--salon-laval--print--rentree-2026');
  });
});

describe('npm run campaign-link', () => {
  it('prints the URL and writes a QR code (PNG and SVG) that decodes back to it', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const code = await main(['/tpe', '--source', 'salon-laval', '--medium', 'print', '--campaign', 'rentree-2026', '--out', out]);
    expect(code).toBe(0);
    const printed = String(log.mock.calls[0]![0]);
    expect(printed).toBe(`${publicOrigin()}/tpe?utm_source=salon-laval&utm_medium=print&utm_campaign=rentree-2026`);

    const png = PNG.sync.read(await readFile(join(out, 'tpe--salon-laval--print--rentree-2026.png')));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(printed);
    const svg = await readFile(join(out, 'tpe--salon-laval--print--rentree-2026.svg'), 'utf8');
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
  });

  it.each([
    [['/page-inconnue', '--source', 'a', '--medium', 'b', '--campaign', 'c'], 1, /n’est pas une page du site/],
    [['/thank-you', '--source', 'a', '--medium', 'b', '--campaign', 'c'], 1, /noindex/],
    [['/tpe', '--source', 'a'], 2, /Option obligatoire manquante\s: --medium, --campaign/],
    [['--source', 'a', '--medium', 'b', '--campaign', 'c'], 2, /Indiquez la page d’arrivée/],
    [['/tpe', '--source', 'a', '--medium', 'b', '--campaign', 'c', '--bogus'], 2, /Option inconnue\u00a0: «\u00a0--bogus\u00a0»/],
  ])('refuses %j with exit code %i and a French message', async (argv, exit, message) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main([...argv, '--out', out])).toBe(exit);
    expect(error.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(message);
    expect(log).not.toHaveBeenCalled();
  });
});

describe('npm run campaign-link while the site’s address is provisional (issue 37, point 5)', () => {
  const argv = (medium: string, ...more: string[]) => [
    '/tpe',
    '--source',
    'salon-laval',
    '--medium',
    medium,
    '--campaign',
    'rentree-2026',
    '--out',
    out,
    ...more,
  ];
  const run = async (args: string[]) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const code = await main(args);
    return { code, said: error.mock.calls.map((call) => String(call[0])).join('\n'), printed: log.mock.calls.length };
  };

  it('knows the content’s address is provisional while school.origin is a pending fact, and another one is not', () => {
    expect(isProvisionalOrigin(publicOrigin())).toBe(true);
    expect(isProvisionalOrigin('https://www.cfa-exemple.fr')).toBe(false);
  });

  it('warns, and still makes the link, outside production or for a link that is not printed', async () => {
    const preview = await run(argv('print'));
    expect(preview.code).toBe(0);
    expect(preview.said).toMatch(/Attention\u00a0: https:\/\/www\.ecole-connectee\.fr est encore l’adresse provisoire du site/);
    vi.stubEnv('SITE_ENV', 'production');
    const social = await run(argv('social'));
    expect(social.code).toBe(0);
    expect(social.said).toMatch(/adresse provisoire/);
  });

  it('refuses a production print run without --force, and makes it with', async () => {
    vi.stubEnv('SITE_ENV', 'production');
    const refused = await run(argv('print'));
    expect(refused.code).toBe(1);
    expect(refused.said).toMatch(/Impression refusée\u00a0: .* ajoutez --force si l’école possède bien ce domaine/);
    expect(refused.printed).toBe(0);
    const forced = await run(argv('print', '--force'));
    expect(forced.code).toBe(0);
    expect(forced.said).toMatch(/adresse provisoire/);
  });

  it('says nothing once the deployment gives the real address', async () => {
    vi.stubEnv('SITE_ENV', 'production');
    vi.stubEnv('VITE_SITE_ORIGIN', 'https://www.cfa-exemple.fr');
    const real = await run(argv('print'));
    expect(real.code).toBe(0);
    expect(real.said).not.toMatch(/provisoire/);
  });
});
