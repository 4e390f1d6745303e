import "server-only";
/** Listing import: parse and validate CSV or JSON files in the format of docs/IMPORT.md (pure; no database). */
export { parseListingsFile, formatRowError, checkColumns, MAX_ROWS, type ParseResult, type RowError } from "./parse";
export {
  importRowSchema,
  toImportedListing,
  REQUIRED_COLUMNS,
  OPTIONAL_COLUMNS,
  ALL_COLUMNS,
  CONDITION_COLUMNS,
  LAYOUT_COLUMNS,
  RESERVED_ID_PREFIX,
  type ImportRow,
  type ImportedListing,
} from "./schema";
