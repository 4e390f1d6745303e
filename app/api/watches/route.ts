import { NextResponse } from "next/server";
import { createWatchBodySchema } from "@/lib/watches/api";
import { parseJson, route } from "@/server/http";
import { requirePermission } from "@/server/policy";
import { createWatch, listWatchItems } from "@/server/watches/service";

/** The signed-in user's watched searches, with their last and next run. */
export const GET = route(async () => {
  const user = await requirePermission("watch.list");
  return NextResponse.json({ watches: await listWatchItems(user.id) });
});

/** Watches a session the user owns: 201, 409 when already watched, 403 with reason plan_limit beyond the plan's watched searches. */
export const POST = route(async (request) => {
  const user = await requirePermission("watch.write");
  const body = await parseJson(request, createWatchBodySchema);
  return NextResponse.json({ watch: await createWatch({ user, body }) }, { status: 201 });
});
