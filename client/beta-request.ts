"use client";

import { apiFetch } from "@/client/api";

/**
 * The beta request form's call (POST /api/beta-access, spec 1 section 5): the form's fields as
 * typed, which the route parses with lib/beta/schemas.ts. A refusal is thrown as ApiError with the
 * server's words and the fields' messages.
 */
export type BetaRequestBody = { fullName: string; email: string; mobile: string; planInterest: string; disclaimer: boolean };

export async function requestBetaAccess(body: BetaRequestBody): Promise<void> {
  await apiFetch("/api/beta-access", { method: "POST", body });
}
