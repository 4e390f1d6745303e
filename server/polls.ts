import "server-only";
import { env } from "@/server/env";
import { pollsFor, type Polls } from "@/lib/polls";

/** The poll cadences for this request's page, from POLL_INTERVAL_MS (read at request time, so one build serves any). */
export function polls(): Polls {
  return pollsFor(env().POLL_INTERVAL_MS);
}
