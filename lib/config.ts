import "server-only";
import { z } from "zod";

/**
 * The console's server configuration: every environment variable, its default, parsed once with zod.
 *
 * | Variable | Default | Meaning |
 * |---|---|---|
 * | `PORTAL_URL` | `http://127.0.0.1:4010` | Base URL of the Portal Management API (or the sandbox portal). |
 * | `GATEWAY_URL` | `http://127.0.0.1:4011` | Base URL of the Inference Gateway (or the sandbox gateway); `/v1/...` is appended. |
 * | `REGIONS` | `eu-central,eu-west` | Regions offered at login and in the region switcher, comma separated; the first is the default. |
 * | `DATA_DIR` | `.data` | Directory of the embedded session store (`sessions.json`) and of the generated `session-secret`. |
 * | `SESSION_SECRET` | generated into `DATA_DIR/session-secret` | Secret (at least 32 characters) from which the AES-256-GCM key encrypting tokens at rest is derived. Set it when several instances share Redis. |
 * | `REDIS_URL` | unset | `redis://…` of a Redis/Valkey server: sessions and login rate-limit counters live there instead of the file store. |
 * | `REDIS_PREFIX` | `console:` | Key prefix in Redis, so several consoles can share one server. |
 * | `SESSION_IDLE_MINUTES` | `30` | A session unused for this long ends. |
 * | `SESSION_MAX_HOURS` | `12` | A session ends this long after login, however active. |
 * | `COOKIE_SECURE` | `auto` | `auto`: `Secure` + `__Host-` cookie name when the request arrived over https (or `X-Forwarded-Proto: https`); `true`: always; `false`: never (plain-http local use only). |
 * | `PUBLIC_ORIGIN` | unset | The console's public origin (`https://console.example.com`); when set, a browser `Origin` must equal it. When unset, the `Origin` host must equal the request's `Host`. |
 * | `TRUSTED_PROXY_HOPS` | `0` | Reverse proxies in front of the console that append to `X-Forwarded-For`; picks the client address used for the login rate limit. |
 * | `LOGIN_MAX_FAILURES` | `10` | Failed logins per client address and window before logins answer 429. |
 * | `LOGIN_WINDOW_SECONDS` | `60` | Length of that window. |
 * | `UPSTREAM_CONNECT_TIMEOUT_MS` | `5000` | Connect timeout towards the portal and the gateway. |
 * | `UPSTREAM_TIMEOUT_MS` | `30000` | Whole-request timeout towards the portal; for gateway streams, the time to the response headers and the longest pause between two chunks. |
 * | `MAX_BODY_BYTES` | `1048576` | Largest request body the BFF accepts (413 above). |
 * | `GATEWAY_API_KEY` | unset | Server-wide gateway key used when the session has none of its own. |
 * | `GATEWAY_AUTH_HEADER` | `authorization` | How the gateway key is sent: `authorization` (`Bearer …`) or `x-api-key`. |
 * | `CHECK_OUTPUT` | on unless `NODE_ENV=production` | `1` checks upstream JSON against the catalog's output schemas (mismatches logged and counted in `/api/health`), `0` never. |
 * | `SANDBOX_DEMO_TOKENS` | unset | JSON list `[{"name","value","description"?}]` of the sandbox's public demo tokens, offered by the login page; set by the run script only. |
 * | `SANDBOX` | `1` when `SANDBOX_DEMO_TOKENS` is set | Tells the shell it talks to the sandbox (shows a banner). |
 * | `LOG_REQUESTS` | `1` | `0` silences the one-line-per-request log. |
 * | `TRANSLATION_ASSISTANT` | `1` | `0` hides the translation editor's assistant (memory and gateway suggestions). |
 * | `PSEUDO_LOCALE` | on unless `NODE_ENV=production` | `1` offers the pseudo-locale in the language menu, `0` never. |
 * | `LOG_LEVEL` | `info` | Lowest level of request lines written: `debug` (adds successful health probes), `info`, `warn` (output mismatches of writes, broken-off streams), `error` (5xx answers, reads refused for their shape among them). |
 * | `TRUST_REQUEST_ID` | `0` | `1`: take a plain incoming `X-Request-Id` (from the proxy in front) as the request id; only for a console reachable through that proxy alone. `0`: every request gets a fresh id. |
 * | `METRICS_TOKEN` | unset | Turns on `GET /api/metrics` (Prometheus text format), answered only with `Authorization: Bearer <this>`; at least 16 characters. Unset: the path is a 404. |
 */

const flag = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const DemoTokens = z.array(
  z
    .object({
      name: z.string().min(1).max(64),
      value: z.string().min(1).max(512).optional(),
      token: z.string().min(1).max(512).optional(),
      description: z.string().max(200).optional(),
    })
    .refine((t) => (t.value ?? t.token) !== undefined, "each demo token needs a value")
    .transform((t) => ({
      name: t.name,
      value: (t.value ?? t.token) as string,
      ...(t.description ? { description: t.description } : {}),
    })),
);

const jsonText = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "must be JSON" });
        return z.NEVER;
      }
    })
    .pipe(schema);

const baseUrl = z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ""));

const RegionList = z
  .string()
  .transform((s) => [
    ...new Set(
      s
        .split(",")
        .map((r) => r.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z.array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, "a region is lower-case letters, digits and dashes")).min(1),
  );

const EnvSchema = z.object({
  NODE_ENV: z.string().default("development"),
  PORTAL_URL: baseUrl.default("http://127.0.0.1:4010"),
  GATEWAY_URL: baseUrl.default("http://127.0.0.1:4011"),
  REGIONS: RegionList.default(["eu-central", "eu-west"]),
  DATA_DIR: z.string().min(1).default(".data"),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_PREFIX: z.string().max(64).default("console:"),
  SESSION_IDLE_MINUTES: positiveInt(30),
  SESSION_MAX_HOURS: positiveInt(12),
  COOKIE_SECURE: z.enum(["auto", "true", "false"]).default("auto"),
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .transform((u) => new URL(u).origin)
    .optional(),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  LOGIN_MAX_FAILURES: positiveInt(10),
  LOGIN_WINDOW_SECONDS: positiveInt(60),
  UPSTREAM_CONNECT_TIMEOUT_MS: positiveInt(5_000),
  UPSTREAM_TIMEOUT_MS: positiveInt(30_000),
  MAX_BODY_BYTES: positiveInt(1024 * 1024),
  GATEWAY_API_KEY: z.string().min(1).optional(),
  GATEWAY_AUTH_HEADER: z.enum(["authorization", "x-api-key"]).default("authorization"),
  CHECK_OUTPUT: flag.optional(),
  SANDBOX_DEMO_TOKENS: jsonText(DemoTokens).optional(),
  SANDBOX: flag.optional(),
  LOG_REQUESTS: flag.default(true),
  TRANSLATION_ASSISTANT: flag.default(true),
  PSEUDO_LOCALE: flag.optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  TRUST_REQUEST_ID: flag.default(false),
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
});

/** The name of every variable parseConfig reads (deployment files are checked against it). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(EnvSchema.shape);

export type LogLevel = "debug" | "info" | "warn" | "error";

export type DemoToken = z.infer<typeof DemoTokens>[number];

export interface Config {
  production: boolean;
  portalUrl: string;
  gatewayUrl: string;
  regions: string[];
  dataDir: string;
  sessionSecret: string | undefined;
  redisUrl: string | undefined;
  redisPrefix: string;
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
  cookieSecure: "auto" | "always" | "never";
  publicOrigin: string | undefined;
  trustedProxyHops: number;
  loginMaxFailures: number;
  loginWindowMs: number;
  connectTimeoutMs: number;
  upstreamTimeoutMs: number;
  maxBodyBytes: number;
  gatewayApiKey: string | undefined;
  gatewayAuthHeader: "authorization" | "x-api-key";
  checkOutput: boolean;
  demoTokens: DemoToken[];
  sandbox: boolean;
  logRequests: boolean;
  /** Whether the translation editor shows its assistant (memory and gateway suggestions). */
  translationAssistant: boolean;
  /** Whether the language menu offers the pseudo-locale (`en-XA`, accented and 40 % longer English). */
  pseudoLocale: boolean;
  logLevel: LogLevel;
  trustRequestId: boolean;
  metricsToken: string | undefined;
}

/** A configuration problem; its message names variables and rules, never values. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses an environment; throws one message naming every bad variable (the server must not start half-configured). */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // An empty variable means "unset", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const demoTokens = e.SANDBOX_DEMO_TOKENS ?? [];
  return {
    production,
    portalUrl: e.PORTAL_URL,
    gatewayUrl: e.GATEWAY_URL,
    regions: e.REGIONS,
    dataDir: e.DATA_DIR,
    sessionSecret: e.SESSION_SECRET,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    idleTimeoutMs: e.SESSION_IDLE_MINUTES * 60_000,
    absoluteTimeoutMs: e.SESSION_MAX_HOURS * 3_600_000,
    cookieSecure: e.COOKIE_SECURE === "auto" ? "auto" : e.COOKIE_SECURE === "true" ? "always" : "never",
    publicOrigin: e.PUBLIC_ORIGIN,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginWindowMs: e.LOGIN_WINDOW_SECONDS * 1000,
    connectTimeoutMs: e.UPSTREAM_CONNECT_TIMEOUT_MS,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    maxBodyBytes: e.MAX_BODY_BYTES,
    gatewayApiKey: e.GATEWAY_API_KEY,
    gatewayAuthHeader: e.GATEWAY_AUTH_HEADER,
    checkOutput: e.CHECK_OUTPUT ?? !production,
    demoTokens,
    sandbox: e.SANDBOX ?? demoTokens.length > 0,
    logRequests: e.LOG_REQUESTS,
    translationAssistant: e.TRANSLATION_ASSISTANT,
    pseudoLocale: e.PSEUDO_LOCALE ?? !production,
    logLevel: e.LOG_LEVEL,
    trustRequestId: e.TRUST_REQUEST_ID,
    metricsToken: e.METRICS_TOKEN,
  };
}
