import type { NextConfig } from "next";
import { fileURLToPath } from "node:url";

// The calibration app of `bench/bff.mjs` (see app/api/forward/route.ts): the console's own Next, nothing else.
const config: NextConfig = {
  distDir: ".next-calibration",
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true },
  turbopack: { root: fileURLToPath(new URL("../..", import.meta.url)) },
};

export default config;
