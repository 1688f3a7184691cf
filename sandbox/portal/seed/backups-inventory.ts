/** Seed of the backup service's policies and protectable inventory (domains, projects, VMs, volumes). */
import {
  DAY_MS,
  iso,
  type BackupDomain,
  type BackupFlavor,
  type BackupImage,
  type BackupPolicy,
  type BackupProjectRecord,
  type BackupVmRecord,
  type BackupVolumeRecord,
  type PolicyAssignment,
} from "../areas/backups/model";

export type Rand = () => number;

/** Ids drawn from the seed's generator, unique within one seed. */
export class SeedIds {
  private readonly used = new Set<string>();
  constructor(private readonly rand: Rand) {}
  next(prefix: string): string {
    for (;;) {
      const hex = Math.floor(this.rand() * 0xffffffff)
        .toString(16)
        .padStart(8, "0");
      const id = `${prefix}-${hex}`;
      if (!this.used.has(id)) {
        this.used.add(id);
        return id;
      }
    }
  }
}

export const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)];
export const between = (rand: Rand, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));

export const FLAVORS: BackupFlavor[] = [
  { id: "flv-s1", name: "s1.small", vcpus: 1, ram: 2048, disk: 20 },
  { id: "flv-m1", name: "m1.medium", vcpus: 2, ram: 4096, disk: 40 },
  { id: "flv-m2", name: "m1.large", vcpus: 4, ram: 8192, disk: 80 },
  { id: "flv-c1", name: "c1.xlarge", vcpus: 8, ram: 16384, disk: 160 },
  { id: "flv-r1", name: "r1.2xlarge", vcpus: 8, ram: 65536, disk: 160 },
];

export const IMAGES: BackupImage[] = [
  { id: "img-debian12", name: "Debian 12", os_distro: "debian" },
  { id: "img-ubuntu2404", name: "Ubuntu 24.04", os_distro: "ubuntu" },
  { id: "img-rocky9", name: "Rocky Linux 9", os_distro: "rocky" },
  { id: "img-win2022", name: "Windows Server 2022", os_distro: "windows" },
];

export const DOMAINS: BackupDomain[] = [
  { id: "dom-default", name: "Default", description: "The default domain", enabled: true },
  { id: "dom-customer-a", name: "customer-a", description: "Domain of customer A", enabled: true },
];

const PROJECT_DRAFTS = [
  {
    name: "webshop",
    description: "Online shop front and back end",
    domain_id: "dom-default",
    tags: ["production"],
    vms: ["web", "api", "db", "cache", "worker"],
  },
  {
    name: "data-platform",
    description: "Data lake ingestion and processing",
    domain_id: "dom-default",
    tags: ["production", "data"],
    vms: ["kafka", "spark-master", "spark-worker", "airflow", "postgres", "minio"],
  },
  {
    name: "ci-runners",
    description: "Build runners",
    domain_id: "dom-default",
    tags: ["internal"],
    vms: ["runner-a", "runner-b", "runner-c", "cache"],
  },
  {
    name: "erp",
    description: "ERP system of customer A",
    domain_id: "dom-customer-a",
    tags: ["production", "customer-a"],
    vms: ["app", "db-primary", "db-replica", "reports", "files"],
  },
  {
    name: "analytics",
    description: "BI dashboards",
    domain_id: "dom-customer-a",
    tags: ["customer-a"],
    vms: ["superset", "clickhouse", "etl"],
  },
  {
    name: "legacy-intranet",
    description: "Old intranet, being retired",
    domain_id: "dom-default",
    tags: ["retired"],
    vms: ["intranet", "ldap"],
    disabled: true,
  },
];

const VOLUME_TYPES = ["standard", "ssd"];

export interface Inventory {
  projects: BackupProjectRecord[];
  vms: BackupVmRecord[];
  volumes: BackupVolumeRecord[];
}

interface InventoryContext {
  rand: Rand;
  ids: SeedIds;
  anchor: number;
  policies: BackupPolicy[];
}

/** Assigns an enabled policy with the given probability; a few resources get two. */
function drawAssignments({ rand, policies, anchor }: InventoryContext, probability: number): PolicyAssignment[] {
  if (rand() >= probability) return [];
  const enabled = policies.filter((p) => !p.disabled_at);
  const first = pick(rand, enabled);
  const chosen =
    rand() < 0.15
      ? [
          first,
          pick(
            rand,
            enabled.filter((p) => p.id !== first.id),
          ),
        ]
      : [first];
  return chosen.map((policy) => ({
    policy_id: policy.id,
    assigned_at: iso(anchor - between(rand, 5, 90) * DAY_MS),
    assigned_by: pick(rand, ["admin", "backup-operator"]),
    starting_hour: String(between(rand, 0, 5)).padStart(2, "0"),
  }));
}

function protectable(ctx: InventoryContext, prefix: string, name: string, probability: number) {
  const id = ctx.ids.next(prefix);
  return {
    id,
    name,
    protected_resource_id: ctx.ids.next("prs"),
    assignments: drawAssignments(ctx, probability),
    relaxed: ctx.rand() < 0.3,
    allow_remove: ctx.rand() < 0.85,
  };
}

/** The first VM of every project is protected and the last one is not, whatever the generator draws. */
function vmProtection(index: number, count: number) {
  if (index === 0) return 1;
  return index === count - 1 ? 0 : 0.7;
}

function seedVm(
  ctx: InventoryContext,
  project: BackupProjectRecord,
  role: string,
  index: number,
  count: number,
): BackupVmRecord {
  const { rand, anchor } = ctx;
  const created = anchor - between(rand, 30, 400) * DAY_MS;
  return {
    ...protectable(ctx, "vm", `${project.name}-${role}`, vmProtection(index, count)),
    project_id: project.id,
    status: index === 2 && project.name === "ci-runners" ? "ERROR" : rand() < 0.15 ? "SHUTOFF" : "ACTIVE",
    flavor_id: pick(rand, FLAVORS).id,
    image_id: pick(rand, IMAGES).id,
    key_name: `${project.name}-key`,
    host_id: ctx.ids.next("host"),
    addresses: {
      [`${project.name}-net`]: [
        { addr: `10.${between(rand, 0, 20)}.${between(rand, 0, 254)}.${10 + index}`, version: 4, type: "fixed" },
      ],
    },
    metadata: { role, owner: `${project.name}-team` },
    client: project.domain_id === "dom-customer-a" ? "customer-a" : "internal",
    reseller: "sandbox-reseller",
    user_id: pick(rand, ["admin", "ops-admin", "deployer"]),
    created: iso(created),
    updated: iso(created + between(rand, 1, 25) * DAY_MS),
  };
}

function seedVolume(
  ctx: InventoryContext,
  project: BackupProjectRecord,
  name: string,
  vm: BackupVmRecord | null,
  device: string,
  protection: number,
): BackupVolumeRecord {
  const { rand } = ctx;
  return {
    ...protectable(ctx, "vol", name, protection),
    project_id: project.id,
    size: device === "/dev/vda" ? pick(rand, [20, 40, 80]) : pick(rand, [50, 100, 250, 500, 1000]),
    type: pick(rand, VOLUME_TYPES),
    device: vm ? device : "",
    vm_id: vm ? vm.id : null,
    status: vm ? "in-use" : "available",
  };
}

export function seedInventory(ctx: InventoryContext): Inventory {
  const inventory: Inventory = { projects: [], vms: [], volumes: [] };
  for (const draft of PROJECT_DRAFTS) {
    const project: BackupProjectRecord = {
      ...protectable(ctx, "prj", draft.name, 0.4),
      description: draft.description,
      domain_id: draft.domain_id,
      enabled: !draft.disabled,
      tags: draft.tags,
    };
    inventory.projects.push(project);
    draft.vms.forEach((role, index) => {
      const vm = seedVm(ctx, project, role, index, draft.vms.length);
      inventory.vms.push(vm);
      // Boot volumes of the first VMs are always protected, data volumes of the first VMs never are.
      inventory.volumes.push(seedVolume(ctx, project, `${vm.name}-boot`, vm, "/dev/vda", index === 0 ? 1 : 0.6));
      if (index === 0 || ctx.rand() < 0.6) {
        inventory.volumes.push(seedVolume(ctx, project, `${vm.name}-data`, vm, "/dev/vdb", index === 0 ? 0 : 0.6));
      }
    });
    const detached = seedVolume(ctx, project, `${draft.name}-scratch`, null, "", 0.5);
    // One broken volume shows what `get_all` adds to the lists.
    if (draft.name === "data-platform") detached.status = "error";
    inventory.volumes.push(detached);
  }
  return inventory;
}
