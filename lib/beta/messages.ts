/** The beta screens' copy, exactly as spec 1 sections 2, 4 and 5 write it. */
export const BETA_MESSAGES = {
  gateTitle: "Beta Access Required",
  verifying: "Verifying beta access...",
  requiredForFeatures: "Beta access required for full features",
  verifyFailed: "Unable to verify beta access. Please try again.",
  pageTitle: "Private Beta – Access Required",
  checking: "Checking your beta access",
  notApproved: "You're not on the approved list yet. Please submit the form below to request access.",
  granted: "Beta access granted! Welcome to the product",
  loginFirst: "Please log in first",
  requiredFields: "Please fill in all required fields",
  acceptDisclaimer: "Please accept the disclaimer to continue",
} as const;

/** A beta request field left empty, under the field: the message names it (the toast keeps the spec's one sentence). */
export const BETA_FIELD_REQUIRED = {
  fullName: "Please enter your full name",
  email: "Please enter your email",
  mobile: "Please enter your mobile number",
  planInterest: "Please choose a plan",
} as const;

/** Field errors with the spec's "fill in all required fields" replaced by the field's own message (BETA_FIELD_REQUIRED). */
export function namedFieldErrors<T extends Record<string, string[] | undefined>>(errors: T): T {
  const out: Record<string, string[] | undefined> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const named = (BETA_FIELD_REQUIRED as Record<string, string>)[field];
    out[field] = messages?.map((m) => (m === BETA_MESSAGES.requiredFields && named ? named : m));
  }
  return out as T;
}
