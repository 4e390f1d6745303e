/**
 * Waits until a freshly started server answers `url` (ok, or below 500 with `anyAnswer`),
 * polling every 300 ms; throws after `ms`. Shared by the scripts that start `next start`.
 */
export async function waitForServer(url: string, ms: number, { anyAnswer = false }: { anyAnswer?: boolean } = {}): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (anyAnswer ? res.status < 500 : res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server did not answer at ${url}`);
}
