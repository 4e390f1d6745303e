/**
 * How every test and benchmark starts Debian's Chromium (never a downloaded browser):
 * as root without a sandbox, no GPU, and none of its background connections, which this
 * machine's closed network refuses. Shared by playwright.config.ts and bench:lighthouse.
 *
 * --in-process-gpu: with no GPU, the "GPU" process only composites in software; run in the browser process, it saves
 * the frames' trips between processes: about 8 % less CPU for the same e2e tests (168-170 s against 182-185 s on
 * public-pages and matches, desktop, measured from a cgroup on the same day; issue 33).
 */

/**
 * Chromium 156's headless mode is the whole browser: every new window (each Playwright page) builds the address bar's
 * two WebUI popups (chrome://omnibox-popup.top-chrome/), each in a renderer of its own, though nothing ever shows them.
 * They cost about 1.4 CPU s per page: five contexts took 9.8 CPU s with them and 2.8 s without (issue 33).
 */
const OUR_DISABLED_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

/**
 * Playwright's own --disable-features list (playwright-core 1.65, src/server/chromium/chromiumSwitches.ts). Chromium
 * keeps only the last --disable-features it is given (chrome://version's command-line variations show it), so ours
 * repeats Playwright's; chromium-flags.test.ts fails when an upgrade changes Playwright's list.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

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
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES].join(",")}`,
];
