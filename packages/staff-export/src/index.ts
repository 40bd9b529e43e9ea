export { BOM, csvField, toCsv } from './csv.ts';
export { COLUMNS, HEADERS, toCells } from './columns.ts';
export { type Connection, type ContactRequestRow, ExportError, fetchContactRequests } from './requests.ts';
export { formatTable } from './table.ts';
export { connectionFromEnv, exportRequests, type ExportResult } from './exportRequests.ts';
