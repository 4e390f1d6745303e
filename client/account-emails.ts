"use client";

import { z } from "zod";
import { apiFetch } from "@/client/api";

/** The signed-in user's e-mail settings (GET/PUT /api/account/emails): whether searches e-mail "Your matches are ready". */
const accountEmailsResponseSchema = z.object({ resultsEmails: z.boolean() });

export async function getResultsEmails(): Promise<boolean> {
  return (await apiFetch("/api/account/emails", { schema: accountEmailsResponseSchema })).resultsEmails;
}

export async function saveResultsEmails(resultsEmails: boolean): Promise<boolean> {
  return (await apiFetch("/api/account/emails", { method: "PUT", body: { resultsEmails }, schema: accountEmailsResponseSchema })).resultsEmails;
}
