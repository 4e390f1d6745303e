import { NextResponse } from "next/server";
import { route } from "@/server/http";
import { checkReadiness } from "@/server/readiness";

/** Readiness: 200 when the database and the job queue answer and the instance is not draining; 503 with the reason otherwise. */
export const GET = route(async () => {
  const result = await checkReadiness();
  if (result.ready) return NextResponse.json({ ok: true, database: result.database, queue: result.queue });
  return NextResponse.json({ ok: false, reason: result.reason, message: result.message }, { status: 503 });
}, { quiet: true });
