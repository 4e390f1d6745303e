import { z } from "zod";
import { normaliseEmail } from "@/lib/auth/email";
import { BETA_MESSAGES } from "./messages";

export const PLAN_INTERESTS = ["Free", "Half Pie", "Whole Pie"] as const;
export type PlanInterest = (typeof PLAN_INTERESTS)[number];

const required = (max: number) =>
  z.string({ error: BETA_MESSAGES.requiredFields }).trim().min(1, BETA_MESSAGES.requiredFields).max(max, `Please keep this under ${max} characters`);

/** The beta request form (spec 1 sections 2 and 5), shared by the form and POST /api/beta-access. */
export const betaRequestSchema = z.object({
  fullName: required(120),
  email: required(254).transform(normaliseEmail).pipe(z.email("Please enter a valid email address")),
  mobile: required(32).pipe(z.string().regex(/^[+\d][\d\s()-]{5,}$/, "Please enter a valid mobile number")),
  planInterest: z.enum(PLAN_INTERESTS, { error: BETA_MESSAGES.requiredFields }),
  disclaimer: z.literal(true, { error: BETA_MESSAGES.acceptDisclaimer }),
});
export type BetaRequestInput = z.input<typeof betaRequestSchema>;

/** POST /api/beta-access/check: the e-mail is optional and, when sent, must be the caller's own. */
export const betaCheckSchema = z.object({ email: z.string().max(254).optional() });
