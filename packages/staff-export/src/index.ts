export { BOM, csvField, toCsv } from './csv.ts';
export { COLUMNS, HEADERS, deliveryDetail, toCells } from './columns.ts';
export { type Connection, type ContactRequestRow, type DeliveryState, ExportError, fetchAllRows, fetchContactRequests, PAGE_SIZE } from './requests.ts';
export { formatFailures, formatTable } from './table.ts';
export { connectionFromEnv, exportRequests, type ExportResult } from './exportRequests.ts';
