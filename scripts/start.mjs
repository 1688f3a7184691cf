/**
 * `npm start`: installs when needed, builds when the sources changed, and starts the console.
 * With no PORTAL_URL configured it first starts the sandbox (stand-in portal and gateway) and points the console at it.
 * With CONSOLE_WORKERS above 1 (and REDIS_URL) it runs that many console processes on the one port.
 * Ctrl-C or SIGTERM stops everything it started: the console first, gracefully (scripts/graceful-stop.mjs), then the
 * sandbox.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const dev = process.argv.includes("--dev");
const port = process.env.PORT || "3000";
const children = [];

const graceMs = (process.env.STOP_GRACE_SECONDS ? Number(process.env.STOP_GRACE_SECONDS) : 10) * 1000;
let stopping = false;

const running = (child) => child.exitCode === null && child.signalCode === null;

function stopChild(child) {
  if (!running(child)) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });
}

/** The console first (its requests in flight may still need the sandbox), then the sandbox. */
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(code), graceMs + 5_000).unref();
  for (const child of [...children].reverse()) await stopChild(child);
  process.exit(code);
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function needsBuild() {
  const buildId = join(process.env.NEXT_DIST_DIR || ".next", "BUILD_ID");
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return (
    ["app", "components", "lib", "messages", "public"].some((dir) => existsSync(dir) && newestMtime(dir) > built) ||
    ["next.config.ts", "package.json", "proxy.ts"].some((file) => existsSync(file) && statSync(file).mtimeMs > built)
  );
}

function step(title, command, args) {
  console.log(`▶ ${title}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status || 1);
}

function waitForLine(child, pattern) {
  return new Promise((resolve, reject) => {
    let buffer = "";
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      buffer += chunk;
      if (pattern.test(buffer)) resolve(buffer);
    });
    child.stderr.on("data", (chunk) => process.stderr.write(chunk));
    child.once("exit", (code) => reject(new Error(`sandbox exited with ${code}`)));
  });
}

if (!existsSync("node_modules/.bin/next"))
  step("installing dependencies", "npm", ["install", "--no-audit", "--no-fund"]);
if (!dev && needsBuild()) {
  step("building the console", "node_modules/.bin/next", ["build"]);
  step("marking the chunks for background compilation", process.execPath, ["scripts/compile-hints.mjs"]);
}

const env = { ...process.env };
if (!env.PORTAL_URL) {
  const portalPort = env.SANDBOX_PORTAL_PORT || "4010";
  const gatewayPort = env.SANDBOX_GATEWAY_PORT || "4011";
  console.log("▶ no PORTAL_URL configured: starting the sandbox");
  const sandbox = spawn(
    "node_modules/.bin/tsx",
    ["sandbox/main.ts", "--port", portalPort, "--gateway-port", gatewayPort],
    {
      stdio: ["ignore", "pipe", "pipe"],
      env,
    },
  );
  children.push(sandbox);
  await waitForLine(sandbox, /SANDBOX_READY/).catch((error) => {
    console.error(error.message);
    stopAll(1);
  });
  env.PORTAL_URL = `http://127.0.0.1:${portalPort}`;
  env.GATEWAY_URL ||= `http://127.0.0.1:${gatewayPort}`;
  env.GATEWAY_API_KEY ||= "sk-gateway-demo-all";
  env.REGIONS ||= "eu-central,eu-west";
  env.COOKIE_SECURE ||= "false";
  env.SANDBOX_DEMO_TOKENS ||= JSON.stringify([
    { name: "admin", value: "demo-admin-token" },
    { name: "reader", value: "demo-reader-token" },
    { name: "translator", value: "demo-translator-token" },
    { name: "ai", value: "demo-ai-token" },
  ]);
}

// glibc gives each thread that allocates its own malloc arena (up to 8 per core): Node's libuv and V8 worker threads
// then keep freed native memory (sockets, Buffers, zlib state) spread over many arenas, and the process's RSS stays
// high after a burst of load although the V8 heap went back. Two arenas keep the console's RSS close to what it
// uses, at no measurable cost for a mostly single-threaded server. Set MALLOC_ARENA_MAX yourself to override it.
env.MALLOC_ARENA_MAX ||= "2";

// CONSOLE_WORKERS above 1: that many console processes on the one port (scripts/cluster.mjs; needs REDIS_URL).
const workers = dev ? "1" : env.CONSOLE_WORKERS || "1";
const consoleArgs = dev ? ["dev", "-p", port] : ["start", "-p", port];
const next = "node_modules/next/dist/bin/next";
const web = dev
  ? spawn("node_modules/.bin/next", consoleArgs, { stdio: "inherit", env })
  : workers === "1"
    ? spawn(process.execPath, ["--import", "./scripts/graceful-stop.mjs", next, ...consoleArgs], {
        stdio: "inherit",
        env,
      })
    : spawn(process.execPath, ["scripts/cluster.mjs", ...consoleArgs], { stdio: "inherit", env });
children.push(web);
console.log(
  `\n▶ console: http://localhost:${port}  (portal ${env.PORTAL_URL}, gateway ${env.GATEWAY_URL ?? "not set"})\n`,
);
web.once("exit", (code) => stopAll(code ?? 0));
