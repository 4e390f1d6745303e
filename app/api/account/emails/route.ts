import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { getResultsEmails, setResultsEmails } from "@/db/queries/users";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { AppError } from "@/lib/errors";
import { parseJson, route } from "@/server/http";
import { requirePermission } from "@/server/policy";

/** The signed-in user's e-mail settings: whether a search e-mails "Your matches are ready" (once per search session). */
export const GET = route(async () => {
  const user = await requirePermission("account.manage");
  const db = await getDb();
  const resultsEmails = await getResultsEmails({ db, userId: user.id });
  if (resultsEmails === null) throw new AppError("unauthorized", AUTH_MESSAGES.sessionMissing);
  return NextResponse.json({ resultsEmails });
});

export const PUT = route(async (request) => {
  const user = await requirePermission("account.manage");
  const { resultsEmails } = await parseJson(request, z.object({ resultsEmails: z.boolean() }).strict());
  const db = await getDb();
  const stored = await setResultsEmails({ db, userId: user.id, on: resultsEmails });
  if (stored === null) throw new AppError("unauthorized", AUTH_MESSAGES.sessionMissing);
  return NextResponse.json({ resultsEmails: stored });
});
