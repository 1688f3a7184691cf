/**
 * Seed of the backups area for one region: 6 policies (one disabled), 6 projects in 2 domains (one disabled) with
 * VMs and volumes, some of them unprotected, and a history of 220+ backups in every state.
 * Deterministic for the same region and sandbox time (dates are anchored to the seed's `now`).
 */
import type { SandboxServices } from "../area";
import { iso, type BackupsState } from "../areas/backups/model";
import { DOMAINS, FLAVORS, IMAGES, SeedIds, seedInventory } from "./backups-inventory";
import { seedPolicies } from "./backups-policies";
import { seedHistory } from "./backups-history";

export function seedBackups(region: string, services: SandboxServices): BackupsState {
  const rand = services.random(`backups:${region}`);
  const ids = new SeedIds(rand);
  const now = services.now();
  const policies = seedPolicies(ids, now);
  const inventory = seedInventory({ rand, ids, anchor: now, policies });
  const backups = seedHistory({ rand, ids, region, now, policies, inventory });
  return {
    policies,
    domains: structuredClone(DOMAINS),
    flavors: structuredClone(FLAVORS),
    images: structuredClone(IMAGES),
    ...inventory,
    backups,
    inventory: { refreshing_until: null, refreshed_at: iso(now - 3_600_000) },
  };
}
