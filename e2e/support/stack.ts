import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { GatewayDialect } from "../../sandbox/gateway/dialect";
import { startSandbox, type RunningSandbox, type StartSandboxOptions } from "../../sandbox/start";
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
  /**
   * The sandbox as an outage: `stop()` closes the portal and the gateway (connections refused from then on),
   * `start()` opens them again on the same ports with the data they held.
   */
  sandbox: { stop(): Promise<void>; start(): Promise<void> };
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
  const sandboxOptions = {
    dataDir,
    extraTokens: options.extraTokens,
    seed: options.seed,
    gateway: {
      ...(options.gatewayKeys
        ? { extraKeys: options.gatewayKeys.map((key) => ({ key, providers: "all" as const })) }
        : {}),
      ...(options.gatewayDialect ? { dialect: options.gatewayDialect } : {}),
    },
  };
  let sandbox: RunningSandbox | null = await startSandbox({ ...sandboxOptions, reset: true });
  const first = sandbox;
  const portOf = (url: string) => Number(new URL(url).port);
  const demoTokens = Object.entries(TOKENS)
    .filter(([name]) => name !== "expired")
    .map(([name, value]) => ({ name, value }));
  const consoleProcess = await startConsole({
    PORTAL_URL: first.portalUrl,
    GATEWAY_URL: first.gatewayUrl,
    GATEWAY_API_KEY: "sk-gateway-demo-all",
    REGIONS: "eu-central,eu-west",
    SANDBOX_DEMO_TOKENS: JSON.stringify(demoTokens),
    ...options.consoleEnv,
  });
  return {
    consoleUrl: consoleProcess.url,
    portalUrl: first.portalUrl,
    gatewayUrl: first.gatewayUrl,
    control: new SandboxControl(first.portalUrl, first.gatewayUrl, first.controlKey),
    console: consoleProcess,
    sandbox: {
      stop: async () => {
        await sandbox?.close();
        sandbox = null;
      },
      start: async () => {
        sandbox ??= await startSandbox({
          ...sandboxOptions,
          portalPort: portOf(first.portalUrl),
          gatewayPort: portOf(first.gatewayUrl),
          controlKey: first.controlKey,
        });
      },
    },
    stop: async () => {
      await consoleProcess.stop();
      await sandbox?.close();
    },
  };
}
