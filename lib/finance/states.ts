/** The states and territories the finance core holds schedules for (a module of its own, so the profile's schema needn't load the schedules). */
export const STATES = ["NSW", "VIC", "QLD", "SA", "WA", "TAS", "ACT", "NT"] as const;
export type StateCode = (typeof STATES)[number];
