import { NextResponse } from "next/server";
import { signInSchema } from "@/lib/auth/schemas";
import { signInWithPassword } from "@/server/auth/sign-in";
import { parseJson, route } from "@/server/http";

/** Spec 1, call 7: sign in with e-mail and password. Limits are enforced inside authorize. */
export const POST = route(async (request) => {
  const { email, password } = await parseJson(request, signInSchema);
  await signInWithPassword({ email, password });
  return NextResponse.json({ ok: true });
});
