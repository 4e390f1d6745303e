"use server";

import "server-only";
import { signOut } from "./auth";

export async function signOutAction() {
  await signOut({ redirectTo: "/" });
}
