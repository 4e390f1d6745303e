/**
 * How every test and benchmark starts Debian's Chromium (never a downloaded browser):
 * as root without a sandbox, no GPU, and none of its background connections, which this
 * machine's closed network refuses. Shared by playwright.config.ts and bench:lighthouse.
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
