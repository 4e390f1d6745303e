import "server-only";
import type { Limit } from "@/server/rate-limit";

/** Per-IP limits of the search endpoints: generous for people, a wall for scripts. */
export const SEARCH_LIMITS = {
  estimatePerIp: { name: "search-estimate-ip", points: 120, windowSeconds: 60 * 60 },
  startPerIp: { name: "search-start-ip", points: 60, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;
