import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { QR_OPTIONS, qrSvg } from './qrSvg.ts';

/**
 * The QR code of a URL for print: SVG (any size, for the designer; `qrSvg`, the desk's too) and
 * PNG (1 024 px, for office documents).
 */
export async function writeQrCodes(url: string, outDir: string, baseName: string): Promise<{ svg: string; png: string }> {
  mkdirSync(outDir, { recursive: true });
  const svg = join(outDir, `${baseName}.svg`);
  const png = join(outDir, `${baseName}.png`);
  writeFileSync(svg, await qrSvg(url));
  await QRCode.toFile(png, url, { ...QR_OPTIONS, type: 'png', width: 1024 });
  return { svg, png };
}
