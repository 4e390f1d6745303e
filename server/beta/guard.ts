import "server-only";
import { redirect } from "next/navigation";
import { type CurrentUser } from "@/server/auth/current-user";
import { safeRedirectPath } from "@/lib/auth/redirect";
import { can, type Action } from "@/lib/policy";
import { currentActor } from "@/server/policy";

/**
 * For pages guests may use but signed-in testers only once approved
 * (/preferences): a guest passes with `user: null`, an approved user passes,
 * a signed-in user who isn't approved is sent to
 * /request-access?redirectTo=<path>. Call it at the top of a server page.
 */
export async function requireApprovedOrGuest(path = "/preferences", action: Action = "preferences.write"): Promise<{ user: CurrentUser | null }> {
  const { user, role } = await currentActor();
  if (can(role, action)) return { user };
  redirect(`/request-access?redirectTo=${encodeURIComponent(safeRedirectPath(path, "/preferences"))}`);
}
