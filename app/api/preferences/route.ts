import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { getSessionRecord, saveSessionData } from "@/db/queries/sessions";
import { sessionIdSchema } from "@/lib/session-id";
import { parseJson, parseQuery, route } from "@/server/http";
import { clientIp, enforce, LIMITS } from "@/server/rate-limit";
import { isEmptyPreferencesObject, parseStoredPreferences } from "@/lib/preferences/convert";
import { consistentPreferencesSchema } from "@/lib/preferences/consistency";
import { requirePermission } from "@/server/policy";
import { sessionDataFor } from "@/server/privacy";
import { ownsPersonalData, requireSessionAccess } from "@/server/sessions";

/**
 * A session's preferences (the server copy of spec 2 section 4, "Autosave"); null when the session is
 * new or its copy is empty. `yours`: whether the viewer owns the session's personal data; anyone else
 * gets the preferences without it (server/privacy.ts), and the form saves their edits as a copy of
 * their own.
 */
export const GET = route(async (request) => {
  const { sessionId } = parseQuery(request, z.object({ sessionId: sessionIdSchema }));
  const db = await getDb();
  if (!(await getSessionRecord({ db, sessionId }))) return NextResponse.json({ preferences: null, yours: true });
  const viewer = await requirePermission("session.read");
  const session = await requireSessionAccess({ sessionId, viewer, action: "read" });
  const yours = await ownsPersonalData(session, viewer);
  const data = sessionDataFor(yours, session.sessionData);
  return NextResponse.json({ preferences: isEmptyPreferencesObject(data) ? null : parseStoredPreferences(data), yours });
});

/**
 * Autosave: guests' copies have user_id null, signed-in users' carry their id. A copy the
 * form could not have produced is refused with the reason and nothing is stored (lib/preferences/consistency.ts).
 */
export const PUT = route(async (request) => {
  await enforce(LIMITS.preferencesWritePerIp, clientIp(request), "saves");
  const body = await parseJson(request, z.object({ sessionId: sessionIdSchema, preferences: consistentPreferencesSchema }));
  const viewer = await requirePermission("preferences.write");
  await requireSessionAccess({ sessionId: body.sessionId, viewer, action: "write", createIfMissing: true });
  const db = await getDb();
  await saveSessionData({ db, sessionId: body.sessionId, userId: viewer?.id ?? null, sessionData: body.preferences });
  return NextResponse.json({ ok: true });
});
