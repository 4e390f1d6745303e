import { NextResponse } from "next/server";
import type { Viewer } from "@/lib/auth/viewer";
import { route } from "@/server/http";
import { currentActor } from "@/server/policy";

/** The caller's own e-mail and beta approval, or { user: null } for a guest (lib/auth/viewer.ts). */
export const GET = route(async () => {
  const { user, role } = await currentActor();
  const body: Viewer = { user: user ? { email: user.email, approved: role === "approved" } : null };
  return NextResponse.json(body);
}, { quiet: true });
