/** The live overlay's data path over real HTTP: the sandbox portal, the real portal client, the cache and builder. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "@/messages";
import { PortalClient } from "@/lib/portal/upstream";
import { ADMIN, startTestSandbox, type TestSandbox } from "@/sandbox/portal/test-support";
import { OverlayCache, type TokenFetcher } from "./overlay-cache";
import { portalTokenFetcher } from "./overlay-fetch";
import { flattenMessages, leafAt } from "./tokens";

let sandbox: TestSandbox;
let client: PortalClient;

beforeAll(async () => {
  sandbox = await startTestSandbox({ reset: true });
  client = new PortalClient({ baseUrl: sandbox.portalUrl, connectTimeoutMs: 2_000, timeoutMs: 5_000 });
});

afterAll(async () => {
  await client?.close();
  await sandbox?.dispose();
});

/** A cache on a fake clock that counts the fetches it makes and keeps its log lines. */
function setup(fetcher: TokenFetcher = portalTokenFetcher(client)) {
  const clock = { now: 1_000_000 };
  const lines: string[] = [];
  let fetches = 0;
  const cache = new OverlayCache({
    fetchTokens: (request) => {
      fetches += 1;
      return fetcher(request);
    },
    source: en,
    ttlMs: 5_000,
    now: () => clock.now,
    log: (line) => lines.push(line),
  });
  return { cache, clock, lines, fetches: () => fetches };
}

const request = { region: "eu-central", locale: "de", token: ADMIN };
const saveToken = async (lang: string, key: string, value: string) => {
  const answer = await sandbox.call("POST", `/i18n/lang/${lang}`, { body: { key, value } });
  expect(answer.status).toBeLessThan(300);
};

// A key the console really renders (the sidebar's label), and one with an argument.
const LABEL = "shell.nav.backups";
const WITH_ARGUMENT = Object.entries(flattenMessages(en)).find(([, text]) => /^[^{}]*\{(\w+)\}[^{}]*$/.test(text))!;

describe("OverlayCache with the portal's tokens", () => {
  it("overlays saved tokens onto the nested message keys, and nothing the bundle lacks", async () => {
    await saveToken("de", LABEL, "Datensicherungen");
    const { cache } = setup();
    const tree = await cache.get(request);
    expect(leafAt(tree, LABEL)).toBe("Datensicherungen");
    expect(leafAt(tree, "portal.menu.home")).toBeUndefined();
    expect(Object.keys(tree)).not.toContain("portal");
    expect(Object.keys(tree).every((namespace) => namespace in en)).toBe(true);
  });

  it("drops a token whose ICU is broken or whose arguments differ, and logs the key but not the value", async () => {
    const [key, text] = WITH_ARGUMENT;
    const argument = /\{(\w+)\}/.exec(text)![1];
    await saveToken("de", key, `Kaputt {${argument}`);
    await saveToken("de", "shell.nav.ai", "KI {unbekannt}");
    const { cache, lines, clock } = setup();
    const tree = await cache.get(request);
    expect(leafAt(tree, key)).toBeUndefined();
    expect(leafAt(tree, "shell.nav.ai")).toBeUndefined();
    expect(lines.join("\n")).toContain(key);
    expect(lines.join("\n")).toContain("shell.nav.ai (arguments differ)");
    expect(lines.join("\n")).not.toContain("Kaputt");
    // The same broken tokens are not logged again on the next refresh; a repaired token is overlaid.
    const logged = lines.length;
    clock.now += 6_000;
    await cache.get(request);
    expect(lines).toHaveLength(logged);
    await saveToken("de", key, `Repariert {${argument}}`);
    clock.now += 6_000;
    expect(leafAt(await cache.get(request), key)).toBe(`Repariert {${argument}}`);
  });

  it("serves from memory within the TTL, refreshes after it, and at once for a new save mark", async () => {
    const { cache, clock, fetches } = setup();
    await cache.get(request);
    await cache.get(request);
    expect(fetches()).toBe(1);

    await saveToken("de", LABEL, "Sicherungen (neu)");
    expect(leafAt(await cache.get({ ...request, rev: "save1" }), LABEL)).toBe("Sicherungen (neu)");
    expect(fetches()).toBe(2);
    await cache.get({ ...request, rev: "save1" });
    expect(fetches()).toBe(2);

    clock.now += 5_001;
    await cache.get({ ...request, rev: "save1" });
    expect(fetches()).toBe(3);
    // Regions and locales are cached apart.
    await cache.get({ ...request, locale: "fr" });
    await cache.get({ ...request, region: "eu-west" });
    expect(fetches()).toBe(5);
  });

  it("shares one fetch between concurrent page renders", async () => {
    const { cache, fetches } = setup();
    const trees = await Promise.all([cache.get(request), cache.get(request), cache.get(request)]);
    expect(fetches()).toBe(1);
    expect(trees[0]).toBe(trees[2]);
  });

  it("costs well under a millisecond per page render when cached", async () => {
    const { cache } = setup();
    await cache.get(request);
    const started = performance.now();
    for (let i = 0; i < 200; i++) await cache.get(request);
    expect((performance.now() - started) / 200).toBeLessThan(1);
  });

  it("turns a refused token or an unreachable portal into no overlay and one log line", async () => {
    const refused = setup();
    expect(await refused.cache.get({ ...request, token: "not-a-token" })).toEqual({});
    expect(refused.lines.join("\n")).toMatch(/portal answered 401/);
    expect(refused.lines.join("\n")).not.toContain("not-a-token");

    const down = new PortalClient({ baseUrl: "http://127.0.0.1:9", connectTimeoutMs: 500, timeoutMs: 1_000 });
    const offline = setup(portalTokenFetcher(down));
    expect(await offline.cache.get(request)).toEqual({});
    offline.clock.now += 6_000;
    expect(await offline.cache.get(request)).toEqual({});
    expect(offline.fetches()).toBe(2);
    expect(offline.lines).toHaveLength(1);
    await down.close();
  });
});
