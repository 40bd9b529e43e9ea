export { COLUMNS, deliveryDetail, HEADERS, toCells } from './columns.ts';
export { BOM, csvField, toCsv } from './csv.ts';
export { connectionFromEnv, type ExportResult, exportRequests } from './exportRequests.ts';
export { describeErasure, type Erasure, forgetAddress } from './forget.ts';
export { type Connection, type ContactRequestRow, type DeliveryState, ExportError, fetchAllRows, fetchContactRequests, PAGE_SIZE } from './requests.ts';
export {
  type AddOutcome,
  addStaff,
  DEFAULT_ROLE,
  listAuthUsers,
  listStaff,
  NAME_MAX,
  nameFromEmail,
  type RemoveOutcome,
  removeStaff,
  STAFF_ROLES,
  StaffInputError,
  type StaffMember,
  type StaffRole,
  staffEmail,
  staffName,
  staffRole,
} from './staffMembers.ts';
export { formatStaffTable, roleLabel } from './staffTable.ts';
export { formatFailures, formatTable } from './table.ts';
