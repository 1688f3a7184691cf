/**
 * Authentication as the portal spec describes it: header `auth-token` (a configured token, inside its validity
 * window) and header `region` (a served region); each operation then needs its one named permission.
 */
import { timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { TokenConfig } from "../config";
import { SandboxError } from "./area";

interface CompiledToken {
  config: TokenConfig;
  patterns: RegExp[];
  startMs: number;
  endMs: number;
}

const DAY_MS = 86_400_000;
const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

function compilePattern(pattern: string): RegExp {
  const escaped = pattern.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\-]/g, "\\$&"));
  return new RegExp(`^${escaped.join(".*")}$`);
}

function boundMs(value: string | undefined, fallback: number, isEnd: boolean): number {
  if (!value) return fallback;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new Error(`token date "${value}" is not an ISO date`);
  // A bare end date includes that whole day.
  return isEnd && BARE_DATE.test(value) ? ms + DAY_MS : ms;
}

/** The configured tokens, looked up by value. */
export class TokenBook {
  private readonly tokens: CompiledToken[];

  constructor(configs: readonly TokenConfig[]) {
    const names = new Set<string>();
    this.tokens = configs.map((config) => {
      if (names.has(config.name)) throw new Error(`token name "${config.name}" is configured twice`);
      names.add(config.name);
      return {
        config,
        patterns: config.permissions.map(compilePattern),
        startMs: boundMs(config.start, -Infinity, false),
        endMs: boundMs(config.end, Infinity, true),
      };
    });
  }

  get configs(): TokenConfig[] {
    return this.tokens.map((t) => t.config);
  }

  /** The token of a request, or a 401: missing, unknown, or outside its validity window at `now`. */
  authenticate(headers: IncomingHttpHeaders, now: number): TokenConfig {
    const value = headers["auth-token"];
    if (typeof value !== "string" || value === "") throw new SandboxError(401, "missing auth-token header");
    const token = this.tokens.find((t) => sameSecret(t.config.value, value));
    if (!token) throw new SandboxError(401, "unknown access token");
    if (now < token.startMs) throw new SandboxError(401, "access token is not valid yet");
    if (now >= token.endMs) throw new SandboxError(401, "access token has expired");
    return token.config;
  }

  /** True when the named token grants the permission. */
  permits(tokenName: string, permission: string): boolean {
    const token = this.tokens.find((t) => t.config.name === tokenName);
    return token !== undefined && token.patterns.some((p) => p.test(permission));
  }
}

/** The request's region, or a 400: missing or not served. */
export function requireRegion(headers: IncomingHttpHeaders, regions: readonly string[]): string {
  const region = headers["region"];
  if (typeof region !== "string" || region === "") throw new SandboxError(400, "missing region header", "region");
  if (!regions.includes(region)) {
    throw new SandboxError(400, `unknown region "${region.slice(0, 64)}"; served: ${regions.join(", ")}`, "region");
  }
  return region;
}

/** Constant-time comparison, so token values cannot be guessed by timing. */
export function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
