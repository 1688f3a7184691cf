import { focusManager, QueryClient, QueryObserver, onlineManager } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./error";
import { currentReachability, resetReachability } from "./reachability";
import { PROBE_DELAYS_MS, refetchOnReturn, watchReachability, type HealthCheck, type RecoveryMeta } from "./recovery";

const unreachable = (service: "portal" | "gateway", lastReachedAt?: string) =>
  new ApiError({
    code: "upstream_unreachable",
    message: "The upstream service cannot be reached.",
    status: 502,
    upstream: { service, ...(lastReachedAt ? { lastReachedAt } : {}) },
  });

const refused = new ApiError({ code: "permission_denied", message: "no", status: 403, permission: "x-get" });

/** A read that fails until `up` is set, then answers; counts its calls. */
function flakyRead(client: QueryClient, key: readonly unknown[], service: "portal" | "gateway") {
  const state = { up: false, calls: 0 };
  const observer = new QueryObserver(client, {
    queryKey: key,
    queryFn: async () => {
      state.calls += 1;
      if (!state.up) throw unreachable(service, "2025-03-01T10:00:00.000Z");
      return "answer";
    },
    retry: false,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { state, observer, unsubscribe };
}

let client: QueryClient;
let stop: () => void;
let health: ReturnType<typeof vi.fn<HealthCheck>>;

beforeEach(() => {
  vi.useFakeTimers();
  resetReachability();
  focusManager.setFocused(true);
  onlineManager.setOnline(true);
  client = new QueryClient();
  health = vi.fn<HealthCheck>(async () => ({ portal: false, gateway: true }));
  stop = watchReachability(client, health);
});

afterEach(() => {
  stop();
  client.clear();
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

describe("reachability from reads' outcomes", () => {
  it("a read the portal did not answer marks it unreachable with the server's last contact; an answer marks it back", async () => {
    const read = flakyRead(client, ["portal", "ai.keys.list"], "portal");
    await vi.advanceTimersByTimeAsync(0);
    expect(currentReachability().portal).toEqual({
      reachable: false,
      lastReachedAt: Date.parse("2025-03-01T10:00:00.000Z"),
    });
    expect(currentReachability().gateway.reachable).toBe(true);

    read.state.up = true;
    await read.observer.refetch();
    expect(currentReachability().portal.reachable).toBe(true);
    read.unsubscribe();
  });

  it("other failures say nothing about reachability", async () => {
    const observer = new QueryObserver(client, {
      queryKey: ["portal", "ai.key.delete"],
      queryFn: () => Promise.reject(refused),
      retry: false,
    });
    const off = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(observer.getCurrentResult().status).toBe("error");
    expect(currentReachability().portal.reachable).toBe(true);
    off();
  });
});

describe("the health check while an upstream is down", () => {
  it("asks after 1 s and then every 2 s, and not at all while the tab is hidden", async () => {
    const read = flakyRead(client, ["portal", "ai.keys.list"], "portal");
    await vi.advanceTimersByTimeAsync(0);
    expect(health).not.toHaveBeenCalled();
    const expected = [1_000, 2_000, 2_000, 2_000];
    for (const [index, delay] of expected.entries()) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(health).toHaveBeenCalledTimes(index);
      await vi.advanceTimersByTimeAsync(1);
      expect(health).toHaveBeenCalledTimes(index + 1);
    }

    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(30_000);
    const whileHidden = health.mock.calls.length;
    expect(whileHidden).toBeLessThanOrEqual(expected.length + 1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(health).toHaveBeenCalledTimes(whileHidden);

    // Shown again: one check at once.
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(health).toHaveBeenCalledTimes(whileHidden + 1);
    read.unsubscribe();
  });

  it("when the portal answers again, its failed reads are fetched again; the gateway's wait for the gateway", async () => {
    const portalRead = flakyRead(client, ["portal", "context.get"], "portal");
    const gatewayRead = flakyRead(client, ["gateway", "models"], "gateway");
    await vi.advanceTimersByTimeAsync(0);
    expect(portalRead.state.calls).toBe(1);
    expect(gatewayRead.state.calls).toBe(1);

    portalRead.state.up = true;
    health.mockResolvedValue({ portal: true, gateway: false });
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[0]);
    expect(currentReachability().portal.reachable).toBe(true);
    expect(portalRead.state.calls).toBe(2);
    expect(portalRead.observer.getCurrentResult()).toMatchObject({ status: "success", data: "answer" });
    expect(gatewayRead.state.calls).toBe(1);
    expect(currentReachability().gateway.reachable).toBe(false);

    gatewayRead.state.up = true;
    health.mockResolvedValue({ portal: true, gateway: true });
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[1]);
    expect(gatewayRead.observer.getCurrentResult()).toMatchObject({ status: "success", data: "answer" });

    // Nothing down: no more checks.
    const calls = health.mock.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(health).toHaveBeenCalledTimes(calls);
    portalRead.unsubscribe();
    gatewayRead.unsubscribe();
  });

  it("a console server that does not answer the check is asked again", async () => {
    const read = flakyRead(client, ["portal", "tasks.list"], "portal");
    await vi.advanceTimersByTimeAsync(0);
    health.mockRejectedValueOnce(ApiError.network());
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[0]);
    expect(currentReachability().portal.reachable).toBe(false);
    read.state.up = true;
    health.mockResolvedValue({ portal: true, gateway: true });
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[1]);
    expect(read.observer.getCurrentResult().data).toBe("answer");
    read.unsubscribe();
  });
});

describe("refetchOnReturn", () => {
  it("asks again what failed and may succeed now, except reads waiting for an upstream known to be down", async () => {
    const read = flakyRead(client, ["portal", "ai.keys.list"], "portal");
    await vi.advanceTimersByTimeAsync(0);
    const query = client.getQueryCache().find({ queryKey: ["portal", "ai.keys.list"] })!;
    expect(refetchOnReturn(query)).toBe(false);

    const failed = new QueryObserver(client, {
      queryKey: ["portal", "backups.list"],
      queryFn: () => Promise.reject(new ApiError({ code: "upstream_error", message: "500", status: 502 })),
      retry: false,
    });
    const off = failed.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(refetchOnReturn(client.getQueryCache().find({ queryKey: ["portal", "backups.list"] })!)).toBe("always");

    const deniedObserver = new QueryObserver(client, {
      queryKey: ["portal", "quotas.list"],
      queryFn: () => Promise.reject(refused),
      retry: false,
    });
    const offDenied = deniedObserver.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(refetchOnReturn(client.getQueryCache().find({ queryKey: ["portal", "quotas.list"] })!)).toBe(false);
    off();
    offDenied();
    read.unsubscribe();
  });
});

describe("a read under way when the page is told to heal", () => {
  const upstreamError = () => new ApiError({ code: "upstream_error", message: "500", status: 502 });

  /** A portal read whose answers the test gives one by one; counts its calls. */
  function pendingRead(key: readonly unknown[]) {
    const answers: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
    const observer = new QueryObserver(client, {
      queryKey: key,
      queryFn: () => new Promise<unknown>((resolve, reject) => answers.push({ resolve, reject })),
      retry: false,
      refetchOnWindowFocus: refetchOnReturn,
      refetchOnReconnect: refetchOnReturn,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    return { answers, observer, unsubscribe };
  }

  beforeEach(() => client.mount());
  afterEach(() => client.unmount());

  it("is asked again when its answer, arriving after the tab is shown again, is a failure", async () => {
    const read = pendingRead(["portal", "ai.keys.list", "ledger"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(read.answers).toHaveLength(1);

    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    // The read under way is not interrupted nor doubled.
    expect(read.answers).toHaveLength(1);

    read.answers[0].reject(upstreamError());
    await vi.advanceTimersByTimeAsync(0);
    expect(read.answers).toHaveLength(2);
    read.answers[1].resolve("answer");
    await vi.advanceTimersByTimeAsync(0);
    expect(read.observer.getCurrentResult()).toMatchObject({ status: "success", data: "answer" });
    read.unsubscribe();
  });

  it("the same when the browser comes back online", async () => {
    const read = pendingRead(["portal", "backups.list"]);
    await vi.advanceTimersByTimeAsync(0);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    read.answers[0].reject(upstreamError());
    await vi.advanceTimersByTimeAsync(0);
    expect(read.answers).toHaveLength(2);
    read.unsubscribe();
  });

  it("the same when its upstream answers again", async () => {
    const down = flakyRead(client, ["portal", "context.get"], "portal");
    await vi.advanceTimersByTimeAsync(0);
    expect(currentReachability().portal.reachable).toBe(false);
    const read = pendingRead(["portal", "quotas.list"]);
    await vi.advanceTimersByTimeAsync(0);

    down.state.up = true;
    health.mockResolvedValue({ portal: true, gateway: true });
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[0]);
    expect(currentReachability().portal.reachable).toBe(true);
    read.answers[0].reject(upstreamError());
    await vi.advanceTimersByTimeAsync(0);
    expect(read.answers).toHaveLength(2);
    down.unsubscribe();
    read.unsubscribe();
  });

  it("is asked once, not again and again, and a read begun after the return is left to its Retry", async () => {
    const read = pendingRead(["portal", "ai.keys.list", "ledger"]);
    await vi.advanceTimersByTimeAsync(0);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    read.answers[0].reject(upstreamError());
    await vi.advanceTimersByTimeAsync(0);
    read.answers[1].reject(upstreamError());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(read.answers).toHaveLength(2);
    expect(read.observer.getCurrentResult().status).toBe("error");

    const later = pendingRead(["portal", "backups.list"]);
    await vi.advanceTimersByTimeAsync(0);
    later.answers[0].reject(upstreamError());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(later.answers).toHaveLength(1);
    read.unsubscribe();
    later.unsubscribe();
  });

  it("a refused read is not asked again", async () => {
    const read = pendingRead(["portal", "ai.keys.list"]);
    await vi.advanceTimersByTimeAsync(0);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    read.answers[0].reject(refused);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(read.answers).toHaveLength(1);
    read.unsubscribe();
  });
});

describe("a read that answered only in part (meta.partial)", () => {
  /** A portal read whose answer says whether it is whole; counts its calls. */
  function partialRead(key: readonly unknown[]) {
    const state = { whole: false, calls: 0 };
    const observer = new QueryObserver(client, {
      queryKey: key,
      queryFn: async (): Promise<unknown> => {
        state.calls += 1;
        return { whole: state.whole };
      },
      retry: false,
      refetchOnWindowFocus: refetchOnReturn,
      meta: { partial: (data: unknown) => !(data as { whole: boolean }).whole } satisfies RecoveryMeta,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    return { state, observer, unsubscribe };
  }

  beforeEach(() => client.mount());
  afterEach(() => client.unmount());

  it("is asked again when the tab is shown again, until it is whole", async () => {
    const read = partialRead(["portal", "ai.keys.list", "ledger"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(read.state.calls).toBe(1);
    read.state.whole = true;
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(read.state.calls).toBe(2);
    expect(read.observer.getCurrentResult().data).toEqual({ whole: true });

    // Whole, it waits for its own staleness like any read that has its answer.
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(read.state.calls).toBe(2);
    read.unsubscribe();
  });

  it("is asked again when its upstream answers again", async () => {
    const read = partialRead(["portal", "ai.keys.list", "ledger"]);
    await vi.advanceTimersByTimeAsync(0);
    const down = flakyRead(client, ["portal", "context.get"], "portal");
    await vi.advanceTimersByTimeAsync(0);
    expect(currentReachability().portal.reachable).toBe(false);
    expect(read.state.calls).toBe(1);

    down.state.up = true;
    read.state.whole = true;
    health.mockResolvedValue({ portal: true, gateway: true });
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[0]);
    expect(read.state.calls).toBe(2);
    expect(read.observer.getCurrentResult().data).toEqual({ whole: true });
    down.unsubscribe();
    read.unsubscribe();
  });
});
