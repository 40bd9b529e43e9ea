import QRCode from 'qrcode';

/**
 * The QR code's options, one set for the command's files and the desk's maker (issue 37): error
 * correction M (15 % of the code may be damaged or covered), the quiet zone of 4 modules the
 * standard asks for.
 */
export const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/**
 * A URL's QR code as SVG, for print (any size, for the designer). The same `qrcode` library in
 * Node and in the browser (its package's `browser` build, which Vite picks): `npm run
 * campaign-link` and the desk's link maker draw the same code, module for module.
 */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...QR_OPTIONS, type: 'svg' });
}
