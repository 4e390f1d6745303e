import { NextResponse } from "next/server";
import { parseJson, route } from "@/server/http";
import { requireWorkflowSecret } from "@/server/search/secret";
import { ingestListings, ingestSchema } from "@/server/search/workflow";

/** Up to 500 scored listings per delivery (docs/WEBHOOKS.md): far above the other routes' 64 KB. */
const INGEST_MAX_BODY_BYTES = 4 * 1024 * 1024;

/** The external workflow delivers a session's scored listings (up to 500 per call); see docs/WEBHOOKS.md. */
export const POST = route(async (request) => {
  requireWorkflowSecret(request);
  const body = await parseJson(request, ingestSchema);
  return NextResponse.json(await ingestListings(body));
}, { maxBodyBytes: INGEST_MAX_BODY_BYTES });

