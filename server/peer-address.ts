import "server-only";
import diagnostics from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import { processSingleton } from "@/server/singleton";

/**
 * The address of the TCP peer that sent a request, for the rate limits when no
 * proxy is trusted (TRUSTED_PROXY_HOPS=0, the default).
 *
 * Next's route handlers get a web Request with no socket, and `next start` only
 * fills X-Forwarded-For from the socket when the client sent none — so the
 * client would choose its own address. Node publishes every incoming request on
 * the `http.server.request.start` diagnostics channel before the server's
 * 'request' listeners (Next's) run; instrumentation.ts subscribes there and
 * stamps PEER_HEADER with socket.remoteAddress, overwriting whatever the client
 * sent under that name. The header is only believed once the hook is installed
 * in this process (a process-wide flag, since the instrumentation bundle and the
 * route bundles are separate module instances).
 */
export const PEER_HEADER = "x-propie-peer-address";
/**
 * TRACE never reaches the proxy (the framework can't build a Request for it and
 * answered a plain-text 500), so the hook turns it into a GET marked with this
 * header, which proxy.ts answers with a JSON 405. The hook removes any value a
 * client sent under this name.
 */
export const REFUSED_METHOD_HEADER = "x-propie-refused-method";
/** Likewise a path with a malformed percent-escape (the framework's plain 500): it arrives as "/" with this header, and gets a JSON 400. */
export const MALFORMED_PATH_HEADER = "x-propie-malformed-path";
const INSTALLED = Symbol.for("propie.peer-address-hook");

const hook = () => processSingleton(INSTALLED, () => ({ installed: false }));

export function installPeerAddressHook(): void {
  const state = hook();
  if (state.installed) return;
  diagnostics.subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket?: { remoteAddress?: string } };
    request.headers[PEER_HEADER] = socket?.remoteAddress ?? request.socket?.remoteAddress ?? "";
    delete request.headers[REFUSED_METHOD_HEADER];
    delete request.headers[MALFORMED_PATH_HEADER];
    try {
      decodeURIComponent((request.url ?? "/").split("?")[0]);
    } catch {
      request.headers[MALFORMED_PATH_HEADER] = "1";
      request.url = "/";
    }
    if (request.method === "TRACE" || request.method === "TRACK") {
      request.headers[REFUSED_METHOD_HEADER] = request.method;
      request.method = "GET";
    }
  });
  state.installed = true;
}

export function peerAddressHookInstalled(): boolean {
  return hook().installed;
}

/** The socket address the server saw, or null when the hook isn't installed (then nothing a client sent is believed). */
export function peerAddress(request: { headers: Headers }): string | null {
  if (!peerAddressHookInstalled()) return null;
  return request.headers.get(PEER_HEADER) || null;
}

/**
 * One rate-limit subject per address: IPv4-mapped IPv6 as plain IPv4, IPv6 by its
 * /64 (one customer's allocation, so rotating the low bits gains nothing), and
 * anything that is not an address as "invalid" — so the limits table gets at most
 * one key per real network, whatever a client writes in a header.
 */
export function addressSubject(raw: string | null | undefined): string {
  if (!raw) return "unknown";
  let address = raw.trim();
  if (address.startsWith("[") && address.includes("]")) address = address.slice(1, address.indexOf("]"));
  const zone = address.indexOf("%");
  if (zone >= 0) address = address.slice(0, zone);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) address = mapped[1];
  const kind = isIP(address);
  if (kind === 4) return address;
  if (kind === 6) return `${expandIpv6(address).slice(0, 4).join(":")}::/64`;
  return "invalid";
}

function expandIpv6(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted quad (::1.2.3.4) becomes two hextets.
  const quad = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number);
    text = text.slice(0, quad.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail !== undefined && tail !== "" ? tail.split(":") : [];
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...fill, ...right].map((h) => h.replace(/^0+(?=.)/, ""));
}
