import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { insertSavedPreference } from "@/db/queries/saved-preferences";
import { parseJson, route } from "@/server/http";
import { savePreferenceBodySchema } from "@/lib/matches/types";
import { enforce, LIMITS } from "@/server/rate-limit";
import { requirePermission } from "@/server/policy";
import { listSavedPreferenceItems, toSavedPreferenceItem } from "@/server/saved-preferences";
import { checkSessionAccess, requireSessionAccess, sessionAccessError } from "@/server/sessions";

/** Spec 2, call 16: the signed-in user's saved sessions, newest first. */
export const GET = route(async () => {
  const user = await requirePermission("saved.list");
  return NextResponse.json({ items: await listSavedPreferenceItems({ userId: user.id }) });
});

/**
 * Spec 2, call 17: saves the current preferences under a name. A session id may only
 * be saved by someone who may read that session (a private session's id is not
 * enough); an id nobody has used yet becomes a session owned by the saver.
 */
export const POST = route(async (request) => {
  const user = await requirePermission("saved.create");
  await enforce(LIMITS.savedItemPerUser, user.id, "saved sessions");
  const body = await parseJson(request, savePreferenceBodySchema);
  if (body.session_id) {
    const read = await checkSessionAccess({ sessionId: body.session_id, viewer: user, action: "read" });
    if (!read.allowed && read.reason !== "not_found") throw sessionAccessError(read.reason);
    if (!read.allowed) await requireSessionAccess({ sessionId: body.session_id, viewer: user, action: "write", createIfMissing: true });
  }
  const db = await getDb();
  const row = await insertSavedPreference({
    db,
    userId: user.id,
    name: body.name,
    preferences: body.preferences,
    resultsCount: body.results_count,
    sessionId: body.session_id,
  });
  return NextResponse.json({ item: toSavedPreferenceItem(row) }, { status: 201 });
});
