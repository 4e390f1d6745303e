import { NextResponse } from "next/server";
import { pingDatabase } from "@/db/queries/health";

export const dynamic = "force-dynamic";

/** Liveness and database readiness (also what the e2e server waits for). */
export async function GET() {
  try {
    const { driver } = await pingDatabase();
    return NextResponse.json({ ok: true, database: driver });
  } catch (err) {
    console.error("[health]", err);
    return NextResponse.json({ ok: false }, { status: 503 });
  }
}
