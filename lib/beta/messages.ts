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
