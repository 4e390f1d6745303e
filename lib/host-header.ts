/**
 * Whether a Host or X-Forwarded-Host value is a plain host[:port]. Auth.js builds
 * its URLs from these headers, and a malformed one (spaces, slashes, "@", a bad
 * port) made every signed-in route answer 500; the proxy answers 400 instead.
 */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function isValidHostHeader(value: string | null): boolean {
  if (value === null) return true;
  if (value.length > 255) return false;
  const first = value.split(",")[0].trim();
  if (!HOST.test(first)) return false;
  const port = /:(\d+)$/.exec(first)?.[1];
  return port === undefined || Number(port) <= 65_535;
}

export const METHODS_REFUSED = new Set(["TRACE", "TRACK", "CONNECT"]);
