import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { listOutbox } from "@/server/mail/outbox";
import { getDb } from "@/db/client";
import { env } from "@/server/env";

export const metadata: Metadata = { title: "Dev outbox", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

/**
 * Development only (or ENABLE_DEV_OUTBOX=1 on the e2e server): the e-mails the
 * app "sent" with their links, so sign-up and reset work on a laptop without
 * SMTP. Anywhere else it is a 404: it would show everyone's reset links.
 */
export default async function DevOutboxPage() {
  const e = env();
  if (e.NODE_ENV !== "development" && e.ENABLE_DEV_OUTBOX !== "1") notFound();
  const db = await getDb();
  const rows = await listOutbox({ db, limit: 50 });
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">Dev outbox</h1>
      <p className="mt-1 text-sm text-gray-600">The latest {rows.length} e-mails, newest first. Set SMTP_URL to deliver them for real.</p>
      <ol className="mt-6 space-y-4">
        {rows.map((row) => (
          <li key={row.id} data-testid="outbox-message" data-to={row.toAddress} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold text-ink" data-testid="outbox-subject">
                {row.subject}
              </p>
              <p className="text-xs text-gray-500">
                {row.createdAt.toISOString()} · {row.status}
              </p>
            </div>
            <p className="text-sm text-gray-700">
              To: <span data-testid="outbox-to">{row.toAddress}</span>
            </p>
            {row.links.length > 0 && (
              <ul className="mt-2 space-y-1">
                {row.links.map((link) => (
                  <li key={link}>
                    <a href={link} data-testid="outbox-link" className="text-sm break-all text-crust-700 underline">
                      {link}
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <details className="mt-2">
              <summary className="cursor-pointer text-sm text-gray-600">Text</summary>
              <pre className="mt-2 text-xs whitespace-pre-wrap text-gray-700">{row.textBody}</pre>
            </details>
          </li>
        ))}
      </ol>
    </div>
  );
}
