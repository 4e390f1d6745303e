"use client";

import { useViewer } from "@/client/viewer";
import { UserMenu } from "./user-menu";
import { ButtonLink } from "@/components/ui/button";

/**
 * The desktop bar's account end: the user menu when signed in, Sign In otherwise.
 * Filled in the browser (client/viewer.ts) so every page's shell is the same for
 * everyone and the public pages can be served static.
 */
export function AccountSlot({ signOutAction }: { signOutAction: () => Promise<void> }) {
  const viewer = useViewer();
  if (viewer === undefined) return <span aria-hidden="true" className="inline-block h-9 w-[5.5rem]" />;
  if (viewer) return <UserMenu email={viewer.email} signOutAction={signOutAction} />;
  return (
    <ButtonLink href="/auth">Sign In</ButtonLink>
  );
}
