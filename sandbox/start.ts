/**
 * Starts the sandbox: the portal stand-in and the gateway stand-in, both on loopback. Used by `sandbox/main.ts`,
 * by the run command (through main.ts) and by tests and e2e fixtures (directly, on free ports).
 */
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { closeGracefully } from "./close";
import { startGatewayServer, type GatewayServerOptions } from "./gateway/server";
import { loadRegions, loadTokens, parseRegions, type TokenConfig } from "./config";
import type { AnyArea, SeedOptions } from "./portal/area";
import { areas as allAreas } from "./portal/areas";
import { appendNotification, type NotificationsState } from "./portal/areas/notifications";
import { TokenBook } from "./portal/auth";
import { FaultBook } from "./portal/faults";
import { RequestLog } from "./portal/request-log";
import { createPortalServer } from "./portal/server";
import { createServices, SandboxClock } from "./portal/services";
import { SandboxStore } from "./portal/store";

export type { TokenConfig } from "./config";

export interface StartSandboxOptions {
  /** Where the portal's state lives, one JSON file per region. */
  dataDir: string;
  /** 0 (a free port) by default. */
  portalPort?: number;
  gatewayPort?: number;
  host?: "127.0.0.1";
  /** Secret of both control APIs (`x-sandbox-control`); random by default. */
  controlKey?: string;
  /** Reseed instead of loading the data directory. */
  reset?: boolean;
  /** Replaces the configured tokens (`SANDBOX_TOKENS` or the demo tokens). */
  tokens?: TokenConfig[];
  /** Added to the tokens, e.g. a random sentinel token with every permission. */
  extraTokens?: TokenConfig[];
  /** Replaces the configured regions (`SANDBOX_REGIONS` or eu-central, eu-west); the first is the default. */
  regions?: string[];
  seed?: Partial<SeedOptions>;
  /** Options of the gateway stand-in, or `false` to start the portal alone. */
  gateway?:
    | {
        tokensPerSecond?: number;
        extraKeys?: GatewayServerOptions["extraKeys"];
        dialect?: GatewayServerOptions["dialect"];
      }
    | false;
  /** Replaces the area list (tests of the core). */
  areas?: readonly AnyArea[];
}

export interface RunningSandbox {
  portalUrl: string;
  /** "" when the gateway was not started. */
  gatewayUrl: string;
  controlKey: string;
  tokens: TokenConfig[];
  regions: string[];
  gatewayKeys: string[];
  /** The gateway keys with what each allows, for printing. */
  gatewayKeyInfo: { key: string; description: string }[];
  /** `graceMs`: requests in flight may finish for that long (the stop on SIGTERM); 0, the default: cut at once. */
  close(graceMs?: number): Promise<void>;
}

async function listen(server: Server, port: number, host: string): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return `http://${host}:${(server.address() as AddressInfo).port}`;
}

export async function startSandbox(options: StartSandboxOptions): Promise<RunningSandbox> {
  const host = options.host ?? "127.0.0.1";
  const controlKey = options.controlKey ?? randomBytes(16).toString("hex");
  const tokens = new TokenBook([...(options.tokens ?? loadTokens()), ...(options.extraTokens ?? [])]);
  const regions = options.regions ? parseRegions(options.regions) : loadRegions();
  const areas = options.areas ?? allAreas;
  const clock = new SandboxClock();

  // Services are needed to seed the store, and notify needs the store: it is bound once the store is open.
  const bound: { store?: SandboxStore } = {};
  const services = createServices({
    clock,
    notify: (region, type, text) => {
      const store = bound.store;
      const state = store?.region(region)?.notifications as NotificationsState | undefined;
      if (!state || !store) return;
      appendNotification(state, {
        id: services.id("ntf"),
        notification: text,
        timestamp: new Date(clock.now()).toISOString(),
        type,
        user: "system",
      });
      store.markDirty(region);
    },
  });
  const store = await SandboxStore.open({
    dataDir: options.dataDir,
    regions,
    areas,
    seedOptions: { i18nTokens: 0, aiKeys: 0, shoots: 0, ...options.seed },
    services,
    reset: options.reset,
  });
  bound.store = store;

  const portal = createPortalServer({
    store,
    areas,
    tokens,
    clock,
    services,
    faults: new FaultBook(),
    log: new RequestLog(),
    controlKey,
  });
  const portalUrl = await listen(portal, options.portalPort ?? 0, host);

  const gateway =
    options.gateway === false
      ? undefined
      : await startGatewayServer({
          port: options.gatewayPort ?? 0,
          host,
          controlKey,
          tokensPerSecond: options.gateway?.tokensPerSecond,
          extraKeys: options.gateway?.extraKeys,
          dialect: options.gateway?.dialect,
        }).catch(async (error: unknown) => {
          await closeGracefully(portal, 0);
          await store.close();
          throw error;
        });

  return {
    portalUrl,
    gatewayUrl: gateway?.url ?? "",
    controlKey,
    tokens: tokens.configs,
    regions,
    gatewayKeys: gateway?.keys.map((k) => k.key) ?? [],
    gatewayKeyInfo: gateway?.keys.map((k) => ({ key: k.key, description: k.description })) ?? [],
    close: async (graceMs = 0) => {
      await Promise.all([closeGracefully(portal, graceMs), gateway?.close(graceMs)]);
      await store.close();
    },
  };
}
