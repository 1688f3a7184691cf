/** Seed of the compute side of the iaas slice: servers, and volumes with their snapshots and backups. */
import type { IaasProject } from "./iaas-project";

export interface IaasServer {
  id: string;
  name: string;
  status: string;
  project_id: string;
  project_name: string;
  client: string;
  reseller: string;
  user_id: string;
  host_id: string;
  key_name: string;
  flavor: { id: string; name: string; vcpus: number; ram: number; disk: number };
  image: { id: string; name: string };
  addresses: Record<string, Array<{ addr: string; version: number; "OS-EXT-IPS:type": string }>>;
  metadata: Record<string, string>;
  created: string;
  updated: string;
}

/** Volumes, snapshots and backups share the OpenStack block-storage field names. */
export type BlockStorageRecord = Record<string, unknown> & { id: string; project_id: string };

export interface ComputeSeed {
  servers: IaasServer[];
  volumes: { volumes: BlockStorageRecord[]; snapshots: BlockStorageRecord[]; backups: BlockStorageRecord[] };
}

const FLAVORS = [
  { name: "m1.small", vcpus: 1, ram: 2048, disk: 20 },
  { name: "m1.medium", vcpus: 2, ram: 4096, disk: 40 },
  { name: "m1.large", vcpus: 4, ram: 8192, disk: 80 },
  { name: "g1.xlarge", vcpus: 8, ram: 32768, disk: 160 },
];
const IMAGES = ["debian-12", "ubuntu-24.04", "rocky-9"];
const ZONES = ["zone-a", "zone-b"];
const ROLES_BY_PROJECT: Record<string, string[]> = {
  "web-prod": ["web-01", "web-02", "db-01"],
  "web-staging": ["web-stage-01"],
  "data-lake": ["spark-01"],
  erp: ["erp-app-01", "erp-db-01"],
  "erp-test": ["erp-test-01"],
  research: ["notebook-01"],
  "ml-training": ["gpu-01", "gpu-02"],
};

/** `length` lower-case hex digits from a seeded generator (OpenStack ids are 32 of them). */
export const hex = (rng: () => number, length: number) =>
  Array.from({ length }, () => Math.floor(rng() * 16).toString(16)).join("");
export const pick = <T>(rng: () => number, list: readonly T[]) => list[Math.floor(rng() * list.length)];

export function seedCompute(projects: readonly IaasProject[], rng: () => number, now: number): ComputeSeed {
  const iso = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();
  const servers: IaasServer[] = [];
  const volumes: BlockStorageRecord[] = [];
  const snapshots: BlockStorageRecord[] = [];
  const backups: BlockStorageRecord[] = [];

  projects.forEach((project, p) => {
    (ROLES_BY_PROJECT[project.name] ?? ["vm-01"]).forEach((name, s) => {
      const flavor = name.startsWith("gpu") ? FLAVORS[3] : pick(rng, FLAVORS.slice(0, 3));
      const image = pick(rng, IMAGES);
      const created = 40 + p * 7 + s;
      const status = !project.enabled ? "SHUTOFF" : name === "web-stage-01" ? "ERROR" : "ACTIVE";
      const server: IaasServer = {
        id: hex(rng, 32),
        name,
        status,
        project_id: project.id,
        project_name: project.name,
        client: project.client_name,
        reseller: project.reseller,
        user_id: `user-${project.client_name}-admin`,
        host_id: hex(rng, 56),
        key_name: `${project.client_name}-deploy`,
        flavor: { id: hex(rng, 8), ...flavor },
        image: { id: hex(rng, 32), name: image },
        addresses: {
          [`${project.name}-net`]: [{ addr: `10.${p}.0.${10 + s}`, version: 4, "OS-EXT-IPS:type": "fixed" }],
        },
        metadata: { role: name.replace(/-\d+$/, ""), os: image },
        created: iso(created),
        updated: iso(Math.max(1, created - 20)),
      };
      servers.push(server);

      const zone = ZONES[s % ZONES.length];
      const root: BlockStorageRecord = {
        id: hex(rng, 32),
        name: `${name}-root`,
        size: flavor.disk,
        status: "in-use",
        volume_type: "ssd",
        availability_zone: zone,
        bootable: "true",
        project_id: project.id,
        attachments: [{ server_id: server.id, device: "/dev/vda", attachment_id: hex(rng, 32) }],
        created_at: iso(created),
      };
      volumes.push(root);
      if (s === 0) {
        volumes.push({
          id: hex(rng, 32),
          name: `${name}-data`,
          size: 100 * (p + 1),
          status: project.enabled ? "in-use" : "available",
          volume_type: "standard",
          availability_zone: zone,
          bootable: "false",
          project_id: project.id,
          attachments: project.enabled
            ? [{ server_id: server.id, device: "/dev/vdb", attachment_id: hex(rng, 32) }]
            : [],
          created_at: iso(created - 1),
        });
        snapshots.push({
          id: hex(rng, 32),
          name: `${name}-root-snap`,
          volume_id: root.id,
          size: flavor.disk,
          status: "available",
          project_id: project.id,
          created_at: iso(5 + p),
        });
        backups.push({
          id: hex(rng, 32),
          name: `${name}-root-weekly`,
          volume_id: root.id,
          size: flavor.disk,
          status: p === 1 ? "error" : "available",
          is_incremental: p % 2 === 0,
          availability_zone: zone,
          project_id: project.id,
          created_at: iso(2 + p),
        });
      }
    });
  });

  return { servers, volumes: { volumes, snapshots, backups } };
}
