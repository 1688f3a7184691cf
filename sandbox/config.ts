/**
 * The sandbox's configuration: the access tokens the portal stand-in accepts and the regions it serves.
 * Defaults live here; `SANDBOX_TOKENS` (path to a JSON file) and `SANDBOX_REGIONS` (comma list) override them.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";

/** A portal access token as the account holder configures it: name, value, validity window, permissions. */
export const TokenConfigSchema = z.object({
  name: z.string().min(1),
  value: z.string().min(8),
  /** What the token is for, printed by `npm run sandbox`. */
  description: z.string().optional(),
  /**
   * Permission names as the catalog writes them (`ai_key-delete`); `*` matches any run of characters, so
   * `*` is every permission, `*-get` every read and `i18n_*` the translation permissions.
   */
  permissions: z.array(z.string().min(1)),
  /** ISO date or date-time; the token is refused before it. */
  start: z.string().optional(),
  /** ISO date or date-time; the token is refused after it (a bare date means through the end of that day, UTC). */
  end: z.string().optional(),
});
export type TokenConfig = z.infer<typeof TokenConfigSchema>;

export const TokenFileSchema = z.array(TokenConfigSchema);

const RegionSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, "a region is lower-case letters, digits and dashes");

const isoDay = (offsetDays: number, now: number) => new Date(now + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo tokens: one per typical role, one for the AI area alone (its permissions without the settings'
 * `property-get`, so the currency must come from the cost records), plus an expired one to show the 401 of the
 * validity window.
 */
export function defaultTokens(now = Date.now()): TokenConfig[] {
  return [
    { name: "admin", value: "demo-admin-token", description: "every permission", permissions: ["*"] },
    {
      name: "reader",
      value: "demo-reader-token",
      description: "read-only: every -get permission",
      permissions: ["*-get"],
    },
    {
      name: "translator",
      value: "demo-translator-token",
      description: "translations only: every i18n_* permission",
      permissions: ["i18n_*"],
    },
    {
      name: "ai",
      value: "demo-ai-token",
      description: "the AI area only: every ai* permission, without property-get (the settings)",
      permissions: ["ai*"],
    },
    {
      name: "expired",
      value: "demo-expired-token",
      description: "every permission, but its validity ended yesterday (401)",
      permissions: ["*"],
      start: isoDay(-30, now),
      end: isoDay(-1, now),
    },
  ];
}

/** The first region is the default one the console suggests. */
export const DEFAULT_REGIONS = ["eu-central", "eu-west"] as const;

/** Tokens from `SANDBOX_TOKENS` when set (a JSON array of token configs), the defaults otherwise. */
export function loadTokens(env: Readonly<Record<string, string | undefined>> = process.env): TokenConfig[] {
  const file = env.SANDBOX_TOKENS;
  if (!file) return defaultTokens();
  const parsed = TokenFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`SANDBOX_TOKENS ${file}: [${issue.path.join(".")}] ${issue.message}`);
  }
  return parsed.data;
}

/** Regions from `SANDBOX_REGIONS` (comma separated) when set, the defaults otherwise. */
export function loadRegions(env: Readonly<Record<string, string | undefined>> = process.env): string[] {
  const raw = env.SANDBOX_REGIONS;
  const list = raw
    ? raw
        .split(",")
        .map((r) => r.trim())
        .filter(Boolean)
    : [...DEFAULT_REGIONS];
  return parseRegions(list);
}

export function parseRegions(list: readonly string[]): string[] {
  const parsed = z.array(RegionSchema).min(1).safeParse(list);
  if (!parsed.success) throw new Error(`regions: ${parsed.error.issues[0].message}`);
  return [...new Set(parsed.data)];
}
