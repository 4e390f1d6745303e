/**
 * What each plan is called where a buyer reads it (/pricing, the beta request's plan select), by its id (the beta
 * request's plan_interest and users.plan): spec 2's names. Its own module, free of lib/plans' tables, so a form that
 * only names the plans doesn't carry them.
 */
export const PLAN_NAMES = { Free: "Slice", "Half Pie": "Half Pie", "Whole Pie": "Whole Pie" } as const;
