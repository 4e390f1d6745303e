import { PreferencesScreen } from "@/components/preferences/preferences-screen";
import { requireApprovedOrGuest } from "@/server/policy";

export const metadata = { title: "Your Preferences" };
export const dynamic = "force-dynamic";

/** Guests and approved testers; a signed-in tester who isn't approved goes to /request-access. */
export default async function PreferencesPage() {
  const { user } = await requireApprovedOrGuest("/preferences", "preferences.write");
  return <PreferencesScreen signedIn={user !== null} />;
}
