import "server-only";
import { errorFields, log } from "@/server/log";
import { ZodError } from "zod";
import { getDb } from "@/db/client";
import { claimApprovalsToNotify, releaseApprovalClaim } from "@/db/queries/beta";
import { appUrl } from "@/server/auth/app-url";
import { sendMail } from "@/server/mail";
import { betaApprovedMessage } from "@/server/mail/templates";

/**
 * Sends the "you're in" e-mail to every approved tester who has not had it, once.
 * Once the message is in the outbox it is the outbox's to deliver (a mail server that is
 * down is retried from there, server/mail); a tester whose message could not even be
 * recorded is given back for the next round (an invalid address is not).
 * Returns how many e-mails were handed over (sent, or waiting in the outbox).
 */
export async function notifyApprovedTesters({ limit = 50 }: { limit?: number } = {}): Promise<number> {
  const db = await getDb();
  const due = await claimApprovalsToNotify({ db, limit });
  let sent = 0;
  for (const tester of due) {
    try {
      await sendMail({ to: tester.email, ...betaApprovedMessage({ link: `${appUrl()}/auth?mode=signin`, fullName: tester.fullName }) });
      sent += 1;
    } catch (err) {
      if (err instanceof ZodError) {
        // Not an address anyone can send to (a row typed by hand): retrying can't help.
        log("beta").error({ testerId: tester.id }, "approval e-mail not sent: invalid address");
        continue;
      }
      log("beta").error({ testerId: tester.id, ...errorFields(err) }, "approval e-mail not recorded; will retry");
      await releaseApprovalClaim({ db, id: tester.id });
    }
  }
  return sent;
}
