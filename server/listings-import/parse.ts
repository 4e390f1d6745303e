import "server-only";
/**
 * Reads an import file (CSV or JSON) and validates every row. A file that isn't readable as
 * a whole — binary, not CSV or JSON, a wrong header — is rejected outright ("fatal") so the
 * caller writes nothing; otherwise each bad row is reported by line with every reason.
 */
import { parse as parseCsv } from "csv-parse/sync";
import type { z } from "zod";
import { ALL_COLUMNS, REQUIRED_COLUMNS, importRowSchema, toImportedListing, type ImportedListing } from "./schema";

export type RowError = { line: number | null; item: number; listingId: string | null; reasons: string[] };

export type ParseResult =
  | { ok: false; format: "csv" | "json" | "unknown"; fatal: string }
  | { ok: true; format: "csv" | "json"; rows: { line: number | null; listing: ImportedListing }[]; errors: RowError[]; total: number };

export const MAX_ROWS = 500_000;

function levenshtein(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length][b.length];
}

function suggest(name: string): string {
  if (!name) return "";
  // "street" → "address_street", "type" → "property_type": a part of a real column name first.
  const part = ALL_COLUMNS.filter((c) => name.length >= 2 && (c.endsWith(`_${name}`) || c.startsWith(`${name}_`) || c === name));
  if (part.length === 1) return ` (did you mean "${part[0]}"?)`;
  let best = "";
  let bestD = Infinity;
  for (const c of ALL_COLUMNS) {
    const dist = levenshtein(name, c);
    if (dist < bestD) {
      bestD = dist;
      best = c;
    }
  }
  return bestD <= Math.min(2, Math.floor(name.length / 3)) ? ` (did you mean "${best}"?)` : "";
}

/** Checks a header: every required column present, nothing unknown, nothing twice. Returns the fatal message or null. */
export function checkColumns(columns: readonly string[]): string | null {
  if (!columns.some((c) => (REQUIRED_COLUMNS as readonly string[]).includes(c)))
    return `the first line isn't a listings header (expected columns such as ${REQUIRED_COLUMNS.join(", ")})`;
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const c of columns) {
    if (seen.has(c)) problems.push(`column "${c}" appears twice`);
    seen.add(c);
    if (!ALL_COLUMNS.includes(c)) problems.push(`unknown column "${c}"${suggest(c)}`);
  }
  const missing = REQUIRED_COLUMNS.filter((c) => !seen.has(c));
  if (missing.length) problems.unshift(`missing required column${missing.length > 1 ? "s" : ""} ${missing.map((m) => `"${m}"`).join(", ")}`);
  return problems.length ? problems.join("; ") : null;
}

const normaliseHeader = (h: string) => h.replace(/^\uFEFF/, "").trim().toLowerCase();

function issuesOf(error: z.ZodError): string[] {
  return error.issues.map((i) => `${i.path.length ? `${i.path.join(".")}: ` : ""}${i.message}`);
}

function looksBinary(text: string): boolean {
  const sample = text.slice(0, 8_000);
  if (sample.includes("\u0000")) return true;
  let odd = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 0xfffd) odd++;
  }
  return sample.length > 0 && odd / sample.length > 0.05;
}

/** Line on which each element of the listings array starts, found by a small JSON scanner. */
function elementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  const rootIsArray = text.trimStart().startsWith("[");
  const target = rootIsArray ? 1 : 2;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\n") line++;
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === "\\") escaped = true;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === "{" || ch === "[") {
      if (ch === "{" && depth === target) lines.push(line);
      depth++;
    } else if (ch === "}" || ch === "]") depth--;
  }
  return lines;
}

function validate(records: { line: number | null; raw: Record<string, unknown> }[], format: "csv" | "json"): ParseResult {
  const rows: { line: number | null; listing: ImportedListing }[] = [];
  const errors: RowError[] = [];
  const firstSeen = new Map<string, number | null>();
  records.forEach(({ line, raw }, index) => {
    const item = index + 1;
    const id = typeof raw.listing_id === "string" ? raw.listing_id.trim() || null : typeof raw.listing_id === "number" ? String(raw.listing_id) : null;
    const parsed = importRowSchema.safeParse(raw);
    if (!parsed.success) {
      errors.push({ line, item, listingId: id, reasons: issuesOf(parsed.error) });
      return;
    }
    const listing = toImportedListing(parsed.data);
    const key = listing.listingId.toLowerCase();
    if (firstSeen.has(key)) {
      const first = firstSeen.get(key);
      errors.push({ line, item, listingId: listing.listingId, reasons: [`listing_id: duplicate of the row on ${first === null ? "an earlier item" : `line ${first}`}`] });
      return;
    }
    firstSeen.set(key, line);
    rows.push({ line, listing });
  });
  return { ok: true, format, rows, errors, total: records.length };
}

function parseJson(text: string): ParseResult {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    return { ok: false, format: "json", fatal: `not valid JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
  const items = Array.isArray(doc)
    ? doc
    : doc && typeof doc === "object" && Array.isArray((doc as { listings?: unknown }).listings)
      ? (doc as { listings: unknown[] }).listings
      : null;
  if (!items) return { ok: false, format: "json", fatal: 'JSON must be an array of listings or an object {"listings": [...]}' };
  if (items.length === 0) return { ok: false, format: "json", fatal: "the file holds no listings" };
  if (items.length > MAX_ROWS) return { ok: false, format: "json", fatal: `too many listings (${items.length}; at most ${MAX_ROWS} a file)` };
  const columns = new Set<string>();
  for (const it of items) {
    if (!it || typeof it !== "object" || Array.isArray(it)) return { ok: false, format: "json", fatal: "every listing must be a JSON object" };
    for (const k of Object.keys(it)) columns.add(k);
  }
  // Required columns are checked per row in JSON (a row may omit optional keys), unknown keys file-wide.
  const unknown = [...columns].filter((c) => !ALL_COLUMNS.includes(c));
  if (unknown.length) return { ok: false, format: "json", fatal: unknown.map((c) => `unknown field "${c}"${suggest(c)}`).join("; ") };
  const lines = elementLines(text);
  const useLines = lines.length === items.length;
  return validate(
    items.map((raw, i) => ({ line: useLines ? lines[i] : null, raw: raw as Record<string, unknown> })),
    "json",
  );
}

function parseCsvText(text: string): ParseResult {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parseCsv(text, { info: true, relax_column_count: true, skip_empty_lines: true, bom: true, trim: false }) as unknown as typeof records;
  } catch (e) {
    return { ok: false, format: "csv", fatal: `not readable as CSV: ${e instanceof Error ? e.message : String(e)}` };
  }
  if (records.length === 0) return { ok: false, format: "csv", fatal: "the file is empty" };
  const header = records[0].record.map(normaliseHeader);
  const problem = checkColumns(header);
  if (problem) return { ok: false, format: "csv", fatal: `not a listings CSV: ${problem}` };
  const data = records.slice(1);
  if (data.length === 0) return { ok: false, format: "csv", fatal: "the file holds a header but no listings" };
  if (data.length > MAX_ROWS) return { ok: false, format: "csv", fatal: `too many rows (${data.length}; at most ${MAX_ROWS} a file)` };
  const badWidth: RowError[] = [];
  const good: { line: number; raw: Record<string, unknown> }[] = [];
  data.forEach(({ record, info }, i) => {
    if (record.length !== header.length) {
      badWidth.push({ line: info.lines, item: i + 1, listingId: record[header.indexOf("listing_id")]?.trim() || null, reasons: [`expected ${header.length} fields, found ${record.length}`] });
      return;
    }
    const raw: Record<string, unknown> = {};
    header.forEach((h, j) => (raw[h] = record[j]));
    good.push({ line: info.lines, raw });
  });
  const result = validate(good, "csv");
  if (!result.ok) return result;
  const errors = [...badWidth, ...result.errors].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { ...result, errors, total: data.length };
}

/** Parses and validates a whole file. `name` (the file name) picks the format by extension, else the content does. */
export function parseListingsFile(content: string | Uint8Array, name = ""): ParseResult {
  const text = typeof content === "string" ? content : new TextDecoder("utf-8", { fatal: false }).decode(content);
  if (text.trim() === "") return { ok: false, format: "unknown", fatal: "the file is empty" };
  if (looksBinary(text)) return { ok: false, format: "unknown", fatal: "not a text file (CSV or JSON expected)" };
  const ext = name.toLowerCase().split(".").pop();
  const first = text.replace(/^\uFEFF/, "").trimStart()[0];
  const format = ext === "json" ? "json" : ext === "csv" ? "csv" : first === "[" || first === "{" ? "json" : "csv";
  return format === "json" ? parseJson(text.replace(/^\uFEFF/, "")) : parseCsvText(text);
}

/** "line 7 (ABC-1): price: must be …; bedrooms: …" */
export function formatRowError(e: RowError): string {
  const where = e.line !== null ? `line ${e.line}` : `item ${e.item}`;
  return `${where}${e.listingId ? ` (${e.listingId})` : ""}: ${e.reasons.join("; ")}`;
}
