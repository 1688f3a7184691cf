/** The facilities the core hands every area: a movable clock, ids, notifications and seeded randomness. */
import { randomBytes } from "node:crypto";
import type { SandboxServices } from "./area";

/**
 * A clock tests can move forward: `Date.now()` plus an offset. Frozen, it stands still (states that move with time,
 * such as a backup's run, stay where they are) until it is moved or thawed; thawing carries on from where it stood.
 */
export class SandboxClock {
  private offsetMs = 0;
  private frozenAt: number | null = null;

  now(): number {
    return this.frozenAt ?? Date.now() + this.offsetMs;
  }

  advance(ms: number): number {
    if (this.frozenAt !== null) this.frozenAt += ms;
    else this.offsetMs += ms;
    return this.now();
  }

  get frozen(): boolean {
    return this.frozenAt !== null;
  }

  setFrozen(frozen: boolean): void {
    if (frozen && this.frozenAt === null) this.frozenAt = this.now();
    if (!frozen && this.frozenAt !== null) {
      this.offsetMs = this.frozenAt - Date.now();
      this.frozenAt = null;
    }
  }
}

/** Mulberry32 over an FNV-1a hash of the seed: small, fast, and the same sequence for the same string. */
export function seededRandom(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface ServicesOptions {
  clock: SandboxClock;
  /** Appends a notification to a region; the core wires it to the notifications area and persistence. */
  notify: (region: string, type: string, text: string) => void;
}

export function createServices({ clock, notify }: ServicesOptions): SandboxServices {
  return {
    now: () => clock.now(),
    // 32 random bits per id: collisions within one sandbox's data are not a practical concern.
    id: (prefix) => `${prefix}-${randomBytes(4).toString("hex")}`,
    notify,
    random: seededRandom,
  };
}

/** Services for seeding: ids come from the seed so the same options give the same data. */
export function seedingServices(base: SandboxServices, seed: string): SandboxServices {
  const next = seededRandom(`ids:${seed}`);
  return {
    ...base,
    id: (prefix) =>
      `${prefix}-${Math.floor(next() * 0x1_0000_0000)
        .toString(16)
        .padStart(8, "0")}`,
  };
}
