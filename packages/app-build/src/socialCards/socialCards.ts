import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SCHOOL, SOCIAL_CARD_SIZE, socialCardPath } from '@ecole/content';
import { type AppName, findRoute, routesOf } from '@ecole/routes';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

const require = createRequire(import.meta.url);
/** The site's font, self-hosted (satori reads WOFF, not WOFF2). */
const FONT_FILE = (weight: 400 | 700) => require.resolve(`@fontsource/source-sans-3/files/source-sans-3-latin-${weight}-normal.woff`);
/** The school's logo mark, the same file as the header's. */
const LOGO_FILE = require.resolve('@ecole/ui/logo.svg');

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children?: unknown, props: Record<string, unknown> = {}): Node => ({
  type,
  props: { style, children, ...props },
});

let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;

/**
 * The social card of a page (1200 × 630 PNG): the school's logo and name, the page's title, the
 * school's line and address. Drawn from the route table's title at build time (satori + resvg).
 */
export async function renderSocialCard(title: string): Promise<Buffer> {
  fonts ??= ([400, 700] as const).map((weight) => ({ name: 'Source Sans 3', data: readFileSync(FONT_FILE(weight)), weight, style: 'normal' as const }));
  const logo = `data:image/svg+xml;base64,${readFileSync(LOGO_FILE).toString('base64')}`;
  const host = new URL(SCHOOL.origin).host.replace(/^www\./, '');
  const { width, height } = SOCIAL_CARD_SIZE;
  const svg = await satori(
    h('div', { width, height, display: 'flex', background: '#ffffff', fontFamily: 'Source Sans 3' }, [
      h('div', { width: 24, height, background: '#1d4ed8' }, []),
      h(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 72px',
          width: width - 24,
          background: 'linear-gradient(135deg, #eef3ff 0%, #ffffff 55%, #e6f5f3 100%)',
        },
        [
          h('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
            h('img', { width: 72, height: 72 }, undefined, { src: logo, width: 72, height: 72 }),
            h('div', { display: 'flex', fontSize: 40, fontWeight: 700, color: '#1b1f2a' }, SCHOOL.brand),
          ]),
          h('div', { display: 'flex', fontSize: 76, fontWeight: 700, color: '#1b1f2a', lineHeight: 1.08, width: '100%' }, title),
          h('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: 30, color: '#4b5263', width: '100%' }, [
            h('div', { display: 'flex' }, 'Le CFA 100\u00a0% à distance du marketing digital'),
            h('div', { display: 'flex', color: '#1d4ed8', fontWeight: 700 }, host),
          ]),
        ],
      ),
    ]) as never,
    { width, height, fonts },
  );
  return new Resvg(svg).render().asPng();
}

/** Draws the card of every route of `app` where its pages' heads point (`socialCardPath`). */
export async function writeSocialCards(app: AppName, clientDir: string): Promise<string[]> {
  const written: string[] = [];
  for (const route of routesOf(app)) {
    const file = socialCardPath(route.path)!;
    const target = path.join(clientDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, await renderSocialCard(findRoute(route.path)!.title));
    written.push(file);
  }
  return written;
}
