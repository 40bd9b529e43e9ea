/**
 * One MIME table for both proxies: the embedded server reads it, and the nginx generator writes
 * it as the server's own `types {}` block, so nginx answers the same Content-Type whatever the
 * host's /etc/nginx/mime.types says.
 */
export interface FileType {
  mime: string;
  /** Text types get `; charset=utf-8` (nginx `charset_types`). */
  charset: boolean;
  /** Text types are gzipped (nginx `gzip_types`). */
  compressible: boolean;
}

const text = (mime: string): FileType => ({ mime, charset: true, compressible: true });
const binary = (mime: string): FileType => ({ mime, charset: false, compressible: false });

/** Extension (lower case, no dot) → type. */
export const FILE_TYPES: Readonly<Record<string, FileType>> = {
  html: text('text/html'),
  // RFC 9239 made text/javascript the one JavaScript type.
  js: text('text/javascript'),
  mjs: text('text/javascript'),
  css: text('text/css'),
  json: text('application/json'),
  map: text('application/json'),
  webmanifest: text('application/manifest+json'),
  xml: text('application/xml'),
  txt: text('text/plain'),
  // SVG is text and compresses well, but browsers ignore a charset on it: no charset.
  svg: { mime: 'image/svg+xml', charset: false, compressible: true },
  png: binary('image/png'),
  jpg: binary('image/jpeg'),
  jpeg: binary('image/jpeg'),
  webp: binary('image/webp'),
  avif: binary('image/avif'),
  gif: binary('image/gif'),
  ico: binary('image/x-icon'),
  woff2: binary('font/woff2'),
  woff: binary('font/woff'),
  pdf: binary('application/pdf'),
};

export const DEFAULT_TYPE: FileType = binary('application/octet-stream');

export function fileTypeOf(file: string): FileType {
  const match = /\.([a-z0-9]+)$/i.exec(file);
  return (match && FILE_TYPES[match[1]!.toLowerCase()]) || DEFAULT_TYPE;
}

/** The Content-Type header value, as nginx's `charset utf-8` would write it. */
export function contentTypeOf(file: string): string {
  const type = fileTypeOf(file);
  return type.charset ? `${type.mime}; charset=utf-8` : type.mime;
}

/** Distinct MIME types matching a predicate, in table order (for nginx directives). */
export function mimeTypesWhere(predicate: (type: FileType) => boolean): string[] {
  return [
    ...new Set(
      Object.values(FILE_TYPES)
        .filter(predicate)
        .map((type) => type.mime),
    ),
  ];
}
