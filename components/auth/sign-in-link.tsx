"use client";

import Link from "next/link";
import { storeRedirectAfterLogin } from "@/client/login-redirect";

/** A link to /auth that brings the user back here afterwards. */
export function SignInLink({ returnTo, children, className }: { returnTo: string; children: React.ReactNode; className?: string }) {
  return (
    <Link href="/auth" onClick={() => storeRedirectAfterLogin(returnTo)} className={className}>
      {children}
    </Link>
  );
}
