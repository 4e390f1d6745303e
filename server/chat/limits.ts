import "server-only";
import type { Limit } from "@/server/rate-limit";

/** Chat messages per client address and per session: a person typing never meets them, a script does. */
export const CHAT_LIMITS = {
  perIp: { name: "chat-ip", points: 300, windowSeconds: 60 * 60 },
  perSession: { name: "chat-session", points: 40, windowSeconds: 10 * 60 },
} as const satisfies Record<string, Limit>;
