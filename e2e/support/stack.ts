import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { GatewayDialect } from "../../sandbox/gateway/dialect";
import { startSandbox, type StartSandboxOptions } from "../../sandbox/start";
import { startConsole, type ConsoleProcess } from "./console-process";
import { SandboxControl } from "./sandbox-control";

export const TOKENS = {
  admin: "demo-admin-token",
  reader: "demo-reader-token",
  translator: "demo-translator-token",
  /** Every AI permission, without property-get: the currency comes from the cost records. */
  ai: "demo-ai-token",
  expired: "demo-expired-token",
} as const;

export interface Stack {
  consoleUrl: string;
  portalUrl: string;
  gatewayUrl: string;
  control: SandboxControl;
  console: ConsoleProcess;
  stop(): Promise<void>;
}

/** One sandbox and one console, both on free loopback ports, with fresh data directories. */
export async function startStack(
  options: {
    consoleEnv?: Record<string, string>;
    extraTokens?: { name: string; value: string; permissions: string[] }[];
    /** Seed options of the sandbox, e.g. `{ i18nTokens: 10_000 }` for the translations benchmark. */
    seed?: StartSandboxOptions["seed"];
    /** Extra keys the sandbox gateway accepts (all providers), e.g. random sentinels. */
    gatewayKeys?: string[];
    /** The gateway stand-in's dialect: the spec's (default) or a plain OpenAI-compatible server, and its endpoints. */
    gatewayDialect?: GatewayDialect;
  } = {},
): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), "sandbox-e2e-"));
  const sandbox = await startSandbox({
    dataDir,
    reset: true,
    extraTokens: options.extraTokens,
    seed: options.seed,
    gateway: {
      ...(options.gatewayKeys
        ? { extraKeys: options.gatewayKeys.map((key) => ({ key, providers: "all" as const })) }
        : {}),
      ...(options.gatewayDialect ? { dialect: options.gatewayDialect } : {}),
    },
  });
  const demoTokens = Object.entries(TOKENS)
    .filter(([name]) => name !== "expired")
    .map(([name, value]) => ({ name, value }));
  const consoleProcess = await startConsole({
    PORTAL_URL: sandbox.portalUrl,
    GATEWAY_URL: sandbox.gatewayUrl,
    GATEWAY_API_KEY: "sk-gateway-demo-all",
    REGIONS: "eu-central,eu-west",
    SANDBOX_DEMO_TOKENS: JSON.stringify(demoTokens),
    ...options.consoleEnv,
  });
  return {
    consoleUrl: consoleProcess.url,
    portalUrl: sandbox.portalUrl,
    gatewayUrl: sandbox.gatewayUrl,
    control: new SandboxControl(sandbox.portalUrl, sandbox.gatewayUrl, sandbox.controlKey),
    console: consoleProcess,
    stop: async () => {
      await consoleProcess.stop();
      await sandbox.close();
    },
  };
}
