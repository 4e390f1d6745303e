import "server-only";
import { errorFields, log } from "@/server/log";
import { after } from "next/server";

const pending = new Set<Promise<unknown>>();

/**
 * Runs mail delivery after the response where the answer must not depend on it
 * (forgot password, resend confirmation): the reply then takes the same time
 * whether or not an account exists. `after` keeps serverless runtimes alive for
 * it; outside a request (scripts, tests) the promise simply runs on.
 */
export function deliverInBackground(task: () => Promise<unknown>): void {
  const p = task()
    .catch((err: unknown) => log("mail").error(errorFields(err), "background delivery failed"))
    .finally(() => pending.delete(p));
  pending.add(p);
  try {
    after(p);
  } catch {
    // Outside a request scope: nothing to extend.
  }
}

/** Waits for background deliveries (tests and scripts). */
export async function settleBackgroundDeliveries(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
