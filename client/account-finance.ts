"use client";

import { z } from "zod";
import { apiFetch } from "@/client/api";
import { financeProfileInputSchema, type FinanceProfileInput } from "@/lib/finance/profile";

/**
 * The signed-in user's account finance defaults (GET/PUT /api/account/finance): the finance a new
 * search's preferences start from (docs/FINANCE.md §14). null: none saved.
 */
const accountFinanceResponseSchema = z.object({ finance: financeProfileInputSchema.nullable() });

export async function getAccountFinance(): Promise<FinanceProfileInput | null> {
  return (await apiFetch("/api/account/finance", { schema: accountFinanceResponseSchema })).finance;
}

export async function saveAccountFinance(finance: FinanceProfileInput | null): Promise<FinanceProfileInput | null> {
  return (await apiFetch("/api/account/finance", { method: "PUT", body: { finance }, schema: accountFinanceResponseSchema })).finance;
}
