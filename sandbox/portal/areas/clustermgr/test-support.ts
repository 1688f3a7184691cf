/** Test helpers of the clustermgr area: the area harness with the core's tick before each call, and a valid body. */
import type { SandboxServices } from "../../area";
import { seededRandom } from "../../services";
import { harness } from "../area-test-kit";
import { clustermgrArea } from "../clustermgr";
import type { Shoot } from "./model";

export function setup() {
  const h = harness(clustermgrArea);
  const tick = () => clustermgrArea.tick?.(h.state, h.clock.now(), h.region, h.services);
  const call = (id: string, input: Record<string, unknown> = {}) => {
    tick();
    return h.call(id, input);
  };
  const refusal = (id: string, input: Record<string, unknown> = {}) => {
    tick();
    return h.refusal(id, input);
  };
  const advance = (ms: number) => {
    h.clock.advance(ms);
    tick();
  };
  const shoot = (namespace: string, name: string) =>
    (call("clustermgr.shoot.get", { namespace, shoot_name: name }) as Shoot[])[0];
  return { ...h, call, refusal, advance, shoot };
}

export const NS = "garden-demo";

/** A valid creation body for the seeded `iaas-cloud` profile in the harness region. */
export const createBody = (region: string, name: string) => ({
  namespace: NS,
  shoot_name: name,
  cloud_profile_name: "iaas-cloud",
  cluster_version: "1.31.7",
  image_name: "gardenlinux",
  image_version: "1592.4.0",
  iaas_flavor: "m1.large",
  purpose: "development",
  region,
  secret_binding_name: "iaas-credentials",
  zones: "zone-a, zone-b",
  minimum_workers: "1",
  maximum_workers: 4,
});

export function fixedServices(now: number): SandboxServices {
  return { now: () => now, id: (p) => `${p}-1`, notify: () => {}, random: seededRandom };
}
