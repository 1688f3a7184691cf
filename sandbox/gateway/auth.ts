/**
 * Who may call the stand-in: virtual keys (`sk-gateway-…`) that each allow a set of providers, and a gateway
 * token that allows all. The key comes as `Authorization: Bearer <key>`, `x-api-key: <key>`, or as the
 * password of HTTP Basic auth (the spec's BasicAuth scheme).
 */
import type { IncomingHttpHeaders } from "node:http";
import { GatewayError } from "./errors";

export type ProviderGrant = string[] | "all";

export interface GatewayKey {
  key: string;
  providers: ProviderGrant;
  description: string;
}

export const DEMO_KEYS: readonly GatewayKey[] = [
  { key: "sk-gateway-demo-all", providers: "all", description: "virtual key: every provider" },
  {
    key: "sk-gateway-demo-limited",
    providers: ["openai", "mistral"],
    description: "virtual key: openai and mistral only (other providers are hidden and answer 403)",
  },
  { key: "gw-demo-token", providers: "all", description: "gateway authentication token: every provider" },
];

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The key a request presents, from the first carrier that holds one. */
export function presentedKey(headers: IncomingHttpHeaders): string | undefined {
  const authorization = headerValue(headers, "authorization")?.trim();
  if (authorization) {
    const [scheme, credentials = ""] = authorization.split(/\s+/, 2);
    if (/^bearer$/i.test(scheme)) return credentials || undefined;
    if (/^basic$/i.test(scheme)) {
      const decoded = Buffer.from(credentials, "base64").toString("utf8");
      const colon = decoded.indexOf(":");
      return colon >= 0 ? decoded.slice(colon + 1) || undefined : undefined;
    }
  }
  return headerValue(headers, "x-api-key")?.trim() || undefined;
}

export function authenticate(headers: IncomingHttpHeaders, keys: readonly GatewayKey[]): GatewayKey {
  const key = presentedKey(headers);
  if (!key) {
    throw new GatewayError(401, "invalid_api_key", "No API key given: send Authorization: Bearer <key> or x-api-key.");
  }
  const known = keys.find((k) => k.key === key);
  if (!known) throw new GatewayError(401, "invalid_api_key", "The API key is not valid.");
  return known;
}

export const allowsProvider = (key: GatewayKey, provider: string) =>
  key.providers === "all" || key.providers.includes(provider);
