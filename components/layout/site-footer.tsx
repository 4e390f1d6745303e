import Link from "next/link";
import { siteConfig } from "@/config/site";

export function SiteFooter() {
  return (
    <footer className="border-t border-gray-200 bg-crust-50">
      <div className="mx-auto max-w-7xl px-4 py-8 text-sm text-gray-600 sm:px-6">
        <p id="legal-disclaimer" className="max-w-4xl">
          <strong className="text-gray-800">Disclaimer: </strong>
          {siteConfig.disclaimer}
        </p>
        <p className="mt-4 flex flex-wrap items-center gap-x-4">
          <span>© {siteConfig.name}</span>
          <Link href="/pricing" className="inline-flex min-h-11 items-center hover:underline sm:min-h-0">Pricing</Link>
          <Link href="/partners" className="inline-flex min-h-11 items-center hover:underline sm:min-h-0">Partners</Link>
          <Link href="/request-access" className="inline-flex min-h-11 items-center hover:underline sm:min-h-0">Request access</Link>
        </p>
      </div>
    </footer>
  );
}
