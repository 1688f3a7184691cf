/**
 * Test helpers for area modules: seed an area the way the store does, and call its handlers the way the core
 * does (input validated with the catalog's schema first), with a clock the test controls.
 */
import { inputSchema, isOperationId, operations } from "../../../lib/portal/operations";
import type { OperationDef } from "../../../lib/portal/operation";
import { SandboxError, type SandboxArea, type SandboxServices } from "../area";
import { SandboxClock, createServices, seedingServices } from "../services";
import type { AnyArea } from "../area";

export const NO_EXTRAS = { i18nTokens: 0, aiKeys: 0, shoots: 0 };

export interface AreaHarness<S> {
  state: S;
  region: string;
  region_state: Record<string, unknown>;
  clock: SandboxClock;
  services: SandboxServices;
  notifications: Array<{ region: string; type: string; text: string }>;
  /** Validates `input` against the catalog like the core, then runs the handler. Throws SandboxError. */
  call(id: string, input?: Record<string, unknown>): unknown;
  /** The error a call throws, or fails the test when it succeeds. */
  refusal(id: string, input?: Record<string, unknown>): SandboxError;
}

export function seedArea<S>(area: SandboxArea<S>, region: string, services: SandboxServices): S {
  return area.seed(region, seedingServices(services, `${region}:${area.key}`), NO_EXTRAS);
}

/** `others` are further areas seeded into the same region (read through `region_state`). */
export function harness<S>(
  area: SandboxArea<S>,
  others: readonly AnyArea[] = [],
  region = "eu-central",
): AreaHarness<S> {
  const clock = new SandboxClock();
  const notifications: AreaHarness<S>["notifications"] = [];
  const services = createServices({ clock, notify: (r, type, text) => notifications.push({ region: r, type, text }) });
  const state = seedArea(area, region, services);
  const region_state: Record<string, unknown> = { [area.key]: state };
  for (const other of others) region_state[other.key] = seedArea(other as SandboxArea<unknown>, region, services);

  const call = (id: string, input: Record<string, unknown> = {}) => {
    if (!isOperationId(id)) throw new Error(`no operation ${id} in the catalog`);
    const handler = area.handlers[id];
    if (!handler) throw new Error(`area ${area.key} has no handler for ${id}`);
    const parsed = inputSchema(operations[id] as OperationDef).safeParse(input);
    // Like the BFF, the catalog's refusal names the field it concerns.
    const field = parsed.success ? undefined : parsed.error.issues[0]?.path[0];
    if (!parsed.success)
      throw new SandboxError(
        400,
        `invalid input for ${id}: ${parsed.error.message}`,
        field === undefined ? undefined : String(field),
      );
    const params = Object.fromEntries(
      Object.entries(input).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    return handler({
      region,
      state,
      region_state,
      input: parsed.data as never,
      params,
      user: "admin",
      services,
    });
  };
  const refusal = (id: string, input: Record<string, unknown> = {}) => {
    try {
      call(id, input);
    } catch (error) {
      if (error instanceof SandboxError) return error;
      throw error;
    }
    throw new Error(`${id} succeeded but a refusal was expected`);
  };
  return { state, region, region_state, clock, services, notifications, call, refusal };
}
