"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { storeRedirectAfterLogin } from "@/client/login-redirect";

/** For pages that need a signed-in user: remembers where to come back to, then opens /auth. */
export function SignInRedirect({ returnTo }: { returnTo: string }) {
  const router = useRouter();
  useEffect(() => {
    storeRedirectAfterLogin(returnTo);
    router.replace("/auth");
  }, [returnTo, router]);
  return (
    <p role="status" className="px-4 py-16 text-center text-gray-600">
      Redirecting to sign in…
    </p>
  );
}
