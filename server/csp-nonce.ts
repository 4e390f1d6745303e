import "server-only";
import { headers } from "next/headers";

/**
 * This request's script nonce: proxy.ts puts it on the request's own Content-Security-Policy header (where
 * Next reads it for its scripts); a page's own inline script carries the same. Undefined without one
 * (development, where the policy allows inline scripts).
 */
export async function scriptNonce(): Promise<string | undefined> {
  const policy = (await headers()).get("content-security-policy") ?? "";
  return /'nonce-([^']+)'/.exec(policy)?.[1];
}
