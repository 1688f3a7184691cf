/**
 * The sandbox's state: `{[region]: {[areaKey]: state}}` in memory, one JSON file per region in the data directory.
 * Writes are debounced and atomic (temp file + rename), so a crash never leaves half a file behind.
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { AnyArea, SandboxServices, SeedOptions } from "./area";
import { seedingServices } from "./services";

export type RegionState = Record<string, unknown>;

const RegionFileSchema = z.object({
  format: z.literal(1),
  savedAt: z.string(),
  areas: z.record(z.string(), z.unknown()),
});

export interface StoreOptions {
  dataDir: string;
  regions: readonly string[];
  areas: readonly AnyArea[];
  seedOptions: SeedOptions;
  services: SandboxServices;
  /** Ignore what is on disk and reseed. */
  reset?: boolean;
  /** How long writes wait for further changes; 100 ms by default. */
  debounceMs?: number;
  /** Where to report unreadable files; console.warn by default. */
  warn?: (message: string) => void;
}

export class SandboxStore {
  private readonly data = new Map<string, RegionState>();
  private readonly dirty = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private closed = false;

  private constructor(private readonly options: StoreOptions) {}

  static async open(options: StoreOptions): Promise<SandboxStore> {
    const store = new SandboxStore(options);
    await mkdir(options.dataDir, { recursive: true });
    for (const region of options.regions) await store.load(region, options.reset ?? false);
    await store.flush();
    return store;
  }

  get regions(): readonly string[] {
    return this.options.regions;
  }

  /** The region's state, or undefined for a region the sandbox does not serve. */
  region(name: string): RegionState | undefined {
    return this.data.get(name);
  }

  /** Schedules a write of the region's file. */
  markDirty(region: string): void {
    if (!this.data.has(region) || this.closed) return;
    this.dirty.add(region);
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.options.debounceMs ?? 100);
  }

  /** Reseeds every region and writes it at once. */
  async reset(): Promise<void> {
    for (const region of this.options.regions) {
      this.data.set(region, this.seedRegion(region));
      this.dirty.add(region);
    }
    await this.flush();
  }

  /** Writes every pending region now; resolves when the files are on disk. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const regions = [...this.dirty];
    this.dirty.clear();
    // One write at a time: two renames racing could put an older snapshot last.
    this.writing = this.writing.then(() => this.writeRegions(regions));
    return this.writing;
  }

  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
  }

  private fileOf(region: string): string {
    return path.join(this.options.dataDir, `${region}.json`);
  }

  private async load(region: string, reset: boolean): Promise<void> {
    const saved = reset ? undefined : await this.readRegion(region);
    if (!saved) {
      this.data.set(region, this.seedRegion(region));
      this.dirty.add(region);
      return;
    }
    // An area added since the file was written gets its seed; the others keep their saved state.
    for (const area of this.options.areas) {
      if (!(area.key in saved)) {
        saved[area.key] = this.seedArea(area, region);
        this.dirty.add(region);
      }
    }
    this.data.set(region, saved);
  }

  private async readRegion(region: string): Promise<RegionState | undefined> {
    let text: string;
    try {
      text = await readFile(this.fileOf(region), "utf8");
    } catch {
      return undefined;
    }
    try {
      const parsed = RegionFileSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data.areas;
    } catch {
      // fall through: an unreadable file is kept aside and the region reseeded
    }
    const aside = `${this.fileOf(region)}.unreadable-${Date.now()}`;
    await rename(this.fileOf(region), aside).catch(() => undefined);
    (this.options.warn ?? console.warn)(`sandbox: ${this.fileOf(region)} was unreadable; moved to ${aside}, reseeding`);
    return undefined;
  }

  private seedRegion(region: string): RegionState {
    const state: RegionState = {};
    for (const area of this.options.areas) state[area.key] = this.seedArea(area, region);
    return state;
  }

  private seedArea(area: AnyArea, region: string): unknown {
    const services = seedingServices(this.options.services, `${region}:${area.key}`);
    return area.seed(region, services, this.options.seedOptions);
  }

  private async writeRegions(regions: string[]): Promise<void> {
    for (const region of regions) {
      const state = this.data.get(region);
      if (!state) continue;
      const file = this.fileOf(region);
      const temp = `${file}.${process.pid}.tmp`;
      const body = JSON.stringify({ format: 1, savedAt: new Date().toISOString(), areas: state });
      try {
        await writeFile(temp, body, "utf8");
        await rename(temp, file);
      } catch (error) {
        (this.options.warn ?? console.warn)(`sandbox: could not write ${file}: ${(error as Error).message}`);
      }
    }
  }
}
