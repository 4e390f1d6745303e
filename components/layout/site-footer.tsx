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
        <p className="mt-4 flex flex-wrap gap-4">
          <span>© {siteConfig.name}</span>
          <Link href="/pricing" className="hover:underline">Pricing</Link>
          <Link href="/partners" className="hover:underline">Partners</Link>
          <Link href="/request-access" className="hover:underline">Request access</Link>
        </p>
      </div>
    </footer>
  );
}
