import "server-only";
import { cache } from "react";
import { auth } from "./auth";

export type CurrentUser = { id: string; email: string };

/**
 * The signed-in user of this request, or null. Cached per request. The jwt
 * callback (server/auth/auth.ts) has already re-read the user from the database,
 * so a deleted account's or an outdated password's still-unexpired JWT counts
 * as signed out here.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = await auth();
  const id = session?.user?.id;
  const email = session?.user?.email;
  if (!id || !email) return null;
  return { id, email };
});
