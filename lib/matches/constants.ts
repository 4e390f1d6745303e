/** Matches-screen timings and sizes not fixed by the spec (the polling helper's details are "not shown"). */
export const MATCHES_POLL_INTERVAL_MS = 5_000;
/** Polling gives up after this long; still-analyzing listings are then shown as complete. */
export const MATCHES_POLL_MAX_MS = 10 * 60_000;
/**
 * Table rows have one fixed height, so scrolling never measures them (measuring makes the
 * virtualiser recompute every row's offset, which at 2,000 rows costs long tasks). Only
 * the expanded details rows, whose height varies, are measured.
 */
export const TABLE_ROW_HEIGHT_PX = 112;
export const DETAILS_ROW_ESTIMATE_PX = 520;
export const CARD_ESTIMATE_PX = 330;
export const VIRTUAL_OVERSCAN = 6;
/**
 * The table's scroll box as the server renders it (and the browser's first render, which hydrates that HTML),
 * before it is measured: about a laptop screen's rows, so a page rendered with its listings (a shared link)
 * shows its first rows in the HTML. The real size replaces it as the table mounts.
 */
export const TABLE_INITIAL_RECT = { width: 1280, height: 720 } as const;
/** The "matches are ready" toast on first results stays a little longer than the default 5 s: the welcome dialog opens with it. */
export const READY_TOAST_MS = 8_000;
