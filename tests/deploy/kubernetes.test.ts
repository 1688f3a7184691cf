/**
 * deploy/kubernetes rendered as an operator would apply it (both overlays), every object checked against the
 * Kubernetes API schemas (kubernetes-models), and what the manifests say checked against the app: probe routes and
 * port, the configuration they provide, the stop's timing, the image's user and writable paths.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { Deployment, StatefulSet } from "kubernetes-models/apps/v1";
import { HorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2";
import { ConfigMap, Service } from "kubernetes-models/v1";
import { Ingress, NetworkPolicy } from "kubernetes-models/networking.k8s.io/v1";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1";
import { CONFIG_VARIABLES, parseConfig } from "@/lib/config";
import { INGRESS_TIMEOUTS } from "../ops/support/nginx";
import {
  configMapData,
  dockerfileFinalStage,
  find,
  LAST_EVENT_SECONDS,
  MARGIN_SECONDS,
  render,
  ROOT,
  RUNTIME_VARIABLES,
  type K8sObject,
} from "./support/files";

/** The model of each kind the manifests hold; its `validate()` checks an object against the API's schema. */
const SCHEMAS: Record<string, new (data: never) => { validate(): void }> = {
  "apps/v1/Deployment": Deployment,
  "apps/v1/StatefulSet": StatefulSet,
  "autoscaling/v2/HorizontalPodAutoscaler": HorizontalPodAutoscaler,
  "v1/ConfigMap": ConfigMap,
  "v1/Service": Service,
  "networking.k8s.io/v1/Ingress": Ingress,
  "networking.k8s.io/v1/NetworkPolicy": NetworkPolicy,
  "policy/v1/PodDisruptionBudget": PodDisruptionBudget,
};

/** What a deployment of several instances cannot do without (the defaults point at a local sandbox and file store). */
const REQUIRED = ["PORTAL_URL", "GATEWAY_URL", "SESSION_SECRET", "REDIS_URL"];

/** Stand-ins for values that live in Secrets, which an operator creates beside the manifests. */
const SECRET_STAND_INS: Record<string, string> = {
  SESSION_SECRET: "s".repeat(64),
  GATEWAY_API_KEY: "sk-stand-in",
  METRICS_TOKEN: "m".repeat(32),
  REDIS_URL: "rediss://:password@redis.example.net:6380",
};

/** The environment a container gets: its ConfigMap's entries, its own values, Secrets by their stand-ins. */
function containerEnv(objects: K8sObject[], container: K8sObject): { env: Record<string, string>; secrets: string[] } {
  const env: Record<string, string> = {};
  const secrets: string[] = [];
  for (const from of container.envFrom ?? []) Object.assign(env, configMapData(objects, from.configMapRef.name));
  for (const entry of container.env ?? []) {
    const ref = entry.valueFrom?.secretKeyRef;
    if (ref) {
      secrets.push(`${ref.name}/${ref.key}`);
      if (!ref.optional) env[entry.name] = SECRET_STAND_INS[entry.name];
    } else env[entry.name] = entry.value;
  }
  return { env, secrets };
}

/** Whether `path` lies inside one of the mounts. */
const mountedAt = (mounts: { mountPath: string }[], path: string) =>
  mounts.some((m) => !relative(m.mountPath, path).startsWith(".."));

const image = dockerfileFinalStage();

describe.each(["valkey", "external-redis"])("deploy/kubernetes/overlays/%s", (overlay) => {
  const objects = render(overlay);
  const deployment = find(objects, "Deployment", "console");
  const pod = deployment.spec.template.spec;
  const container = pod.containers.find((c: K8sObject) => c.name === "console");
  const { env, secrets } = containerEnv(objects, container);

  it("renders only objects that the Kubernetes API schemas accept", () => {
    expect(objects.length).toBeGreaterThanOrEqual(6);
    for (const object of objects) {
      const Model = SCHEMAS[`${object.apiVersion}/${object.kind}`];
      expect(Model, `a schema for ${object.apiVersion} ${object.kind}`).toBeDefined();
      expect(() => new Model(object as never).validate(), `${object.kind}/${object.metadata.name}`).not.toThrow();
    }
  });

  it("probes the console's own health routes on the port the image listens on", () => {
    const port = container.ports.find((p: K8sObject) => p.name === "http");
    expect(port.containerPort).toBe(Number(image.env.PORT));
    expect(image.expose).toContain(port.containerPort);
    expect(env.PORT).toBeUndefined();
    expect(container.readinessProbe.httpGet).toEqual({ path: "/api/health/ready", port: "http" });
    // Liveness must stay 200 while the instance stops (readiness is 503 then), or the kubelet would kill it mid-drain.
    expect(container.livenessProbe.httpGet).toEqual({ path: "/api/health/live", port: "http" });
    expect(container.startupProbe.httpGet).toEqual({ path: "/api/health/live", port: "http" });
    for (const path of ["/api/health/ready", "/api/health/live"])
      expect(existsSync(join(ROOT, "app", path, "route.ts")), path).toBe(true);
    // The readiness route's checks give up after 2 s each: the probe waits longer than that.
    expect(container.readinessProbe.timeoutSeconds).toBeGreaterThan(2);
    // The image's command (with the graceful-stop preload) runs unchanged.
    expect(container.command).toBeUndefined();
    expect(container.args).toBeUndefined();
    expect(image.cmd).toEqual(["node", "--import", "./graceful-stop.mjs", "server.js"]);
  });

  it("provides every setting the console needs, each one it knows, and a configuration it accepts", () => {
    for (const name of REQUIRED) expect(env[name], name).toBeDefined();
    const known = new Set([...CONFIG_VARIABLES, ...Object.keys(RUNTIME_VARIABLES)]);
    for (const name of Object.keys(env)) expect(known.has(name), `${name} is read by the console`).toBe(true);
    const config = parseConfig({ ...image.env, ...env });
    expect(config.production).toBe(true);
    expect(config.redisUrl).toBeDefined();
    expect(config.sessionSecret).toBeDefined();
    for (const url of [config.portalUrl, config.gatewayUrl]) expect(new URL(url).hostname).not.toBe("127.0.0.1");
    expect(secrets).toContain("console-secrets/SESSION_SECRET");
  });

  it("gives the stop its time: preStop pause + STOP_GRACE_SECONDS + the streams' last event + margin fit the grace period", () => {
    const preStop = container.lifecycle.preStop.exec.command as string[];
    expect(preStop[0]).toBe("sleep");
    const pause = Number(preStop[1]);
    expect(pause).toBeGreaterThanOrEqual(3);
    const grace = Number(env.STOP_GRACE_SECONDS);
    expect(pause + grace + LAST_EVENT_SECONDS + MARGIN_SECONDS).toBeLessThanOrEqual(pod.terminationGracePeriodSeconds);
    // The slowest portal request (UPSTREAM_TIMEOUT_MS) finishes within the grace period.
    expect(grace * 1000).toBeGreaterThan(parseConfig({ ...image.env, ...env }).upstreamTimeoutMs);
    // Rolling updates start the new pod before stopping an old one.
    expect(deployment.spec.strategy.rollingUpdate).toEqual({ maxSurge: 1, maxUnavailable: 0 });
  });

  it("runs as the image's non-root user on a read-only root file system, writable only where the console writes", () => {
    const [uid, gid] = image.user.split(":").map(Number);
    expect(uid).toBeGreaterThan(0);
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: uid, runAsGroup: gid, fsGroup: gid });
    expect(container.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
      capabilities: { drop: ["ALL"] },
    });
    const mounts = container.volumeMounts as { name: string; mountPath: string }[];
    const dataDir = env.DATA_DIR ?? image.env.DATA_DIR;
    expect(mountedAt(mounts, dataDir), `DATA_DIR ${dataDir}`).toBe(true);
    expect(mountedAt(mounts, join(image.workdir, ".next/cache")), "Next's cache").toBe(true);
    for (const mount of mounts) {
      const volume = pod.volumes.find((v: K8sObject) => v.name === mount.name);
      expect(volume.emptyDir, `${mount.name} is an emptyDir`).toBeDefined();
    }
    expect(container.resources.requests).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
  });

  it("routes the Ingress to the console's port through ingress-nginx, with what streaming needs", () => {
    const ingress = find(objects, "Ingress", "console");
    const service = find(objects, "Service", "console");
    expect(ingress.spec.ingressClassName).toBe("nginx");
    const backend = ingress.spec.rules[0].http.paths[0].backend.service;
    expect(backend.name).toBe(service.metadata.name);
    const servicePort = service.spec.ports.find((p: K8sObject) => p.name === backend.port.name);
    expect(servicePort.targetPort).toBe("http");
    expect(service.spec.selector).toEqual(deployment.spec.template.metadata.labels);
    const annotations = ingress.metadata.annotations as Record<string, string>;
    const config = parseConfig({ ...image.env, ...env });
    expect(annotations["nginx.ingress.kubernetes.io/proxy-buffering"]).toBe("off");
    // No longer than a stream may pause (UPSTREAM_TIMEOUT_MS), and what tests/ops runs its ingress-nginx with.
    const readTimeout = Number(annotations["nginx.ingress.kubernetes.io/proxy-read-timeout"]);
    expect(readTimeout * 1000).toBeGreaterThan(config.upstreamTimeoutMs);
    expect(readTimeout).toBe(INGRESS_TIMEOUTS.proxyReadTimeout);
    expect(Number(annotations["nginx.ingress.kubernetes.io/proxy-send-timeout"])).toBe(
      INGRESS_TIMEOUTS.proxySendTimeout,
    );
    const body = /^(\d+)m$/.exec(annotations["nginx.ingress.kubernetes.io/proxy-body-size"]);
    expect(Number(body?.[1]) * 1024 * 1024).toBeGreaterThan(config.maxBodyBytes);
  });

  it("keeps instances available: the disruption budget and the autoscaler fit each other and the Deployment", () => {
    const labels = deployment.spec.template.metadata.labels;
    expect(deployment.spec.selector.matchLabels).toEqual(labels);
    expect(deployment.spec.replicas).toBeUndefined();
    const pdb = find(objects, "PodDisruptionBudget", "console");
    const hpa = find(objects, "HorizontalPodAutoscaler", "console");
    expect(pdb.spec.selector.matchLabels).toEqual(labels);
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: "apps/v1", kind: "Deployment", name: "console" });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(pdb.spec.maxUnavailable).toBeLessThan(hpa.spec.minReplicas);
  });

  if (overlay === "valkey")
    it("runs Valkey with an append-only file on a volume, reachable under REDIS_URL from the console only", () => {
      const valkey = find(objects, "StatefulSet", "valkey");
      const service = find(objects, "Service", "valkey");
      const policy = find(objects, "NetworkPolicy", "valkey");
      const server = valkey.spec.template.spec.containers[0];
      const args = (server.args as string[]).join(" ");
      expect(args).toContain("--appendonly yes");
      expect(args).toContain("--appendfsync always");
      const dir = /--dir (\S+)/.exec(args)?.[1];
      const claim = valkey.spec.volumeClaimTemplates[0].metadata.name;
      expect(server.volumeMounts).toContainEqual({ name: claim, mountPath: dir });
      const url = new URL(env.REDIS_URL);
      expect(url.hostname).toBe(service.metadata.name);
      const port = service.spec.ports.find((p: K8sObject) => p.port === Number(url.port));
      expect(server.ports.map((p: K8sObject) => p.name)).toContain(port.targetPort);
      expect(service.spec.selector).toEqual(valkey.spec.template.metadata.labels);
      expect(policy.spec.podSelector.matchLabels).toEqual(valkey.spec.template.metadata.labels);
      expect(policy.spec.ingress[0].from[0].podSelector.matchLabels).toEqual(deployment.spec.template.metadata.labels);
      expect(server.securityContext.readOnlyRootFilesystem).toBe(true);
    });
  else
    it("takes REDIS_URL from the console-redis Secret and runs no Valkey", () => {
      expect(secrets).toContain("console-redis/REDIS_URL");
      expect(objects.some((o) => o.kind === "StatefulSet")).toBe(false);
    });

  it("names in the README the Secrets and keys it refers to", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    for (const ref of secrets) {
      const [name, key] = ref.split("/");
      expect(new RegExp(`create secret generic ${name}\\b`).test(readme), `README creates the Secret ${name}`).toBe(
        true,
      );
      expect(readme.includes(`--from-literal=${key}=`), `README sets ${key}`).toBe(true);
    }
  });
});
