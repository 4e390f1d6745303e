import { NextResponse } from "next/server";
import { updateWatchBodySchema, watchParamsSchema } from "@/lib/watches/api";
import { parseJson, route } from "@/server/http";
import { requirePermission } from "@/server/policy";
import { changeWatch, stopWatch } from "@/server/watches/service";

/** Replaces a watch's settings (name, frequency, top N, threshold); only its owner may (404 for anyone else). */
export const PUT = route<RouteContext<"/api/watches/[id]">>(async (request, ctx) => {
  const user = await requirePermission("watch.write");
  const { id } = watchParamsSchema.parse(await ctx.params);
  const body = await parseJson(request, updateWatchBodySchema);
  return NextResponse.json({ watch: await changeWatch({ user, id, body }) });
});

/** Stops watching: 204; someone else's watch answers like a missing one (404). */
export const DELETE = route<RouteContext<"/api/watches/[id]">>(async (_request, ctx) => {
  const user = await requirePermission("watch.delete");
  const { id } = watchParamsSchema.parse(await ctx.params);
  await stopWatch({ user, id });
  return new Response(null, { status: 204 });
});
