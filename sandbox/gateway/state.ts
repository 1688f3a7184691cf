/**
 * The stand-in's mutable state, changed through the control API: provider availability, injected faults,
 * token pace, the request log, and the count of open streams.
 */
import { z } from "zod";
import { SPEC_DIALECT, type GatewayDialect } from "./dialect";

export const FaultSpec = z.discriminatedUnion(
  "mode",
  [
    z.object({ mode: z.literal("drop-mid-stream"), afterChunks: z.int().min(0), times: z.int().min(1).optional() }),
    z.object({ mode: z.literal("slow"), delayMs: z.int().min(0).max(600_000), times: z.int().min(1).optional() }),
    z.object({ mode: z.literal("error"), status: z.int().min(400).max(599), times: z.int().min(1).optional() }),
    z.object({ mode: z.literal("broken-placeholder"), times: z.int().min(1).optional() }),
  ],
  "mode must be drop-mid-stream, slow, error or broken-placeholder",
);
export type FaultSpec = z.infer<typeof FaultSpec>;
export type FaultMode = FaultSpec["mode"];

export interface LoggedRequest {
  seq: number;
  time: string;
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON when the body was JSON, the raw text otherwise, null when empty. */
  body: unknown;
}

const LOG_LIMIT = 2000;

export class GatewayState {
  private readonly availability = new Map<string, boolean>();
  private faults: FaultSpec[] = [];
  private log: LoggedRequest[] = [];
  private seq = 0;
  openStreams = 0;

  constructor(
    readonly providers: readonly string[],
    private readonly defaultPace: number,
    public tokensPerSecond = defaultPace,
    /** Which gateway the stand-in plays: the spec's, or a bare OpenAI-compatible one (fixed for the server's life). */
    readonly dialect: GatewayDialect = SPEC_DIALECT,
  ) {}

  isAvailable = (provider: string) => this.availability.get(provider) ?? true;

  setAvailable(provider: string, available: boolean) {
    this.availability.set(provider, available);
  }

  providerStates = () => this.providers.map((name) => ({ name, available: this.isAvailable(name) }));

  addFault(fault: FaultSpec) {
    this.faults.push(fault);
  }

  clearFaults() {
    this.faults = [];
  }

  activeFaults = () => [...this.faults];

  /** Takes the first fault of that mode for one request, counting down `times` and dropping it when used up. */
  takeFault<M extends FaultMode>(mode: M): Extract<FaultSpec, { mode: M }> | undefined {
    const index = this.faults.findIndex((f) => f.mode === mode);
    if (index < 0) return undefined;
    const fault = this.faults[index] as Extract<FaultSpec, { mode: M }>;
    if (fault.times !== undefined) {
      if (fault.times <= 1) this.faults.splice(index, 1);
      else this.faults[index] = { ...fault, times: fault.times - 1 };
    }
    return fault;
  }

  record(entry: Omit<LoggedRequest, "seq" | "time">) {
    this.seq += 1;
    this.log.push({ seq: this.seq, time: new Date().toISOString(), ...entry });
    if (this.log.length > LOG_LIMIT) this.log.splice(0, this.log.length - LOG_LIMIT);
  }

  requestsSince = (since: number) => this.log.filter((r) => r.seq > since);

  lastSeq = () => this.seq;

  clearRequests() {
    this.log = [];
  }

  /** Back to how the server started (the sequence keeps counting so `since` stays meaningful). */
  reset() {
    this.availability.clear();
    this.faults = [];
    this.log = [];
    this.tokensPerSecond = this.defaultPace;
  }
}
