import { NextResponse } from "next/server";
import { insertSavedPreference, listSavedPreferences } from "@/db/queries/saved-preferences";
import { requireSessionAccess } from "@/db/queries/sessions";
import type { CurrentUser } from "@/server/auth/current-user";
import { AppError } from "@/lib/errors";
import { parseJson, route } from "@/server/http";
import { TOASTS } from "@/lib/matches/copy";
import { savePreferenceBodySchema } from "@/lib/matches/types";
import { enforce, LIMITS } from "@/server/rate-limit";
import type { Action } from "@/lib/policy";
import { requirePermission } from "@/server/policy";

async function requireUser(action: Action): Promise<CurrentUser> {
  const { user } = await requirePermission(action);
  if (!user) throw new AppError("unauthorized", TOASTS.notAuthenticated);
  return user;
}

/** Spec 2, call 16: the signed-in user's saved sessions, newest first. */
export const GET = route(async () => {
  const user = await requireUser("saved.list");
  return NextResponse.json({ items: await listSavedPreferences({ userId: user.id }) }, { headers: { "Cache-Control": "no-store" } });
});

/**
 * Spec 2, call 17: saves the current preferences under a name. A session id may only
 * be saved by someone who may read that session (a private session's id is not
 * enough); an id nobody has used yet becomes a session owned by the saver.
 */
export const POST = route(async (request) => {
  const user = await requireUser("saved.create");
  await enforce(LIMITS.savedItemPerUser, user.id, "saved sessions");
  const body = await parseJson(request, savePreferenceBodySchema);
  if (body.session_id) {
    try {
      await requireSessionAccess({ sessionId: body.session_id, viewer: user, action: "read" });
    } catch (err) {
      if (!(err instanceof AppError && err.code === "not_found")) throw err;
      await requireSessionAccess({ sessionId: body.session_id, viewer: user, action: "write", createIfMissing: true });
    }
  }
  const item = await insertSavedPreference({
    userId: user.id,
    name: body.name,
    preferences: body.preferences,
    resultsCount: body.results_count,
    sessionId: body.session_id,
  });
  return NextResponse.json({ item }, { status: 201 });
});
