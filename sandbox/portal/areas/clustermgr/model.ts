/** The clustermgr area's slice of a region: cluster projects, shoots, secrets, secret bindings, cloud profiles. */

/** The worker group the system creates with every cluster; cluster updates carrying worker data apply to it. */
export const DEFAULT_WORKER_GROUP = "worker-default";

export const SHOOT_PURPOSES = ["evaluation", "testing", "development", "production", "infrastructure"] as const;
export const NETWORK_TYPES = ["calico", "cilium"] as const;

/** Sandbox-time length of each cluster operation (ms); exported so tests move the clock by the same amounts. */
export const OPERATION_DURATIONS = { Create: 20_000, Reconcile: 10_000, Delete: 8_000 } as const;
export type OperationType = keyof typeof OPERATION_DURATIONS;
export type OperationState = "Processing" | "Succeeded" | "Error" | "Failed";

export const CONDITION_TYPES = [
  "APIServerAvailable",
  "ControlPlaneHealthy",
  "EveryNodeReady",
  "SystemComponentsHealthy",
] as const;

export interface Condition {
  type: (typeof CONDITION_TYPES)[number];
  status: "True" | "False" | "Unknown";
  reason: string;
  message: string;
  lastTransitionTime: string;
}

export interface WorkerGroup {
  name: string;
  machine: { type: string; image: { name: string; version: string }; architecture: string };
  minimum: number;
  maximum: number;
  zones: string[];
}

export interface LastError {
  description: string;
  codes: string[];
  lastUpdateTime: string;
}

export interface Shoot {
  metadata: {
    name: string;
    namespace: string;
    creationTimestamp: string;
    uid: string;
    annotations: Record<string, string>;
  };
  spec: {
    cloudProfileName: string;
    kubernetes: { version: string };
    provider: { type: string; workers: WorkerGroup[] };
    region: string;
    purpose: string;
    secretBindingName: string;
    networking: { type: string; nodes: string };
  };
  status: {
    lastOperation: {
      type: OperationType;
      state: OperationState;
      progress: number;
      description: string;
      lastUpdateTime: string;
    };
    lastErrors: LastError[];
    conditions: Condition[];
  };
}

export interface StoredShoot {
  shoot: Shoot;
  /** The operation in progress: when it started (sandbox ms). Null when the last one has ended. */
  running: { since: number } | null;
}

export interface IaasLink {
  iaas_domain_id: string;
  iaas_domain_name: string;
  iaas_project_id: string;
  iaas_project_name: string;
}

export interface ClusterProject {
  metadata: {
    name: string;
    uid: string;
    creationTimestamp: string;
    annotations: Record<string, string>;
    labels: Record<string, string>;
  };
  spec: {
    namespace: string;
    description: string;
    owner: { apiGroup: string; kind: string; name: string };
    purpose: string;
    createdBy: { kind: string; name: string };
  };
  status: { phase: string };
}

export interface StoredProject {
  project: ClusterProject;
  iaas: IaasLink;
}

/** Kubernetes secret holding infrastructure application credentials. Values never leave the sandbox. */
export interface StoredSecret {
  name: string;
  namespace: string;
  uid: string;
  created: string;
  data: Record<string, string>;
}

export interface StoredBinding {
  name: string;
  namespace: string;
  uid: string;
  created: string;
  secret_name: string;
  provider_type: string;
}

export interface ProfileVersion {
  version: string;
  classification: "supported" | "preview" | "deprecated";
  expirationDate?: string;
}

export interface MachineImage {
  name: string;
  versions: (ProfileVersion & { architectures: string[] })[];
}

export interface MachineType {
  name: string;
  cpu: string;
  gpu: string;
  memory: string;
  architecture: string;
  usable: boolean;
  storage: { class: string; type: string; size: string };
}

export interface CloudProfileData {
  name: string;
  uid: string;
  created: string;
  type: string;
  defaultVersion: string;
  kubernetes: ProfileVersion[];
  machineImages: MachineImage[];
  machineTypes: MachineType[];
  regions: { name: string; zones: string[] }[];
}

export interface ClustermgrState {
  projects: StoredProject[];
  shoots: StoredShoot[];
  secrets: StoredSecret[];
  bindings: StoredBinding[];
  profiles: CloudProfileData[];
}

export const iso = (ms: number) => new Date(ms).toISOString();
