/**
 * GET /v1/models: the catalog, narrowed to the providers the key allows (and to `provider` when given), in pages.
 * The page token is opaque to clients: base64url of the next offset.
 */
import { ModelListQuery } from "../../lib/gateway/schemas";
import { allowsProvider } from "./auth";
import { GatewayError } from "./errors";
import { plainModelRecord } from "./dialect";
import { latencySince, parseRequest, sendJson, type Exchange } from "./http";
import { CATALOG, PROVIDERS } from "./models";

const encodeToken = (offset: number) => Buffer.from(`offset:${offset}`).toString("base64url");

function decodeToken(token: string): number {
  const match = /^offset:(\d{1,9})$/.exec(Buffer.from(token, "base64url").toString("utf8"));
  if (!match)
    throw new GatewayError(400, "invalid_page_token", "page_token is not a token this server issued.", "page_token");
  return Number(match[1]);
}

export async function handleListModels(exchange: Exchange): Promise<void> {
  const query = parseRequest(ModelListQuery, Object.fromEntries(exchange.url.searchParams));
  const { key } = exchange;
  if (query.provider !== undefined) {
    if (!(PROVIDERS as readonly string[]).includes(query.provider)) {
      throw new GatewayError(400, "unknown_provider", `provider must be one of ${PROVIDERS.join(", ")}.`, "provider");
    }
    if (!allowsProvider(key, query.provider)) {
      throw new GatewayError(
        403,
        "provider_not_allowed",
        `This key may not use the provider ${query.provider}.`,
        "provider",
      );
    }
  }
  const visible = CATALOG.filter(
    (m) => allowsProvider(key, m.provider) && (query.provider === undefined || m.provider === query.provider),
  );
  const offset = query.page_token ? decodeToken(query.page_token) : 0;
  const size = query.page_size ?? visible.length;
  const page = visible.slice(offset, offset + size);
  const next = offset + size < visible.length ? encodeToken(offset + size) : undefined;
  const pageToken = next ? { next_page_token: next } : {};
  if (exchange.state.dialect.name === "plain") {
    sendJson(exchange.res, 200, { object: "list", data: page.map(plainModelRecord), ...pageToken });
    return;
  }
  sendJson(exchange.res, 200, {
    data: page.map((m) => m.info),
    extra_fields: { request_type: "list_models", latency: latencySince(exchange.startedAt) },
    ...pageToken,
  });
}
