import type { Metadata, Viewport } from "next";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteNav } from "@/components/layout/site-nav";
import { Toaster } from "@/components/ui/toaster";
import { siteConfig } from "@/config/site";
import { SITE_CARD } from "@/lib/previews/site-card";
import { env } from "@/server/env";
import "./globals.css";

const defaultTitle = `${siteConfig.name} — find your next property`;
const appUrl = env().APP_URL;

export const metadata: Metadata = {
  // Link previews need absolute image URLs. Pages rendered per request read APP_URL at run
  // time; the prerendered ones (/, /aitool) at build time (docs/PREVIEWS.md).
  metadataBase: appUrl ? new URL(appUrl) : undefined,
  title: { default: defaultTitle, template: `%s · ${siteConfig.name}` },
  description: siteConfig.description,
  openGraph: { type: "website", siteName: siteConfig.name, title: defaultTitle, description: siteConfig.description, images: [SITE_CARD] },
  twitter: { card: "summary_large_image", title: defaultTitle, description: siteConfig.description, images: [SITE_CARD] },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // data-scroll-behavior: Next 16 turns the smooth scrolling below off while it routes; without
    // it a navigation's scroll to the top is animated, and content arriving mid-way leaves the
    // new page scrolled part-way down (a results page opened from the long preferences form).
    <html lang="en-AU" data-scroll-behavior="smooth">
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          Skip to content
        </a>
        <SiteNav />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <Toaster />
      </body>
    </html>
  );
}
