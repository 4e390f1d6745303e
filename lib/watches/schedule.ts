/**
 * When a watched search runs (docs/WATCHES.md): a daily watch once per
 * calendar day, a weekly one once per week (Monday to Sunday), each at WATCH_RUN_HOUR on Sydney's
 * clock. A run belongs to a period, and the period's key is what makes a digest go out once
 * (watch_runs is unique on watch and period): two workers, a retried job or an operator's
 * `npm run watch:run` that reach the same watch in the same period share one claim.
 */
import { addDays, dayIn, dayKey, instantOf, weekdayOf, type CalendarDay } from "@/lib/zoned-time";

export const WATCH_FREQUENCIES = ["daily", "weekly"] as const;
export type WatchFrequency = (typeof WATCH_FREQUENCIES)[number];

/** Digests leave at 7 am Sydney time (the day's first look at the listings). */
export const WATCH_RUN_HOUR = 7;

export type WatchPeriod = { key: string; start: CalendarDay };

/** The period an instant falls in: "day:2026-11-23", or "week:2026-11-23" (the week's Monday). */
export function watchPeriodOf(frequency: WatchFrequency, at: Date): WatchPeriod {
  const day = dayIn(at);
  if (frequency === "daily") return { key: `day:${dayKey(day)}`, start: day };
  const monday = addDays(day, -weekdayOf(day));
  return { key: `week:${dayKey(monday)}`, start: monday };
}

const periodDays = (frequency: WatchFrequency) => (frequency === "daily" ? 1 : 7);

/** The scheduled time of a period's run. */
export const runTimeOf = (period: WatchPeriod) => instantOf(period.start, WATCH_RUN_HOUR);

/**
 * The next scheduled run after `now`: the first period after `after` (the period just run; none for
 * a new watch, which may then still run in the current one) whose run time is still ahead. Missed
 * periods (the workers were down) are skipped, not caught up one by one.
 */
export function nextRunAt(frequency: WatchFrequency, { after, now }: { after: WatchPeriod | null; now: Date }): Date {
  let start = after ? addDays(after.start, periodDays(frequency)) : watchPeriodOf(frequency, now).start;
  for (;;) {
    const at = instantOf(start, WATCH_RUN_HOUR);
    if (at.getTime() > now.getTime()) return at;
    start = addDays(start, periodDays(frequency));
  }
}
