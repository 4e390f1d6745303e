import "server-only";
import { log } from "@/server/log";
import { mailRetryTickMs } from "@/lib/mail/retry";
import { mailRetryPolicy } from "@/server/mail";
import { retryDueMail } from "@/server/mail/outbox-retry";
import { startPeriodic, stopPeriodic } from "./periodic";

/**
 * The scheduled retry of e-mails the SMTP server did not take (down, refusing, timing out): each worker process looks
 * for due outbox rows every half backoff base (at most every 15 s) and tries them again; see server/mail.
 */
const JOB = "mail-retrier";

export function startMailRetrier(): void {
  startPeriodic(JOB, mailRetryTickMs(mailRetryPolicy()), async () => {
    const n = await retryDueMail();
    if (n.sent + n.failed + n.pending > 0) log("mail").info(n, "outbox retry round");
  });
}

export const stopMailRetrier = () => stopPeriodic(JOB);
