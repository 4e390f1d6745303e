import { z } from "zod";
import { confirmEmail } from "@/server/auth/accounts";
import { route } from "@/server/http";

const querySchema = z.object({ token: z.string().min(20).max(200) });

/**
 * The e-mailed confirmation link. A GET that writes: a mail scanner that opens
 * the link only proves what the link proves (the mailbox got it), so consuming
 * the token here is harmless, unlike a reset link, which only a POST uses.
 */
export const GET = route(async (request) => {
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const ok = parsed.success && (await confirmEmail({ token: parsed.data.token }));
  // A relative Location keeps the visitor on the host they opened the link with
  // (request.url inside Next may name another, e.g. localhost for 127.0.0.1).
  return new Response(null, { status: 303, headers: { Location: `/auth?confirmed=${ok ? "1" : "0"}` } });
});
