import { NextResponse } from "next/server";
import { sql } from "drizzle-orm";
import { getDbHandle } from "@/db/client";

export const dynamic = "force-dynamic";

/** Liveness and database readiness (also what the e2e server waits for). */
export async function GET() {
  try {
    const handle = await getDbHandle();
    await handle.db.execute(sql`select 1`);
    return NextResponse.json({ ok: true, database: handle.driver });
  } catch (err) {
    console.error("[health]", err);
    return NextResponse.json({ ok: false }, { status: 503 });
  }
}
