import type { NextConfig } from "next";
import { securityHeaders } from "./lib/security-headers";

const nextConfig: NextConfig = {
  // Lets parallel builds (tests, benchmarks) use their own output folder.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "@node-rs/argon2", "pg-boss", "postgres", "nodemailer"],
  poweredByHeader: false,
  // Source maps of the browser's code, for profiling a production build (docs/PERFORMANCE.md); not served otherwise.
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === "1",
  // npm test type-checks with tsc before building; this skips the second, identical pass there.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === "1" },
  async headers() {
    // The CSP is set per request by proxy.ts (built at run time, so the Pusher settings can change after the
    // build); every other security header is static.
    const headers = securityHeaders({ dev: process.env.NODE_ENV !== "production" });
    return [{ source: "/:path*", headers: headers.filter((h) => h.key !== "Content-Security-Policy") }];
  },
};

export default nextConfig;
