import type { Metadata } from "next";
import { AccountSettings } from "@/components/auth/account-settings";
import { SignInRedirect } from "@/components/auth/sign-in-redirect";
import { getCurrentUser } from "@/server/auth/current-user";

export const metadata: Metadata = { title: "Account Settings", robots: { index: false } };

export default async function AccountPage() {
  const user = await getCurrentUser();
  if (!user) return <SignInRedirect returnTo="/account" />;
  return <AccountSettings email={user.email} />;
}
