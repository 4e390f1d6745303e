import "server-only";
import { AppError } from "@/lib/errors";
import { getCurrentUser, type CurrentUser } from "./current-user";

/** The signed-in user, or a 401 with the caller's message (each spec screen words it its own way). */
export async function requireUser(message: string): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) throw new AppError("unauthorized", message);
  return user;
}
