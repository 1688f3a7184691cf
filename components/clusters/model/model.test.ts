import type { FieldValues, UseFormSetError } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/error";
import { placeFieldErrors } from "../shared/portal-error";
import { bindingsBySecret, clustersByBinding, toBindings, toSecrets } from "./credentials";
import {
  carriesWorkerData,
  createClusterPayload,
  createClusterSchema,
  editClusterPayload,
  invalidFields,
  workerGroupSchema,
  type FormMessages,
} from "./forms";
import { expiryOf, kubeconfigFileName, lifetimeSeconds, LIFETIMES } from "./kubeconfig";
import { toShootEntries } from "./overview";
import {
  buildCatalog,
  compareVersions,
  defaultWorkerChoice,
  preferredVersion,
  runsOn,
  upgradeTargets,
} from "./profile";
import { toProject } from "./project";
import { defaultWorkerOf, toShoot, workerRange, zonesOf } from "./shoot";
import {
  canRetry,
  hasApiServer,
  pollInterval,
  problemOf,
  runningProgress,
  shootPhase,
  FAST_POLL_MS,
  IDLE_POLL_MS,
} from "./status";

const M: FormMessages = {
  required: "required",
  dnsLabel: (max) => `dns ${max}`,
  nameTaken: "taken",
  maxBelowMin: "max<min",
  zonesRequired: "zones",
};

const shootWire = (over: { op?: object; conditions?: object[]; workers?: object[]; errors?: object[] } = {}) => ({
  metadata: { name: "web", namespace: "garden-demo", creationTimestamp: "2026-01-01T00:00:00Z", uid: "u1" },
  spec: {
    cloudProfileName: "iaas-cloud",
    kubernetes: { version: "1.31.7" },
    region: "eu-central",
    purpose: "production",
    secretBindingName: "iaas-credentials",
    networking: { type: "calico" },
    provider: {
      type: "openstack",
      workers: over.workers ?? [
        {
          name: "worker-default",
          machine: { type: "m1.large", image: { name: "gardenlinux", version: "1592.4.0" } },
          minimum: 2,
          maximum: 5,
          zones: ["zone-a", "zone-b"],
        },
        { name: "gpu", machine: { type: "g1.xlarge" }, minimum: "0", maximum: "2", zones: "zone-a,zone-c" },
      ],
    },
  },
  status: {
    lastOperation: { type: "Reconcile", state: "Succeeded", progress: 100, ...over.op },
    lastErrors: over.errors ?? [],
    conditions: over.conditions ?? [{ type: "APIServerAvailable", status: "True" }],
  },
});

describe("reading clusters", () => {
  it("reads Gardener's shape, counts as numbers or digit strings and zones as lists or comma-separated text", () => {
    const shoot = toShoot(shootWire());
    expect(shoot).toMatchObject({ name: "web", namespace: "garden-demo", version: "1.31.7", region: "eu-central" });
    expect(shoot?.workers.map((w) => [w.name, w.minimum, w.maximum, w.zones])).toEqual([
      ["worker-default", 2, 5, ["zone-a", "zone-b"]],
      ["gpu", 0, 2, ["zone-a", "zone-c"]],
    ]);
    expect(zonesOf(shoot!)).toEqual(["zone-a", "zone-b", "zone-c"]);
    expect(workerRange(shoot!)).toEqual({ minimum: 2, maximum: 7 });
    expect(defaultWorkerOf(shoot!)?.machineType).toBe("m1.large");
  });

  it("survives malformed fields and skips objects without a name", () => {
    expect(toShoot({ metadata: { name: "x" }, spec: "nonsense", status: { conditions: "no" } })).toMatchObject({
      name: "x",
      workers: [],
      conditions: [],
    });
    expect(toShoot({ metadata: {} })).toBeNull();
    expect(toShoot(null)).toBeNull();
  });

  it("parses the same raw object once (TanStack keeps unchanged objects by reference)", () => {
    const raw = shootWire();
    expect(toShoot(raw)).toBe(toShoot(raw));
  });

  it("reads the cross-project list with the cluster under cluster_project.shoot", () => {
    const entries = toShootEntries([
      {
        cluster_project: { metadata: { name: "demo" }, spec: { namespace: "garden-demo" }, shoot: shootWire() },
        iaas_project_name: "demo-iaas",
      },
      { cluster_project: { metadata: { name: "empty" } } },
    ]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ project: "demo", iaasProjectName: "demo-iaas", shoot: { name: "web" } });
  });
});

describe("cluster status", () => {
  const phaseOf = (op: object, conditions?: object[]) => shootPhase(toShoot(shootWire({ op, conditions }))!);

  it("names the phase from the last operation and the health conditions", () => {
    expect(phaseOf({ type: "Create", state: "Processing" })).toBe("creating");
    expect(phaseOf({ type: "Reconcile", state: "Processing" })).toBe("reconciling");
    expect(phaseOf({ type: "Delete", state: "Pending" })).toBe("deleting");
    expect(phaseOf({ state: "Succeeded" })).toBe("ready");
    expect(phaseOf({ state: "Succeeded" }, [{ type: "EveryNodeReady", status: "False" }])).toBe("unhealthy");
    expect(phaseOf({ state: "Error" })).toBe("error");
    expect(phaseOf({ state: "Failed" })).toBe("failed");
    expect(shootPhase({ lastOperation: undefined, conditions: [] })).toBe("unknown");
  });

  it("shows progress only while an operation runs, and polls fast only then", () => {
    const running = toShoot(shootWire({ op: { type: "Create", state: "Processing", progress: 40 } }))!;
    const done = toShoot(shootWire())!;
    expect(runningProgress(running)).toBe(40);
    expect(runningProgress(done)).toBeNull();
    expect(pollInterval([done, running])).toBe(FAST_POLL_MS);
    expect(pollInterval([done])).toBe(IDLE_POLL_MS);
    expect(pollInterval([])).toBe(IDLE_POLL_MS);
    // 2,000 clusters: still every few seconds, but not a 4 MB read every 2.5 s.
    expect(pollInterval([running, ...Array.from({ length: 1999 }, () => done)])).toBe(5_000);
  });

  it("puts the portal's error where the user looks and offers a retry after failures", () => {
    const failed = toShoot(
      shootWire({
        op: { type: "Create", state: "Failed", description: "create failed" },
        errors: [{ description: "quota exceeded", codes: ["ERR_QUOTA"] }],
      }),
    )!;
    expect(problemOf(failed)).toBe("quota exceeded");
    expect(problemOf(toShoot(shootWire({ op: { state: "Error", description: "boom" } }))!)).toBe("boom");
    expect(problemOf(toShoot(shootWire())!)).toBeUndefined();
    expect(canRetry(shootPhase(failed))).toBe(true);
    expect(canRetry("ready")).toBe(false);
    expect(hasApiServer(failed)).toBe(false);
    expect(hasApiServer(toShoot(shootWire())!)).toBe(true);
  });
});

describe("projects and credentials", () => {
  it("reads a project and whether it is prepared for deletion", () => {
    const project = toProject({
      metadata: {
        name: "shop",
        annotations: { "confirmation.gardener.cloud/deletion": "true" },
        labels: { "project.clustermgr/iaas-project": "prj-1" },
      },
      spec: { namespace: "garden-shop", owner: { name: "lead" }, purpose: "Webshop" },
    });
    expect(project).toMatchObject({
      name: "shop",
      namespace: "garden-shop",
      owner: "lead",
      iaasProjectId: "prj-1",
      deletionConfirmed: true,
    });
    expect(toProject({ metadata: { name: "p" } })?.namespace).toBe("garden-p");
  });

  it("keeps secret key names, never values, and knows who uses what", () => {
    const secrets = toSecrets([{ metadata: { name: "creds" }, data: { applicationCredentialSecret: "****" } }]);
    expect(secrets).toEqual([
      {
        name: "creds",
        namespace: undefined,
        created: undefined,
        type: undefined,
        keys: ["applicationCredentialSecret"],
      },
    ]);
    expect(JSON.stringify(secrets)).not.toContain("****");
    const bindings = toBindings([
      { metadata: { name: "a" }, credentialsRef: { name: "creds" } },
      { metadata: { name: "b" }, secretRef: { name: "creds" } },
      { metadata: { name: "c" }, credentialsRef: { name: "other" } },
    ]);
    expect(bindingsBySecret(bindings).get("creds")).toEqual(["a", "b"]);
    expect(
      clustersByBinding([
        { name: "web", secretBinding: "a" },
        { name: "db", secretBinding: "a" },
      ]).get("a"),
    ).toEqual(["web", "db"]);
  });
});

describe("cloud profile catalog", () => {
  const catalog = buildCatalog({
    name: "iaas-cloud",
    profile: [
      {
        spec: {
          kubernetes: {
            versions: [{ version: "1.29.15", classification: "deprecated", expirationDate: "2026-06-30T00:00:00Z" }],
          },
          machineImages: [{ name: "ubuntu", versions: [{ version: "22.04", architectures: ["amd64"] }] }],
        },
      },
    ],
    versions: { defaultVersion: "1.31.7", versions: ["1.32.3", "1.31.7", "1.30.11", "1.29.15"] },
    images: [
      { name: "ubuntu", versions: ["24.04", "22.04"] },
      { name: "flatcar", versions: [{ version: "4081.2.0", classification: "preview" }] },
    ],
    machineTypes: [
      { name: "m1.small", cpu: "1", memory: "2Gi", usable: false },
      { name: "a1.large", cpu: 4, memory: "8Gi", architecture: "arm64", usable: true },
      { name: "m1.large", cpu: "4", memory: "8Gi", architecture: "amd64" },
    ],
    regions: [{ name: "eu-central", zones: ["zone-a", { name: "zone-b" }] }],
  });

  it("merges the endpoints with what the profile object adds", () => {
    expect(catalog.versions.find((v) => v.version === "1.29.15")).toMatchObject({ classification: "deprecated" });
    expect(catalog.images[0].versions[1]).toEqual({ version: "22.04", architectures: ["amd64"] });
    expect(catalog.machineTypes.map((t) => [t.name, t.cpu, t.usable])).toEqual([
      ["m1.small", "1", false],
      ["a1.large", "4", true],
      ["m1.large", "4", true],
    ]);
    expect(catalog.regions).toEqual([{ name: "eu-central", zones: ["zone-a", "zone-b"] }]);
  });

  it("preselects the default version and offers only upgrades when editing", () => {
    expect(preferredVersion(catalog)).toBe("1.31.7");
    expect(
      preferredVersion({
        versions: [
          { version: "2.0", classification: "preview" },
          { version: "1.9", classification: "supported" },
        ],
      }),
    ).toBe("1.9");
    expect(upgradeTargets(catalog.versions, "1.30.11").map((v) => v.version)).toEqual(["1.32.3", "1.31.7", "1.30.11"]);
    expect(compareVersions("1.30.11", "1.30.9")).toBe(1);
    expect(compareVersions("1.30", "1.30.0")).toBe(0);
  });

  it("never pairs an image version with a machine it is not built for", () => {
    expect(runsOn({ architectures: ["amd64"] }, "arm64")).toBe(false);
    expect(runsOn({ architectures: undefined }, "arm64")).toBe(true);
    // The first usable machine type is arm64; ubuntu 24.04 has no architecture list, so it is offered.
    expect(defaultWorkerChoice(catalog)).toEqual({
      machineType: "a1.large",
      imageName: "ubuntu",
      imageVersion: "24.04",
    });
  });
});

describe("cluster forms", () => {
  const valid = {
    namespace: "garden-demo",
    cloudProfile: "iaas-cloud",
    name: "web-2",
    version: "1.31.7",
    purpose: "evaluation",
    networkType: "calico",
    region: "eu-central",
    secretBinding: "iaas-credentials",
    machineType: "m1.large",
    imageName: "gardenlinux",
    imageVersion: "1592.4.0",
    minimum: 1,
    maximum: 3,
    zones: ["zone-a", "zone-b"],
  };

  it("validates names, uniqueness, the autoscaler range and zones", () => {
    const schema = createClusterSchema(M, new Set(["web"]));
    expect(invalidFields(schema, valid)).toEqual([]);
    expect(invalidFields(schema, { ...valid, name: "Web_2" })).toEqual(["name"]);
    expect(invalidFields(schema, { ...valid, name: "a-name-that-is-far-too-long" })).toEqual(["name"]);
    expect(invalidFields(schema, { ...valid, name: "web" })).toEqual(["name"]);
    expect(invalidFields(schema, { ...valid, minimum: 4, maximum: 3 })).toEqual(["maximum"]);
    expect(invalidFields(schema, { ...valid, zones: [], secretBinding: "" })).toEqual(["secretBinding", "zones"]);
    const issues = schema.safeParse({ ...valid, minimum: 4, maximum: 3 }).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual(["max<min"]);
  });

  it("reports a maximum below the minimum on the maximum while other fields are still empty", () => {
    const schema = createClusterSchema(M, new Set());
    const empty = { ...valid, namespace: "", name: "", zones: [], minimum: 5, maximum: 2 };
    const issues = schema.safeParse(empty).error?.issues ?? [];
    expect(issues.filter((i) => i.path[0] === "maximum").map((i) => i.message)).toEqual(["max<min"]);
    expect(invalidFields(schema, { ...empty, maximum: undefined })).toContain("maximum");
  });

  it("reports a too long name by its length, not by a cut copy", () => {
    const issues = createClusterSchema(M, new Set()).safeParse({ ...valid, name: "a".repeat(64) }).error?.issues ?? [];
    expect(issues[0]).toMatchObject({ code: "too_big", maximum: 21, path: ["name"] });
  });

  it("sends the spec's forms: counts as digit strings, zones comma-separated", () => {
    const payload = createClusterPayload(createClusterSchema(M, new Set()).parse(valid));
    expect(payload).toMatchObject({
      shoot_name: "web-2",
      minimum_workers: "1",
      maximum_workers: "3",
      zones: "zone-a,zone-b",
      iaas_flavor: "m1.large",
    });
  });

  it("edits send only what changed, and say when worker data is among it", () => {
    const before = {
      version: "1.30.11",
      purpose: "testing",
      secretBinding: "b",
      machineType: "m1.large",
      imageName: "gl",
      imageVersion: "1",
      minimum: 1,
      maximum: 3,
      zones: ["zone-a"],
    };
    expect(editClusterPayload(before, { ...before })).toEqual({});
    const purposeOnly = editClusterPayload(before, { ...before, purpose: "production" });
    expect(purposeOnly).toEqual({ purpose: "production" });
    expect(carriesWorkerData(purposeOnly)).toBe(false);
    const zones = editClusterPayload(before, { ...before, zones: ["zone-a", "zone-b"], maximum: 5 });
    expect(zones).toEqual({ zones: "zone-a,zone-b", maximum_workers: "5" });
    expect(carriesWorkerData(zones)).toBe(true);
    // A cluster without the default group: empty worker fields mean "not given".
    const empty = {
      ...before,
      machineType: "",
      imageName: "",
      imageVersion: "",
      minimum: undefined,
      maximum: undefined,
      zones: [],
    };
    expect(editClusterPayload(empty, { ...empty, minimum: 2 })).toEqual({ minimum_workers: "2" });
  });

  it("worker groups follow the same rules, with Gardener's shorter names", () => {
    const schema = workerGroupSchema(M, new Set(["worker-default"]));
    const group = {
      name: "extra",
      machineType: "m1.large",
      imageName: "gl",
      imageVersion: "1",
      minimum: 0,
      maximum: 1,
      zones: ["zone-a"],
    };
    expect(schema.safeParse(group).success).toBe(true);
    expect(schema.safeParse({ ...group, name: "worker-default" }).success).toBe(false);
    expect(schema.safeParse({ ...group, name: "sixteen-chars-xx" }).success).toBe(false);
    expect(schema.safeParse({ ...group, maximum: 0 }).success).toBe(false);
  });
});

describe("kubeconfig downloads", () => {
  it("offers 10 minutes to 7 days and names the file after project and cluster", () => {
    expect(LIFETIMES[0].seconds).toBe(600);
    expect(LIFETIMES[LIFETIMES.length - 1].seconds).toBe(604_800);
    expect(lifetimeSeconds("1h")).toBe(3600);
    expect(kubeconfigFileName("demo", "web")).toBe("kubeconfig--demo--web.yaml");
    expect(kubeconfigFileName("a/b", "c d")).toBe("kubeconfig--a_b--c_d.yaml");
  });

  it("takes the expiry from the portal, else computes it from the lifetime", () => {
    expect(expiryOf({ expirationTimestamp: "2030-01-01T00:00:00Z" }, 0, 600)).toBe("2030-01-01T00:00:00Z");
    expect(expiryOf({}, Date.UTC(2030, 0, 1), 3600)).toBe("2030-01-01T01:00:00.000Z");
  });
});

describe("placing the portal's refusals under fields", () => {
  const fields = { cluster_version: "version", shoot_name: "name" } as const;
  const collect = () => {
    const placed: [string, string][] = [];
    const record = (name: string, error: { message?: string }) => void placed.push([name, error.message ?? ""]);
    return { placed, setError: record as unknown as UseFormSetError<FieldValues> };
  };

  it("uses the BFF's issues, else a portal message naming a field", () => {
    const issues = collect();
    const invalid = new ApiError({
      code: "invalid_input",
      message: "x",
      status: 400,
      issues: [{ path: "shoot_name", message: "Too long" }],
    });
    expect(placeFieldErrors(invalid, issues.setError, fields)).toBe(true);
    expect(issues.placed).toEqual([["name", "Too long"]]);

    const said = collect();
    const rejected = new ApiError({
      code: "upstream_rejected",
      message: "cluster_version: 1.2 is not offered",
      status: 400,
      upstream: { service: "portal", status: 400, message: "cluster_version: 1.2 is not offered" },
    });
    expect(placeFieldErrors(rejected, said.setError, fields)).toBe(true);
    expect(said.placed).toEqual([["version", "1.2 is not offered"]]);

    const general = collect();
    const conflict = new ApiError({
      code: "upstream_rejected",
      message: "no",
      status: 409,
      upstream: { message: "the default worker group does not exist" },
    });
    expect(placeFieldErrors(conflict, general.setError, fields)).toBe(false);
    expect(general.placed).toEqual([]);
  });
});
