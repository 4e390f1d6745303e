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
  // One width before and after the browser learns who is looking (Sign In's, the avatar right-aligned in it),
  // so the links beside it never move when it fills in; a muted placeholder holds the place meanwhile.
  return (
    <div className="flex h-9 w-24 shrink-0 items-center justify-end" data-testid="account-slot">
      <Slot signOutAction={signOutAction} />
    </div>
  );
}

function Slot({ signOutAction }: { signOutAction: () => Promise<void> }) {
  const viewer = useViewer();
  if (viewer === undefined) return <span aria-hidden="true" className="h-9 w-9 animate-pulse rounded-full bg-gray-100" data-testid="account-slot-pending" />;
  if (viewer) return <UserMenu email={viewer.email} signOutAction={signOutAction} />;
  return (
    <ButtonLink href="/auth" className="whitespace-nowrap">
      Sign In
    </ButtonLink>
  );
}
