/** The sandbox's test control (fault injection, request log, clock), as the e2e suites use it. */
export interface LoggedRequest {
  seq: number;
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export type PortalFault = {
  operation?: string;
  method?: string;
  path?: string;
  mode: "slow" | "error" | "malformed" | "answer" | "drop";
  delayMs?: number;
  status?: number;
  /** For `answer`: the JSON value the portal sends back. */
  body?: unknown;
  /** For `answer`: the body's list (or an object body's first array field) repeated to this many items, `{i}` numbered. */
  repeat?: number;
  times?: number;
};

export class SandboxControl {
  constructor(
    readonly portalUrl: string,
    readonly gatewayUrl: string,
    private readonly key: string,
  ) {}

  private async call(base: string, method: string, path: string, body?: unknown) {
    const response = await fetch(`${base}/__control/${path}`, {
      method,
      headers: { "x-sandbox-control": this.key, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`control ${method} ${path}: ${response.status} ${await response.text()}`);
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  }

  fault(fault: PortalFault) {
    return this.call(this.portalUrl, "POST", "faults", fault);
  }
  clearFaults() {
    return Promise.all([this.call(this.portalUrl, "DELETE", "faults"), this.call(this.gatewayUrl, "DELETE", "faults")]);
  }
  /** Requests the portal received after `since`, without the console's permission probes (request id "probe-…"). */
  async requests(since = 0, options: { probes?: boolean } = {}): Promise<LoggedRequest[]> {
    const all: LoggedRequest[] = (await this.call(this.portalUrl, "GET", `requests?since=${since}`)).requests;
    return options.probes ? all : all.filter((r) => !String(r.headers["x-request-id"] ?? "").startsWith("probe-"));
  }
  /** The sequence number after which new requests will be logged. */
  async mark(): Promise<number> {
    const all = await this.requests(0, { probes: true });
    return all.length ? all[all.length - 1].seq : 0;
  }
  /** Requests the gateway received after `since` (its own sequence numbers). */
  async gatewayRequests(since = 0): Promise<LoggedRequest[]> {
    return (await this.call(this.gatewayUrl, "GET", `requests?since=${since}`)).requests;
  }
  advanceClock(advanceMs: number) {
    return this.call(this.portalUrl, "POST", "clock", { advanceMs });
  }
  /** Stops the portal's clock (states that move with time stay put) or lets it run on from where it stood. */
  setClockFrozen(frozen: boolean) {
    return this.call(this.portalUrl, "POST", "clock", { frozen });
  }
  gatewayFault(fault: { mode: string; afterChunks?: number; delayMs?: number; status?: number; times?: number }) {
    return this.call(this.gatewayUrl, "POST", "faults", fault);
  }
  setProvider(name: string, available: boolean) {
    return this.call(this.gatewayUrl, "POST", `providers/${name}`, { available });
  }
  pace(tokensPerSecond: number) {
    return this.call(this.gatewayUrl, "POST", "pace", { tokensPerSecond });
  }
}
