import Link from "next/link";
import { siteConfig } from "@/config/site";
import { Brand } from "./brand";
import { signOutAction } from "@/server/auth/actions";
import { MobileMenu } from "./mobile-menu";
import { UserMenu } from "./user-menu";

export function SiteNav({ email }: { email: string | null }) {
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
        <Brand />
        <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
          {siteConfig.nav.map((item) => (
            <Link key={item.href} href={item.href} className="font-medium text-gray-700 hover:text-crust-700">
              {item.label}
            </Link>
          ))}
          {email ? (
            <UserMenu email={email} signOutAction={signOutAction} />
          ) : (
            <Link href="/auth" className="rounded-md bg-crust-700 px-4 py-2 font-semibold text-white hover:bg-crust-800">
              Sign In
            </Link>
          )}
        </nav>
        {/* Keyed by the account so signing in or out starts with the menu closed. */}
        <MobileMenu key={email ?? "guest"} items={siteConfig.nav} email={email} signOutAction={signOutAction} />
      </div>
    </header>
  );
}
