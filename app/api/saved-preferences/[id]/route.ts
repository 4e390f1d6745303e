import { getDb } from "@/db/client";
import { deleteSavedPreference, getSavedPreference } from "@/db/queries/saved-preferences";
import { AppError } from "@/lib/errors";
import { route } from "@/server/http";
import { savedPreferenceParamsSchema } from "@/lib/matches/types";
import { requirePermission } from "@/server/policy";

/** Spec 2, call 18: only the owner may delete a saved item; 204 when it is gone. */
export const DELETE = route<RouteContext<"/api/saved-preferences/[id]">>(async (_request, ctx) => {
  const user = await requirePermission("saved.delete");
  const { id } = savedPreferenceParamsSchema.parse(await ctx.params);
  const db = await getDb();
  const item = await getSavedPreference({ db, id });
  if (!item) throw new AppError("not_found", "Saved session not found");
  // Someone else's item answers like a missing one, so ids can't be probed.
  if (item.userId !== user.id) throw new AppError("not_found", "Saved session not found");
  if (!(await deleteSavedPreference({ db, id, userId: user.id }))) throw new AppError("not_found", "Saved session not found");
  return new Response(null, { status: 204 });
});
