import Link from "next/link";
import { siteConfig } from "@/config/site";
import { Brand } from "./brand";
import { signOutAction } from "@/server/auth/actions";
import { MobileMenu } from "./mobile-menu";
import { AccountSlot } from "./account-slot";

/** The site's header, the same for everyone (static); the account parts are filled in the browser. */
export function SiteNav() {
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
          <AccountSlot signOutAction={signOutAction} />
        </nav>
        <MobileMenu items={siteConfig.nav} signOutAction={signOutAction} />
      </div>
    </header>
  );
}
