import { NextResponse } from "next/server";
import { getDbHandle } from "@/db/client";
import { pingDatabase } from "@/db/queries/health";
import { route } from "@/server/http";
import { errorFields, log } from "@/server/log";

/**
 * Liveness (and what the e2e server waits for): the process answers and its database
 * connection works. Readiness, which also checks the job queue and draining, is /api/ready.
 */
export const GET = route(async () => {
  try {
    const { driver } = await pingDatabase(await getDbHandle());
    return NextResponse.json({ ok: true, database: driver });
  } catch (err) {
    log("health").error(errorFields(err), "database unreachable");
    return NextResponse.json({ ok: false }, { status: 503 });
  }
}, { quiet: true });
