import "server-only";
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { getDb } from "@/db/client";
import { listSavedPreferences } from "@/db/queries/saved-preferences";
import { listStars } from "@/db/queries/shortlist";
import { describeSearch } from "@/lib/preferences/describe";
import type { ListingDetail, NumbersBasis } from "@/lib/matches/types";
import { parseStoredPreferences } from "@/lib/preferences/convert";
import { publicPreferences } from "@/lib/preferences/schema";
import { CSV_HEADER_LINE, csvLine, EXPORT_COLUMNS, exportCells, exportFileName, type ColumnKind, type ExportRow } from "@/lib/shortlist/columns";
import type { ExportFormat, ExportScope } from "@/lib/shortlist/api";
import { PROJECTION_SHEETS_MAX, projectionSheetOf, type ProjectionSheet } from "@/lib/shortlist/projection-sheet";
import { dayIn, dayKey } from "@/lib/zoned-time";
import { errorFields, log } from "@/server/log";
import { getListingDetailsForSession, iterateSessionListingDetails } from "@/server/matches/listings";
import { enforcePlanLimit } from "@/server/policy";
import { lensFor, listingFor, type Lens } from "@/server/privacy";
import { requireSessionAccess } from "@/server/sessions";
import { snapshotDetail } from "./service";

/**
 * CSV and XLSX exports of a session's matches or shortlist (docs/WATCHES.md, "Shortlist,
 * compare and export"). Whoever may read the session may export it, within their own plan's
 * exports per month (taken when the export starts). Both formats are streamed: the rows are read
 * a page at a time and written as they come, so 2,000 listings never sit in memory at once.
 */

const CONTENT_TYPE: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** Excel's number formats by column kind: money in Australian dollars, whole dollars (negatives in red). */
const NUM_FMT: Partial<Record<ColumnKind, string>> = {
  money: '"$"#,##0;[Red]-"$"#,##0',
  integer: "0",
  number: "0.0",
  percent: '0.00"%"',
};

/**
 * The session's name in the file name: for its owner, the name they saved it under, else the search
 * in words; for anyone else, the search in words only (a saved name is the owner's own text).
 */
async function sessionName(session: { sessionId: string; userId: string | null; sessionData: Record<string, unknown> }, owner: boolean): Promise<string> {
  const db = await getDb();
  const saved = owner && session.userId ? (await listSavedPreferences({ db, userId: session.userId })).find((s) => s.sessionId === session.sessionId) : undefined;
  return saved?.name ?? describeSearch(parseStoredPreferences(publicPreferences(session.sessionData)));
}

/** The rows of the export, a page at a time, best ranked first (the shortlist: newest star first); own-money figures through the viewer's lens. */
async function* exportRows(sessionId: string, scope: ExportScope, lens: Lens): AsyncGenerator<ExportRow[]> {
  const db = await getDb();
  const stars = await listStars({ db, sessionId });
  const starred = new Set(stars.map((s) => s.listingId));
  if (scope === "matches") {
    for await (const page of iterateSessionListingDetails({ sessionId })) yield page.map((l) => ({ ...listingFor(lens, l), starred: starred.has(l.listing_id), dropped: false }));
    return;
  }
  const PAGE = 200;
  for (let i = 0; i < stars.length; i += PAGE) {
    const chunk = stars.slice(i, i + PAGE);
    const live = new Map((await getListingDetailsForSession({ sessionId, listingIds: chunk.map((s) => s.listingId) })).map((l) => [l.listing_id, l]));
    yield chunk.flatMap((s) => {
      const current = live.get(s.listingId);
      const listing: ListingDetail | null = current ?? snapshotDetail(s);
      return listing ? [{ ...listingFor(lens, listing), starred: true, dropped: !current }] : [];
    });
  }
}

function csvStream(rows: AsyncGenerator<ExportRow[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        // The byte-order mark tells Excel the file is UTF-8 (m², accented suburb names).
        controller.enqueue(encoder.encode(`\uFEFF${CSV_HEADER_LINE}`));
        return;
      }
      const next = await rows.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map(csvLine).join("")));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
}

function xlsxStream(rows: AsyncGenerator<ExportRow[]>, sheetName: string, basis: NumbersBasis): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = "Propie";
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width, style: NUM_FMT[c.kind] ? { numFmt: NUM_FMT[c.kind] } : {} }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      // The first listings' projections are worked as their rows stream by, and written as sheets of their own after the list.
      const projections: ProjectionSheet[] = [];
      let count = 0;
      for await (const page of rows) {
        for (const row of page) {
          const cells = exportCells(row).map((v, i) => (EXPORT_COLUMNS[i].kind === "url" && typeof v === "string" ? { text: v, hyperlink: v } : v));
          sheet.addRow(cells).commit();
          count += 1;
          if (count <= PROJECTION_SHEETS_MAX) {
            const projection = projectionSheetOf(row, count, basis);
            if (projection) projections.push(projection);
          }
        }
      }
      // The filter arrows on the header row, over every listing (written with the sheet's end).
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: count + 1, column: EXPORT_COLUMNS.length } };
      sheet.commit();
      for (const p of projections) writeProjectionSheet(workbook, p);
      await workbook.commit();
    } catch (err) {
      log("export").error(errorFields(err), "xlsx export failed");
      out.destroy(err instanceof Error ? err : new Error("export failed"));
    }
  })();
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}

function writeProjectionSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, p: ProjectionSheet): void {
  const ws = workbook.addWorksheet(p.name);
  ws.columns = p.widths.map((width) => ({ width }));
  for (const line of p.lines) {
    const row = ws.addRow(line.cells.map((c) => c.value));
    line.cells.forEach((c, i) => {
      const fmt = c.kind ? NUM_FMT[c.kind] : undefined;
      if (fmt) row.getCell(i + 1).numFmt = fmt;
    });
    if (line.bold) row.font = { bold: true };
    row.commit();
  }
  ws.commit();
}

/** Starts an export: checks read access, takes one of the caller's exports this month, and answers the streamed file. */
export async function exportSession({ sessionId, user, format, scope, now = new Date() }: { sessionId: string; user: { id: string }; format: ExportFormat; scope: ExportScope; now?: Date }): Promise<Response> {
  const session = await requireSessionAccess({ sessionId, viewer: user, action: "read" });
  await enforcePlanLimit(user, "exports", { now });
  const lens = await lensFor(session, user);
  const name = await sessionName(session, lens.basis === "owner");
  const filename = exportFileName({ name, day: dayKey(dayIn(now)), scope, format });
  const rows = exportRows(sessionId, scope, lens);
  const body = format === "csv" ? csvStream(rows) : xlsxStream(rows, scope === "shortlist" ? "Shortlist" : "Matches", lens.basis);
  return new Response(body, {
    headers: {
      "Content-Type": CONTENT_TYPE[format],
      "Content-Disposition": `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
