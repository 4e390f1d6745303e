/**
 * Dates and periods for the dated schedules (docs/FINANCE.md §3): a schedule applies from one day
 * to another (inclusive, ISO dates), and the Australian financial year runs 1 July to 30 June.
 * The contract date, today by default and settable in the profile, picks the schedule.
 */

/** A schedule's period: from `from` to `to` inclusive; `to` null = still in force (as far as Propie knows). */
export type Period = { from: string; to: string | null };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a string is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1];
  return d <= days;
}

/** Today in Sydney's calendar as YYYY-MM-DD (the contract date a profile defaults to). */
export function todayIso(now: Date = new Date()): string {
  // Sydney is UTC+10 or +11: a date read at UTC+10 is a day early at most for the first hour of a summer day.
  const shifted = new Date(now.getTime() + 10 * 3_600_000);
  return shifted.toISOString().slice(0, 10);
}

/** The financial year a date falls in, as "2026-27" (1 July 2026 to 30 June 2027). */
export function financialYearOf(date: string): string {
  const y = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 7 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The first year of a financial year's label ("2026-27" → 2026), or of the year a date falls in. */
export const financialYearStart = (date: string): number => Number(financialYearOf(date).slice(0, 4));

/** Whether `date` falls within the period (inclusive at both ends). ISO dates compare as strings. */
export const inPeriod = (p: Period, date: string): boolean => date >= p.from && (p.to === null || date <= p.to);

/**
 * The entry whose period holds the date; before the first entry, the first (the earliest Propie
 * holds); after a gap or the last, the last one that started on or before it.
 */
export function pickByDate<T extends { period: Period }>(entries: readonly T[], date: string): T {
  let best = entries[0];
  for (const e of entries) {
    if (inPeriod(e.period, date)) return e;
    if (e.period.from <= date) best = e;
  }
  return best;
}

/** "1 July 2025" for an ISO date. */
export function longDate(date: string): string {
  const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
  return `${Number(date.slice(8, 10))} ${months[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

/** "from 1 July 2025 to 30 June 2026" or "from 1 July 2025". */
export const periodWords = (p: Period): string => (p.to ? `from ${longDate(p.from)} to ${longDate(p.to)}` : `from ${longDate(p.from)}`);
