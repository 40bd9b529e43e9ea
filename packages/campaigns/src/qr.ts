import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import QRCode from 'qrcode';

/**
 * The QR code of a URL for print: SVG (any size, for the designer) and PNG (1 024 px, for office
 * documents). Error correction M (15 % of the code may be damaged or covered); the quiet zone of
 * 4 modules the standard asks for.
 */
export async function writeQrCodes(url: string, outDir: string, baseName: string): Promise<{ svg: string; png: string }> {
  mkdirSync(outDir, { recursive: true });
  const options = { errorCorrectionLevel: 'M', margin: 4 } as const;
  const svg = join(outDir, `${baseName}.svg`);
  const png = join(outDir, `${baseName}.png`);
  writeFileSync(svg, await QRCode.toString(url, { ...options, type: 'svg' }));
  await QRCode.toFile(png, url, { ...options, type: 'png', width: 1024 });
  return { svg, png };
}
