import { SESSION_STORAGE_KEY } from "@/client/session-id";
import { earlyFetchScript, type EarlyFetchPage } from "@/lib/early-fetch";

/**
 * The page's first GETs, sent as its HTML is parsed (lib/early-fetch.ts). Rendered by the server only: a
 * client-side navigation inserts the element without running it, and the page asks as usual.
 */
export function EarlyFetchScript({ page, nonce }: { page: EarlyFetchPage; nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlyFetchScript(page, SESSION_STORAGE_KEY) }} />;
}
