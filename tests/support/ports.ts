import { createServer, type AddressInfo } from "node:net";

/**
 * A loopback port that nothing listens on right now: the OS picks a free one for a probe,
 * which is closed at once. The fault tests point a client at it (a service that is down)
 * or start a server there later (the service coming back on the same port).
 */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}
