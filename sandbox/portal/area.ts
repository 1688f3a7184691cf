/**
 * The contract between the sandbox portal's core (HTTP, auth, validation, persistence, faults) and its areas.
 * Each area module owns one slice of a region's state, seeds it, moves it over time, and answers its operations.
 */

import type { OperationId, OperationParsedInput } from "../../lib/portal/operations";

/** Thrown by a handler to answer with an error; the core turns it into `{error: {status, message, field?}}`. */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new SandboxError(404, `${what} not found`);
export const conflict = (message: string, field?: string) => new SandboxError(409, message, field);
export const badRequest = (message: string, field?: string) => new SandboxError(400, message, field);

/** Facilities the core offers every handler and ticker. */
export interface SandboxServices {
  /** The sandbox clock in ms; tests may move it. */
  now(): number;
  /** A fresh id, unique in the store (`prefix-xxxxxxxx`). */
  id(prefix: string): string;
  /** Adds a notification record to the region (the notifications area lists them). */
  notify(region: string, type: string, text: string): void;
  /** Deterministic pseudo-random numbers for seeding, from a string seed. */
  random(seed: string): () => number;
}

export interface HandlerContext<S, Id extends OperationId> {
  region: string;
  /** This area's state in the request's region; mutate it in place, the core persists after a write. */
  state: S;
  /** The whole region's state, for areas that read another's (e.g. backups reading iaas zones). Read only. */
  region_state: Record<string, unknown>;
  /** Path params and body fields merged (GET bodies included), as the catalog's input schema parsed them. */
  input: OperationParsedInput<Id>;
  params: Record<string, string>;
  /** The name of the token that made the call, e.g. "admin"; used for created_by, canceled_by, user_id. */
  user: string;
  services: SandboxServices;
}

/** A handler's context without its input: what a helper shared by several handlers takes. */
export type AreaContext<S> = Omit<HandlerContext<S, never>, "input">;

/** What a handler returns: a JSON-serialisable body, or `undefined` for the spec's "none" (answered 204). */
export type Handler<S, Id extends OperationId> = (ctx: HandlerContext<S, Id>) => unknown;

/** Handlers by operation id of the catalog (`lib/portal/operations.ts`), each typed with its operation's input. */
export type Handlers<S> = { [Id in OperationId]?: Handler<S, Id> };

export interface SandboxArea<S> {
  /** The key of this area's slice in a region's state. */
  key: string;
  /** Builds the slice for one region. Deterministic for the same region and options. */
  seed(region: string, services: SandboxServices, options: SeedOptions): S;
  /**
   * Moves time-driven state forward (backups running → available, shoot progress...). Called before every request.
   * Return `true` when it changed the state so the core persists it; a tick that derives everything from timestamps
   * may return nothing, since running it again after a restart gives the same result.
   */
  tick?(state: S, now: number, region: string, services: SandboxServices): boolean | void;
  handlers: Handlers<S>;
}

export interface SeedOptions {
  /** Generate this many extra i18n tokens per language (load tests); 0 by default. */
  i18nTokens: number;
  /** Generate this many extra AI keys (load tests); 0 by default. */
  aiKeys: number;
  /** Generate this many extra shoots (load tests); 0 by default. */
  shoots: number;
}

export const defineArea = <S>(area: SandboxArea<S>) => area;

/** Any area, whatever its state type: what the core and the area list hold. */
export interface AnyArea {
  key: string;
  seed(region: string, services: SandboxServices, options: SeedOptions): unknown;
  tick?(state: never, now: number, region: string, services: SandboxServices): boolean | void;
  handlers: { [Id in OperationId]?: (ctx: HandlerContext<never, never>) => unknown };
}
