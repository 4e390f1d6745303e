/**
 * How every test and benchmark starts Debian's Chromium (never a downloaded browser):
 * as root without a sandbox, no GPU, and none of its background connections, which this
 * machine's closed network refuses. Shared by playwright.config.ts and bench:lighthouse.
 *
 * --in-process-gpu: with no GPU, the "GPU" process only composites in software; run in the browser process, it saves
 * the frames' trips between processes: about 8 % less CPU for the same e2e tests (168-170 s against 182-185 s on
 * public-pages and matches, desktop, measured from a cgroup on the same day; issue 33).
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--in-process-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
