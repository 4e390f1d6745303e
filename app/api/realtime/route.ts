import { NextResponse } from "next/server";
import { route } from "@/server/http";
import { pusherPublicConfig } from "@/server/realtime/config";

/** The browser's Pusher settings: key and host only, never the secret. */
export const GET = route(async () => NextResponse.json(pusherPublicConfig()));
