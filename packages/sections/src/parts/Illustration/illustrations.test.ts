import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HERO_BACKGROUNDS, ILLUSTRATIONS } from '@ecole/content';
import { describe, expect, it } from 'vitest';

/**
 * The hand-drawn artwork stays sound: well-formed SVG with the expected box, nothing active or
 * external, only the design system's colours (and a few skin tones), and small files.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const KB = 1024;

// Paths, not URL objects: in jsdom, `URL` is jsdom's and node:url rejects it.
const HERE = dirname(fileURLToPath(import.meta.url));
const ART_DIR = join(HERE, 'art');
const UI_SRC = join(HERE, '../../../../ui/src');

/** The design system's palette (packages/ui tokens), white included. */
const PALETTE = [
  '#1d4ed8', // primary
  '#1e3a8a', // primaryHover
  '#0f766e', // secondary
  '#a3440a', // accent
  '#6d28d9', // violet
  '#eef3ff', // primarySurface
  '#e6f5f3', // secondarySurface
  '#fff3e8', // accentSurface
  '#f3efff', // violetSurface
  '#f3f5fa', // surface
  '#1b1f2a', // text
  '#4b5263', // textMuted
  '#c9cfdb', // border
  '#ffffff', // white
];
/** The only colours allowed outside the palette: skin tones. */
const SKIN_TONES = ['#f1c8a5', '#c68b59', '#8d5524', '#5c3b1e'];
const ALLOWED_COLOURS = new Set([...PALETTE, ...SKIN_TONES]);
const COLOUR_ATTRIBUTES = ['fill', 'stroke', 'stop-color', 'flood-color', 'lighting-color', 'color'];

interface Artwork {
  name: string;
  path: string;
  width: number;
  height: number;
  /** Only the quality badge may hold words (an image of a badge whose alt text says the same). */
  text?: string;
}

const illustrationFiles = readdirSync(ART_DIR).sort();
const ILLUSTRATION_ARTWORK: Artwork[] = illustrationFiles.map((file) => ({
  name: `art/${file}`,
  path: join(ART_DIR, file),
  width: 480,
  height: 400,
}));
const BACKGROUND_DIR = join(HERE, 'backgrounds');
const backgroundFiles = readdirSync(BACKGROUND_DIR).sort();
/** Behind a hero's text: wide, and flat enough never to be the largest paint (illustrations.ts). */
const BACKGROUND_ARTWORK: Artwork[] = backgroundFiles.map((file) => ({
  name: `backgrounds/${file}`,
  path: join(BACKGROUND_DIR, file),
  width: 1600,
  height: 640,
}));
const BRAND_ARTWORK: Artwork[] = [
  { name: 'ui/Header/logo.svg', path: join(UI_SRC, 'Header/logo.svg'), width: 40, height: 40 },
  {
    name: 'sections/page/SchoolFrame/quality-certificate.svg',
    path: join(HERE, '../../page/SchoolFrame/quality-certificate.svg'),
    width: 160,
    height: 64,
    text: 'Certification qualité',
  },
];

function parseSvg(source: string): Document {
  return new DOMParser().parseFromString(source, 'image/svg+xml');
}

/** Well-formed XML: the parser reports errors as a `<parsererror>` element instead of throwing. */
function parseErrors(document: Document): number {
  return document.getElementsByTagName('parsererror').length;
}

function allElements(document: Document): Element[] {
  return Array.from(document.getElementsByTagName('*'));
}

function ids(document: Document): Set<string> {
  return new Set(
    allElements(document)
      .map((element) => element.getAttribute('id'))
      .filter((id): id is string => !!id),
  );
}

function normaliseColour(value: string): string {
  const colour = value.trim().toLowerCase();
  if (colour === 'white' || colour === '#fff') return '#ffffff';
  return colour;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('the parser used by these checks', () => {
  it('reports a malformed file', () => {
    expect(parseErrors(parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'))).toBeGreaterThan(0);
    expect(parseErrors(parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><g/></svg>'))).toBe(0);
  });
});

describe('the illustrations', () => {
  it('are exactly the ILLUSTRATIONS of the content model, one SVG file each', () => {
    expect(illustrationFiles).toEqual([...ILLUSTRATIONS].map((name) => `${name}.svg`).sort());
  });

  it('weigh under 6 KB each and 50 KB together', () => {
    const sizes = ILLUSTRATION_ARTWORK.map(({ path }) => readFileSync(path).byteLength);
    for (const size of sizes) expect(size).toBeLessThan(6 * KB);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(50 * KB);
  });
});

describe('the hero backgrounds', () => {
  it('are exactly the HERO_BACKGROUNDS of the content model, one SVG file each', () => {
    expect(backgroundFiles).toEqual([...HERO_BACKGROUNDS].map((name) => `${name}.svg`).sort());
  });

  it('carry under 0.05 bit per pixel of the box they cover, so Chromium never takes them for the largest paint', () => {
    for (const { path, width, height } of BACKGROUND_ARTWORK) expect((readFileSync(path).byteLength * 8) / (width * height)).toBeLessThan(0.05);
  });
});

describe.each([...ILLUSTRATION_ARTWORK, ...BACKGROUND_ARTWORK, ...BRAND_ARTWORK])('$name', ({ path, width, height, text }) => {
  const source = readFileSync(path, 'utf8');
  const document = parseSvg(source);
  const elements = allElements(document);

  it('is a well-formed SVG document with its fixed box', () => {
    expect(parseErrors(document)).toBe(0);
    const root = document.documentElement;
    expect(root.localName).toBe('svg');
    expect(root.namespaceURI).toBe(SVG_NS);
    expect(root.getAttribute('viewBox')).toBe(`0 0 ${width} ${height}`);
    expect(root.getAttribute('width')).toBe(String(width));
    expect(root.getAttribute('height')).toBe(String(height));
  });

  it('weighs under 6 KB', () => {
    expect(Buffer.byteLength(source, 'utf8')).toBeLessThan(6 * KB);
  });

  it('holds nothing active, embedded or external', () => {
    const names = new Set(elements.map((element) => element.localName));
    for (const forbidden of [
      'script',
      'foreignObject',
      'image',
      'iframe',
      'embed',
      'object',
      'audio',
      'video',
      'a',
      'style',
      'font',
      'font-face',
      'metadata',
    ]) {
      expect(names.has(forbidden), `<${forbidden}>`).toBe(false);
    }
    for (const element of elements) {
      expect(element.namespaceURI, `<${element.localName}>`).toBe(SVG_NS);
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name, `<${element.localName}>`).not.toMatch(/^on/i);
        expect(attribute.name, `<${element.localName}>`).not.toBe('style');
        expect([null, XLINK_NS, 'http://www.w3.org/2000/xmlns/'], attribute.name).toContain(attribute.namespaceURI);
      }
    }
    expect(source).not.toMatch(/<!--|<\?(?!xml )|<!DOCTYPE|<!ENTITY|@import|@font-face|data:/i);
  });

  it('links only to its own ids', () => {
    const known = ids(document);
    for (const element of elements) {
      for (const attribute of Array.from(element.attributes)) {
        if (attribute.localName === 'href') {
          expect(attribute.value, `${attribute.name} on <${element.localName}>`).toMatch(/^#/);
          expect(known.has(attribute.value.slice(1)), attribute.value).toBe(true);
        }
        for (const [, reference] of attribute.value.matchAll(/url\(\s*['"]?([^)'"]*)['"]?\s*\)/g)) {
          expect(reference, `${attribute.name} on <${element.localName}>`).toMatch(/^#/);
          expect(known.has(reference!.slice(1)), reference).toBe(true);
        }
      }
    }
  });

  it('paints only with the design system’s colours and the chosen skin tones', () => {
    for (const element of elements) {
      for (const name of COLOUR_ATTRIBUTES) {
        const value = element.getAttribute(name);
        if (value === null || value === 'none' || /^url\(#[^)]+\)$/.test(value)) continue;
        expect(ALLOWED_COLOURS.has(normaliseColour(value)), `${name}="${value}" on <${element.localName}>`).toBe(true);
      }
    }
    for (const [colour] of source.matchAll(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b(?=")/gi)) {
      expect(ALLOWED_COLOURS.has(normaliseColour(colour)), colour).toBe(true);
    }
  });

  it('keeps its coordinates to at most one decimal', () => {
    expect(source).not.toMatch(/\d\.\d{2,}/);
  });

  if (text === undefined) {
    it('holds no words (the page carries them)', () => {
      expect(elements.filter((element) => ['text', 'tspan', 'textPath'].includes(element.localName))).toEqual([]);
    });
  } else {
    it('says only what its alt text says, readable on its white background', () => {
      const texts = elements.filter((element) => element.localName === 'text');
      expect(texts.map((element) => element.textContent?.trim()).join(' ')).toBe(text);
      expect(source).not.toMatch(/qualiopi/i);
      for (const element of texts) {
        const fill = normaliseColour(element.getAttribute('fill') ?? '#000000');
        expect(contrast(fill, '#ffffff'), fill).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
