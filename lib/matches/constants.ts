/** Matches-screen timings and sizes not fixed by the spec (the polling helper's details are "not shown"). */
export const MATCHES_POLL_INTERVAL_MS = 5_000;
/** Polling gives up after this long; still-analyzing listings are then shown as complete. */
export const MATCHES_POLL_MAX_MS = 10 * 60_000;
/** Estimated heights for the virtualiser; real heights are measured. */
export const TABLE_ROW_ESTIMATE_PX = 112;
export const CARD_ESTIMATE_PX = 330;
export const VIRTUAL_OVERSCAN = 6;
