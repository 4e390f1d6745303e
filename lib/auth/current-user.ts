import { cache } from "react";
import { findUserById } from "@/db/queries/users";
import { auth } from "./auth";

export type CurrentUser = { id: string; email: string };

/**
 * The signed-in user of this request, re-read from the database so a deleted
 * account's still-valid JWT counts as signed out. Cached per request.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = await auth();
  const id = session?.user?.id;
  if (!id) return null;
  const user = await findUserById({ id });
  if (!user) return null;
  return { id: user.id, email: user.email };
});
