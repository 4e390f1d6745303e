import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { getFinanceDefaults, setFinanceDefaults } from "@/db/queries/users";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { AppError } from "@/lib/errors";
import { financeProfileInputSchema } from "@/lib/finance/profile";
import { isBlankFinance } from "@/lib/finance/form";
import { parseJson, route } from "@/server/http";
import { requirePermission } from "@/server/policy";

/** The signed-in user's account finance defaults: what a new search's preferences start from (docs/FINANCE.md §14). */
export const GET = route(async () => {
  const user = await requirePermission("account.manage");
  const db = await getDb();
  return NextResponse.json({ finance: await getFinanceDefaults({ db, userId: user.id }) });
});

/**
 * Replaces them. The finance core's schema checks every figure with its own message (a negative
 * deposit, a rate of 0% or over 30%, a term over 40 years…) and nothing is stored on a refusal;
 * null, or nothing entered, clears them.
 */
export const PUT = route(async (request) => {
  const user = await requirePermission("account.manage");
  const { finance } = await parseJson(request, z.object({ finance: financeProfileInputSchema.nullable() }));
  const db = await getDb();
  const stored = await setFinanceDefaults({ db, userId: user.id, finance: finance && !isBlankFinance(finance) ? finance : null });
  if (stored === undefined) throw new AppError("unauthorized", AUTH_MESSAGES.sessionMissing);
  return NextResponse.json({ finance: stored });
});
