import type { Metadata } from "next";
import { RequestAccess } from "@/components/beta/request-access";
import { getCurrentUser } from "@/server/auth/current-user";
import { safeRedirectPath } from "@/lib/auth/redirect";
import { isBetaApproved } from "@/server/beta/approval";
import { BETA_MESSAGES } from "@/lib/beta/messages";
import { env } from "@/server/env";

export const metadata: Metadata = { title: BETA_MESSAGES.pageTitle };

export default async function RequestAccessPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { redirectTo } = await searchParams;
  const target = safeRedirectPath(typeof redirectTo === "string" ? redirectTo : null, "/preferences");
  const user = await getCurrentUser();
  const approved = user ? await isBetaApproved({ email: user.email }) : false;
  return <RequestAccess signedIn={Boolean(user)} email={user?.email ?? null} approved={approved} redirectTo={target} contactEmail={env().CONTACT_EMAIL} />;
}
