import { EarlyFetchScript } from "@/components/layout/early-fetch-script";
import { PreferencesScreen } from "@/components/preferences/preferences-screen";
import { scriptNonce } from "@/server/csp-nonce";
import { requireApprovedOrGuest } from "@/server/policy";

export const metadata = { title: "Your Preferences" };
export const dynamic = "force-dynamic";

/**
 * Guests and approved testers; a signed-in tester who isn't approved goes to /request-access. The current
 * session's stored form is asked for as the HTML arrives (components/layout/early-fetch-script.tsx).
 */
export default async function PreferencesPage() {
  const { user } = await requireApprovedOrGuest("/preferences", "preferences.write");
  return (
    <>
      <EarlyFetchScript page="preferences" nonce={await scriptNonce()} />
      <PreferencesScreen signedIn={user !== null} />
    </>
  );
}
