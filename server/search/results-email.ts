import "server-only";
import { getDb } from "@/db/client";
import { claimRunEmail } from "@/db/queries/search-runs";
import type { SearchRun } from "@/db/schema";
import { appUrl } from "@/server/auth/app-url";
import { errorFields, log } from "@/server/log";
import { sendMail } from "@/server/mail";
import { resultsReadyMessage } from "@/server/mail/templates";

/**
 * The results e-mail of a completed search (the built-in job's, or the workflow's "complete"
 * notification): to the run's notify address, when it found something, at most once per run.
 */
export async function sendResultsEmail({ run, sessionId, total }: { run: SearchRun; sessionId: string; total: number }): Promise<void> {
  if (!run.notifyEmail || total === 0) return;
  const db = await getDb();
  if (!(await claimRunEmail({ db, id: run.id }))) return;
  try {
    await sendMail({ to: run.notifyEmail, ...resultsReadyMessage({ link: `${appUrl()}/session/${sessionId}`, total }) });
  } catch (err) {
    // The results are in; a mail failure is logged, not retried (the e-mail is at most once).
    log("jobs").error({ runId: run.id, ...errorFields(err) }, "results e-mail failed");
  }
}
