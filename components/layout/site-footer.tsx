import Link from "next/link";
import { siteConfig } from "@/config/site";

/**
 * The footer's links are not prefetched: on a page still loading its data the footer is in view at once, and three
 * prefetches would ask the server for pages hardly anyone opens from here while it serves the page's own data.
 */
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
          <Link prefetch={false} href="/pricing" className="inline-flex min-h-11 items-center hover:underline sm:min-h-0">Pricing</Link>
          <Link prefetch={false} href="/partners" className="inline-flex min-h-11 items-center hover:underline sm:min-h-0">Partners</Link>
          <Link prefetch={false} href="/request-access" className="inline-flex min-h-11 items-center hover:underline sm:min-h-0">Request access</Link>
        </p>
      </div>
    </footer>
  );
}
