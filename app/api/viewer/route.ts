import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { viewerGreeting } from "@/db/queries/users";
import { firstName, type Viewer } from "@/lib/auth/viewer";
import { route } from "@/server/http";
import { currentActor } from "@/server/policy";

/** The caller's own e-mail, beta approval, first name and whether they have matches yet, or { user: null } for a guest (lib/auth/viewer.ts). */
export const GET = route(async () => {
  const { user, role } = await currentActor();
  const db = await getDb();
  const greeting = user ? await viewerGreeting({ db, userId: user.id, email: user.email }) : null;
  const body: Viewer = { user: user && greeting ? { email: user.email, approved: role === "approved", name: firstName(greeting.fullName), hasMatches: greeting.hasMatches } : null };
  return NextResponse.json(body);
}, { quiet: true });
