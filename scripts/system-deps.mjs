/**
 * Installs the system programs the tests need when they are missing: Debian's Chromium (Playwright cannot download
 * its own browser here), redis-server (the shared session store's test suite), nginx (the rolling-restart test's load
 * balancer) and translate-toolkit (the XLIFF and PO round trips through a third-party toolkit).
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const NEEDED = [
  { bin: process.env.CHROMIUM_PATH || "/usr/bin/chromium", pkg: "chromium" },
  { bin: "/usr/bin/redis-server", pkg: "redis-server" },
  { bin: "/usr/sbin/nginx", pkg: "nginx" },
  { bin: "/usr/bin/po2xliff", pkg: "translate-toolkit" },
];

export function ensureSystemDeps({ only } = {}) {
  const missing = NEEDED.filter((dep) => (!only || only.includes(dep.pkg)) && !existsSync(dep.bin));
  if (missing.length === 0) return;
  const pkgs = missing.map((dep) => dep.pkg).join(" ");
  console.log(`[setup] installing ${pkgs} from Debian's packages…`);
  const sudo = process.getuid && process.getuid() === 0 ? "" : "sudo ";
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkgs}`, {
      stdio: "inherit",
    });
  } catch {
    console.error(
      `[setup] could not install ${pkgs}. Install them yourself (apt-get install ${pkgs}), ` +
        "or point CHROMIUM_PATH at a Chromium binary, then run the tests again.",
    );
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureSystemDeps();
