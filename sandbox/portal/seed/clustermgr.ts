/**
 * Seed of the clustermgr area for one region: the `iaas-cloud` profile, 3 cluster projects (namespaces
 * `garden-<name>`) with secrets and bindings, 7 clusters in every operation state (one without `worker-default`),
 * plus `options.shoots` extra healthy clusters spread over the projects. Deterministic for the same region, options
 * and sandbox time.
 */
import type { SandboxServices, SeedOptions } from "../area";
import { conditions } from "../areas/clustermgr/lifecycle";
import {
  DEFAULT_WORKER_GROUP,
  OPERATION_DURATIONS,
  iso,
  type ClustermgrState,
  type OperationState,
  type OperationType,
  type StoredProject,
  type StoredShoot,
  type WorkerGroup,
} from "../areas/clustermgr/model";
import { DEFAULT_PROFILE, iaasCloudProfile } from "../areas/clustermgr/profile";

const DAY_MS = 86_400_000;

const uidFrom = (rand: () => number) => {
  const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16)).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const PROJECTS = [
  {
    name: "demo",
    description: "Demo clusters of the platform team",
    owner: "admin",
    purpose: "Demonstrations",
    iaas: ["prj-demo", "demo", "default", "Default"],
  },
  {
    name: "shop",
    description: "Webshop workloads",
    owner: "shop-lead",
    purpose: "Production webshop",
    iaas: ["prj-shop", "webshop", "default", "Default"],
  },
  {
    name: "data",
    description: "Data pipelines of customer A",
    owner: "data-lead",
    purpose: "Analytics",
    iaas: ["prj-data", "data-platform", "dom-customer-a", "customer-a"],
  },
];

/** [name, secret it references]; `old-credentials` in demo stays unbound (deletable), the others are bound. */
const BINDINGS: Record<string, [string, string][]> = {
  demo: [["iaas-credentials", "iaas-credentials"]],
  shop: [
    ["iaas-credentials", "iaas-credentials"],
    ["shop-ci", "ci-credentials"],
    ["shop-ci-backup", "ci-credentials"],
  ],
  data: [["iaas-credentials", "iaas-credentials"]],
};
const SECRETS: Record<string, string[]> = {
  demo: ["iaas-credentials", "old-credentials"],
  shop: ["iaas-credentials", "ci-credentials"],
  data: ["iaas-credentials"],
};

const worker = (
  name: string,
  type: string,
  image: [string, string],
  min: number,
  max: number,
  zones: string[],
  arch = "amd64",
): WorkerGroup => ({
  name,
  machine: { type, image: { name: image[0], version: image[1] }, architecture: arch },
  minimum: min,
  maximum: max,
  zones,
});

interface ShootDraft {
  project: string;
  name: string;
  version: string;
  purpose: string;
  workers: WorkerGroup[];
  op: [OperationType, OperationState, number];
  error?: string;
}

const GL: [string, string] = ["gardenlinux", "1592.4.0"];
const SHOOTS: ShootDraft[] = [
  {
    project: "demo",
    name: "web",
    version: "1.31.7",
    purpose: "production",
    op: ["Reconcile", "Succeeded", 100],
    workers: [
      worker(DEFAULT_WORKER_GROUP, "m1.large", GL, 2, 5, ["zone-a", "zone-b"]),
      worker("gpu", "g1.xlarge", GL, 0, 2, ["zone-a"]),
    ],
  },
  {
    project: "demo",
    name: "staging",
    version: "1.30.11",
    purpose: "development",
    op: ["Reconcile", "Processing", 40],
    workers: [worker(DEFAULT_WORKER_GROUP, "m1.medium", ["ubuntu", "24.04"], 1, 3, ["zone-a"])],
  },
  // No `worker-default`: an update carrying worker data must fail on this one.
  {
    project: "demo",
    name: "legacy",
    version: "1.29.15",
    purpose: "evaluation",
    op: ["Reconcile", "Error", 62],
    error: "quota exceeded: the project has no room for 2 more cores",
    workers: [worker("pool-a", "m1.large", ["gardenlinux", "1443.10.0"], 1, 2, ["zone-b"])],
  },
  {
    project: "shop",
    name: "shop-prod",
    version: "1.31.7",
    purpose: "production",
    op: ["Create", "Succeeded", 100],
    workers: [
      worker(DEFAULT_WORKER_GROUP, "c1.2xlarge", GL, 3, 10, ["zone-a", "zone-b", "zone-c"]),
      worker("arm", "a1.large", GL, 0, 4, ["zone-c"], "arm64"),
    ],
  },
  {
    project: "shop",
    name: "shop-dev",
    version: "1.32.3",
    purpose: "testing",
    op: ["Create", "Failed", 35],
    error: "infrastructure: the secret binding's application credential was rejected (401)",
    workers: [worker(DEFAULT_WORKER_GROUP, "m1.medium", GL, 1, 2, ["zone-a"])],
  },
  {
    project: "data",
    name: "analytics",
    version: "1.31.7",
    purpose: "production",
    op: ["Reconcile", "Succeeded", 100],
    workers: [worker(DEFAULT_WORKER_GROUP, "r1.xlarge", GL, 2, 6, ["zone-a", "zone-b"])],
  },
  {
    project: "data",
    name: "etl",
    version: "1.31.7",
    purpose: "development",
    op: ["Create", "Processing", 25],
    workers: [worker(DEFAULT_WORKER_GROUP, "m1.xlarge", ["ubuntu", "22.04"], 1, 4, ["zone-b"])],
  },
];

function seedShoot(draft: ShootDraft, region: string, rand: () => number, now: number): StoredShoot {
  const [type, state, progress] = draft.op;
  const created = now - Math.floor(1 + rand() * 60) * DAY_MS;
  const at = iso(state === "Processing" ? now : now - Math.floor(rand() * 3_600_000));
  const healthy = state === "Succeeded";
  const conds = conditions(healthy ? "True" : state === "Processing" ? "Unknown" : "False", at, draft.error);
  return {
    shoot: {
      metadata: {
        name: draft.name,
        namespace: `garden-${draft.project}`,
        creationTimestamp: iso(created),
        uid: uidFrom(rand),
        annotations: { "clustermgr/created-by": "admin" },
      },
      spec: {
        cloudProfileName: DEFAULT_PROFILE,
        kubernetes: { version: draft.version },
        provider: { type: "openstack", workers: structuredClone(draft.workers) },
        region,
        purpose: draft.purpose,
        secretBindingName: "iaas-credentials",
        networking: { type: "calico", nodes: "10.250.0.0/16" },
      },
      status: {
        lastOperation: { type, state, progress, description: `${type} ${state.toLowerCase()}.`, lastUpdateTime: at },
        lastErrors: draft.error
          ? [{ description: draft.error, codes: ["ERR_INFRA_QUOTA_EXCEEDED"], lastUpdateTime: at }]
          : [],
        conditions: conds,
      },
    },
    // A seeded operation in progress continues from its progress, so it ends shortly after the sandbox starts.
    running: state === "Processing" ? { since: now - Math.round((progress / 100) * OPERATION_DURATIONS[type]) } : null,
  };
}

function seedProject(draft: (typeof PROJECTS)[number], rand: () => number, now: number): StoredProject {
  const [projectId, projectName, domainId, domainName] = draft.iaas;
  return {
    project: {
      metadata: {
        name: draft.name,
        uid: uidFrom(rand),
        creationTimestamp: iso(now - 200 * DAY_MS),
        annotations: {},
        labels: { "project.clustermgr/iaas-project": projectId },
      },
      spec: {
        namespace: `garden-${draft.name}`,
        description: draft.description,
        owner: { apiGroup: "rbac.authorization.k8s.io", kind: "User", name: draft.owner },
        purpose: draft.purpose,
        createdBy: { kind: "User", name: "admin" },
      },
      status: { phase: "Ready" },
    },
    iaas: {
      iaas_project_id: projectId,
      iaas_project_name: projectName,
      iaas_domain_id: domainId,
      iaas_domain_name: domainName,
    },
  };
}

export function seedClustermgr(
  region: string,
  services: SandboxServices,
  options: Pick<SeedOptions, "shoots">,
): ClustermgrState {
  const rand = services.random(`clustermgr:${region}`);
  const now = services.now();
  const state: ClustermgrState = {
    profiles: [iaasCloudProfile(region, uidFrom(rand), iso(now - 400 * DAY_MS))],
    projects: PROJECTS.map((draft) => seedProject(draft, rand, now)),
    secrets: [],
    bindings: [],
    shoots: [],
  };
  for (const { name } of PROJECTS) {
    const namespace = `garden-${name}`;
    for (const secret of SECRETS[name]) {
      state.secrets.push({
        name: secret,
        namespace,
        uid: uidFrom(rand),
        created: iso(now - 150 * DAY_MS),
        data: {
          applicationCredentialID: uidFrom(rand).replace(/-/g, ""),
          applicationCredentialName: `${name}-${secret}`,
          applicationCredentialSecret: uidFrom(rand),
          domainName: name === "data" ? "customer-a" : "Default",
          tenantName: name,
        },
      });
    }
    for (const [binding, secret] of BINDINGS[name]) {
      state.bindings.push({
        name: binding,
        namespace,
        uid: uidFrom(rand),
        created: iso(now - 150 * DAY_MS),
        secret_name: secret,
        provider_type: "openstack",
      });
    }
  }
  state.shoots = SHOOTS.map((draft) => seedShoot(draft, region, rand, now));
  for (let i = 1; i <= options.shoots; i++) {
    const project = PROJECTS[i % PROJECTS.length].name;
    const draft: ShootDraft = {
      project,
      name: `load-${String(i).padStart(4, "0")}`,
      version: "1.31.7",
      purpose: "evaluation",
      op: ["Create", "Succeeded", 100],
      workers: [worker(DEFAULT_WORKER_GROUP, "m1.medium", GL, 1, 3, ["zone-a"])],
    };
    state.shoots.push(seedShoot(draft, region, rand, now));
  }
  return state;
}
