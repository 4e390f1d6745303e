/**
 * Calendar days in one time zone, for what resets "at midnight" and what runs "at 7 am": the
 * plans' daily and monthly allowances and the watched searches' schedule. Australian buyers
 * read both on Sydney's clock (AEST/AEDT), whichever zone the server runs in. Pure: the zone's
 * offsets come from Intl (both Node and browsers ship the time-zone data).
 */
export const PROPIE_TIME_ZONE = "Australia/Sydney";

/** A calendar day: month 1-12. */
export type CalendarDay = { year: number; month: number; day: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-AU", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock reading of an instant in the zone. */
function wallClock(at: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(at)) if (p.type !== "literal") parts[p.type] = Number(p.value);
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

/** How far the zone's clock is ahead of UTC at that instant, in milliseconds. */
function offsetMs(at: Date, timeZone: string): number {
  const w = wallClock(at, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (at.getTime() - at.getUTCMilliseconds());
}

/** The calendar day an instant falls on in the zone. */
export function dayIn(at: Date, timeZone = PROPIE_TIME_ZONE): CalendarDay {
  const w = wallClock(at, timeZone);
  return { year: w.year, month: w.month, day: w.day };
}

/**
 * The instant the zone's clocks read `hour`:00 on that day. Read twice, so that a change of
 * daylight saving between the first guess and the answer settles on the offset in force then.
 */
export function instantOf(day: CalendarDay, hour = 0, timeZone = PROPIE_TIME_ZONE): Date {
  const wall = Date.UTC(day.year, day.month - 1, day.day, hour);
  const first = wall - offsetMs(new Date(wall), timeZone);
  return new Date(wall - offsetMs(new Date(first), timeZone));
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  const d = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Monday 0 … Sunday 6. */
export function weekdayOf(day: CalendarDay): number {
  return (new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7;
}

export function firstOfNextMonth(day: CalendarDay): CalendarDay {
  return day.month === 12 ? { year: day.year + 1, month: 1, day: 1 } : { year: day.year, month: day.month + 1, day: 1 };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "2026-11-22" */
export const dayKey = (day: CalendarDay) => `${day.year}-${pad(day.month)}-${pad(day.day)}`;

/** "2026-11" */
export const monthKey = (day: CalendarDay) => `${day.year}-${pad(day.month)}`;

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "1 December" */
export const dayWords = (day: CalendarDay) => `${day.day} ${MONTHS[day.month - 1]}`;

/** "in 5 hours", "in 1 hour", "in 20 minutes", "in 3 days": how long until `until`, in the largest whole unit that fits, rounded up. */
export function timeUntilWords(until: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.ceil(minutes / 60);
  if (hours < 48) return `in ${hours} hour${hours === 1 ? "" : "s"}`;
  const days = Math.ceil(hours / 24);
  return `in ${days} days`;
}
