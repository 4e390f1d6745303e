import { NextResponse } from "next/server";
import { route } from "@/server/http";
import { checkReadiness } from "@/server/readiness";

export const dynamic = "force-dynamic";

/** Readiness: 200 when the database and the job queue answer and the instance is not draining; 503 with the reason otherwise. */
export const GET = route(async () => {
  const result = await checkReadiness();
  const headers = { "Cache-Control": "no-store" };
  if (result.ready) return NextResponse.json({ ok: true, database: result.database, queue: result.queue }, { headers });
  return NextResponse.json({ ok: false, reason: result.reason, message: result.message }, { status: 503, headers });
}, { quiet: true });
