import { NextResponse } from "next/server";
import { z } from "zod";
import { parseQuery, route } from "@/server/http";
import { unsubscribe } from "@/server/watches/unsubscribe";

/**
 * The one-click unsubscribe of a digest (RFC 8058): a mail client posts
 * `List-Unsubscribe=One-Click` (a form body) to the List-Unsubscribe URL, and the /unsubscribe
 * page posts here too. No sign-in: the signed token is the credential (server/watches/unsubscribe.ts).
 * 200 once; 409 when the link was used already; 403 for a link we didn't sign.
 */
export const POST = route(
  async (request) => {
    const { token } = parseQuery(request, z.object({ token: z.string().min(1).max(200) }));
    return NextResponse.json({ unsubscribed: true, ...(await unsubscribe(token)) });
  },
  { form: true, maxBodyBytes: 1024 },
);
