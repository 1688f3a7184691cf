/**
 * `npm run sandbox`: starts the portal and gateway stand-ins on loopback and prints how to use them.
 * Flags (env in brackets): --port [SANDBOX_PORTAL_PORT] 4010, --gateway-port [SANDBOX_GATEWAY_PORT] 4011,
 * --data-dir [SANDBOX_DATA_DIR] .data/sandbox, --control-key [SANDBOX_CONTROL_KEY] random, --reset,
 * --i18n-tokens N, --ai-keys N, --shoots N; SANDBOX_GATEWAY_DIALECT and SANDBOX_GATEWAY_ENDPOINTS choose the gateway
 * stand-in's dialect (sandbox/gateway/dialect.ts). The last line printed is `SANDBOX_READY {json}` for launchers.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { dialectFromEnv } from "./gateway/dialect";
import { startSandbox } from "./start";

/** Requests in flight get this long to finish on SIGTERM (STOP_GRACE_SECONDS, as for the console; default 10). */
const STOP_GRACE_MS =
  z.coerce
    .number()
    .min(0)
    .max(3600)
    .default(10)
    .parse(process.env.STOP_GRACE_SECONDS || undefined) * 1000;

const Port = z.coerce.number().int().min(0).max(65_535);
const Count = z.coerce.number().int().min(0).max(1_000_000);

const Flags = z.object({
  port: Port.default(4010),
  gatewayPort: Port.default(4011),
  dataDir: z.string().min(1).default(".data/sandbox"),
  controlKey: z.string().min(8).optional(),
  reset: z.boolean().default(false),
  i18nTokens: Count.default(0),
  aiKeys: Count.default(0),
  shoots: Count.default(0),
});

function readFlags() {
  const { values } = parseArgs({
    options: {
      port: { type: "string" },
      "gateway-port": { type: "string" },
      "data-dir": { type: "string" },
      "control-key": { type: "string" },
      reset: { type: "boolean" },
      "i18n-tokens": { type: "string" },
      "ai-keys": { type: "string" },
      shoots: { type: "string" },
    },
    strict: true,
  });
  const env = process.env;
  const parsed = Flags.safeParse({
    port: values.port ?? env.SANDBOX_PORTAL_PORT,
    gatewayPort: values["gateway-port"] ?? env.SANDBOX_GATEWAY_PORT,
    dataDir: values["data-dir"] ?? env.SANDBOX_DATA_DIR,
    controlKey: values["control-key"] ?? env.SANDBOX_CONTROL_KEY,
    reset: values.reset,
    i18nTokens: values["i18n-tokens"],
    aiKeys: values["ai-keys"],
    shoots: values.shoots,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`--${String(issue.path[0]).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${issue.message}`);
  }
  return parsed.data;
}

async function main() {
  const flags = readFlags();
  const dialect = dialectFromEnv();
  const sandbox = await startSandbox({
    dataDir: path.resolve(flags.dataDir),
    portalPort: flags.port,
    gatewayPort: flags.gatewayPort,
    controlKey: flags.controlKey,
    reset: flags.reset,
    seed: { i18nTokens: flags.i18nTokens, aiKeys: flags.aiKeys, shoots: flags.shoots },
    gateway: { dialect },
  });

  const lines = [
    "Sandbox running (loopback only)",
    `  PORTAL_URL=${sandbox.portalUrl}`,
    `  GATEWAY_URL=${sandbox.gatewayUrl} (${dialect.name} dialect; offers ${dialect.endpoints.join(", ")})`,
    `  regions: ${sandbox.regions.join(", ")} (default ${sandbox.regions[0]})`,
    `  data: ${path.resolve(flags.dataDir)}${flags.reset ? " (reset to the seed)" : ""}`,
    `  control key (header x-sandbox-control): ${sandbox.controlKey}`,
    "Portal access tokens (header auth-token):",
    ...sandbox.tokens.map(
      (t) => `  ${t.name.padEnd(12)} ${t.value.padEnd(26)} ${t.description ?? t.permissions.join(", ")}`,
    ),
    "Gateway keys (Authorization: Bearer <key>):",
    ...sandbox.gatewayKeyInfo.map((k) => `  ${k.key.padEnd(26)} ${k.description}`),
  ];
  console.log(lines.join("\n"));
  console.log(
    `SANDBOX_READY ${JSON.stringify({ portalUrl: sandbox.portalUrl, gatewayUrl: sandbox.gatewayUrl, controlKey: sandbox.controlKey })}`,
  );

  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`Sandbox stopping (${signal}); saving state`);
    sandbox.close(STOP_GRACE_MS).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("sandbox: error while stopping", error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(`sandbox: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
