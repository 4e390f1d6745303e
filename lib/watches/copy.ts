/** The watched searches' words on /sessions, the matches page and the unsubscribe page. */
import { WATCH_THRESHOLD_DEFAULT, WATCH_TOP_N_DEFAULT } from "./digest";
import type { WatchItem } from "./api";
import type { WatchFrequency } from "./schedule";
import { PROPIE_TIME_ZONE } from "@/lib/zoned-time";

export const WATCH_COPY = {
  watch: "Watch",
  watching: "Watching",
  newTitle: "Watch this search",
  editTitle: "Watched search",
  intro:
    "Propie runs this search again and e-mails you one digest when a listing enters your top listings, a score moves, or a listing leaves the market. No e-mail when nothing changed.",
  nameLabel: "Name",
  namePlaceholder: "The saved session's name, or the search in words",
  frequencyLabel: "How often",
  topNLabel: "Tell me about new listings in my top",
  thresholdLabel: "Tell me when a score moves by at least",
  start: "Watch this search",
  save: "Save",
  stop: "Stop watching",
  cancel: "Cancel",
  sectionTitle: "Watched searches",
  sectionEmpty: "You're not watching any search yet. Watch one from its card below or from the matches page.",
  openSession: "Open session",
  edit: "Edit",
  notRunYet: "Not run yet",
  stopConfirmTitle: "Stop watching?",
  stopConfirm: (name: string) => `No more e-mails about "${name}". The session itself stays as it is.`,
} as const;

export const FREQUENCY_OPTIONS: readonly { value: WatchFrequency; label: string }[] = [
  { value: "daily", label: "Daily, at 7 am Sydney time" },
  { value: "weekly", label: "Weekly, on Mondays at 7 am" },
];
export const TOP_N_OPTIONS = [3, 5, WATCH_TOP_N_DEFAULT, 20, 50].map((n) => ({ value: n, label: `${n} listings` }));
export const THRESHOLD_OPTIONS = [1, 3, WATCH_THRESHOLD_DEFAULT, 10, 20].map((n) => ({ value: n, label: `${n} ${n === 1 ? "point" : "points"}` }));

export const WATCH_TOASTS = {
  started: (name: string) => ({ title: "Watching", description: `We'll e-mail you when "${name}" changes.` }),
  saved: { title: "Saved", description: "Your watch is updated." },
  stopped: (name: string) => ({ title: "Stopped watching", description: `No more e-mails about "${name}".` }),
  failed: { title: "Watch failed", fallback: "Couldn't change the watch. Please try again." },
} as const;

const RUN_WORDS: Record<NonNullable<WatchItem["last_run_status"]>, string> = {
  sent: "digest sent",
  no_changes: "no changes, no e-mail",
  baseline: "first ranking stored",
  failed: "couldn't run; it will try again",
};
export const lastRunWords = (status: WatchItem["last_run_status"]) => (status ? RUN_WORDS[status] : null);

/** "Daily · top 10 · scores moving 5+ points" */
export function watchSettingsLine(w: Pick<WatchItem, "frequency" | "top_n" | "threshold">): string {
  return `${w.frequency === "daily" ? "Daily" : "Weekly"} · top ${w.top_n} · scores moving ${w.threshold}+ ${w.threshold === 1 ? "point" : "points"}`;
}

export const UNSUBSCRIBE_COPY = {
  title: "Unsubscribe",
  confirm: (name: string) => `Stop the e-mails about "${name}"?`,
  explain: "Propie will stop running this watched search and stop e-mailing you about it. No sign-in needed; the session itself stays as it is.",
  button: "Unsubscribe",
  done: (name: string) => `Done: you won't get e-mails about "${name}" any more.`,
  used: "You're no longer watching this search: this link has been used.",
} as const;

/**
 * A watch's run time as /sessions shows it: on the clock the watch runs by (Sydney's: digests leave at 7 am Sydney
 * time, as the watch dialog says), with the zone named, never the server's or the browser's clock unnamed
 * ("Tue 24 Nov 2026, 7:00 am Sydney time (Australia/Sydney)"). Empty for a date that doesn't parse.
 */
export function formatWatchTime(iso: string, timeZone: string = PROPIE_TIME_ZONE): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const when = d
    .toLocaleString("en-AU", { timeZone, weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", hour12: true })
    .replace(/\u202f|\u00a0/g, " ")
    .replace(/\b(am|pm)\b/i, (m) => m.toLowerCase());
  const city = timeZone.split("/").pop()!.replace(/_/g, " ");
  return `${when} ${city} time (${timeZone})`;
}
