import { NextResponse } from "next/server";
import { route } from "@/lib/http";
import { pusherPublicConfig } from "@/lib/realtime/config";

/** The browser's Pusher settings: key and host only, never the secret. */
export const dynamic = "force-dynamic";

export const GET = route(async () => NextResponse.json(pusherPublicConfig(), { headers: { "Cache-Control": "no-store" } }));
