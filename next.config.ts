import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/bff/i18n-request.ts");

const config: NextConfig = {
  // Several builds can share one checkout (tests, benchmarks, parallel work): each may name its own output folder.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // NEXT_OUTPUT=standalone (`npm run bundle`, `npm test`'s build) adds the self-contained server of
  // `<distDir>/standalone`; `next start` ignores it, and without it does not warn that it does.
  ...(process.env.NEXT_OUTPUT === "standalone" ? { output: "standalone" as const } : {}),
  poweredByHeader: false,
  reactStrictMode: true,
  // The sandbox is its own process; nothing under sandbox/ is bundled into the console.
  outputFileTracingExcludes: { "*": ["sandbox/**", "e2e/**", "bench/**", ".data/**"] },
  serverExternalPackages: ["ioredis", "prom-client"],
  // `npm test` type-checks the whole project (`tsc --noEmit`) before it builds; a second check inside every build
  // costs about a minute on two cores and would fail a build on a test file that is not part of the app.
  typescript: { ignoreBuildErrors: true },
  // NEXT_SOURCE_MAPS=1 builds browser source maps, for `scripts/chunk-sources.mjs` (what a chunk is made of).
  productionBrowserSourceMaps: process.env.NEXT_SOURCE_MAPS === "1",
};

export default withNextIntl(config);
