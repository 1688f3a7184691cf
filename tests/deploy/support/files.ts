/**
 * The deployment files as data: the Kubernetes manifests rendered by `kubectl kustomize` (kustomize built into
 * kubectl), the Dockerfile's final stage, compose.yaml.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse, parseAllDocuments } from "yaml";

export const ROOT = join(__dirname, "..", "..", "..");

/** Variables read outside lib/config.ts, and by what. */
export const RUNTIME_VARIABLES: Record<string, string> = {
  PORT: "Next's server",
  HOSTNAME: "Next's server",
  KEEP_ALIVE_TIMEOUT: "Next's server",
  NEXT_TELEMETRY_DISABLED: "Next",
  MALLOC_ARENA_MAX: "glibc",
  STOP_GRACE_SECONDS: "scripts/graceful-stop.mjs",
  CONSOLE_WORKERS: "scripts/cluster.mjs",
};

/** From scripts/graceful-stop.mjs: how long the interrupted streams get for their last event after the grace period. */
export const LAST_EVENT_SECONDS =
  Number(
    /const LAST_EVENT_MS = ([\d_]+);/
      .exec(readFileSync(join(ROOT, "scripts/graceful-stop.mjs"), "utf8"))![1]
      .replace("_", ""),
  ) / 1000;
/** Between the console's own exit at the latest and the runtime's SIGKILL. */
export const MARGIN_SECONDS = 5;

/** A rendered Kubernetes object, read loosely: the tests name the fields they check. */
export type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; annotations?: Record<string, string> };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [field: string]: any;
};

/** `kubectl kustomize deploy/kubernetes/overlays/<overlay>`, parsed. */
export function render(overlay: string): K8sObject[] {
  const result = spawnSync("kubectl", ["kustomize", join(ROOT, "deploy/kubernetes/overlays", overlay)], {
    encoding: "utf8",
  });
  if (result.error)
    throw new Error(`kubectl (whose built-in kustomize renders deploy/kubernetes) could not run: ${result.error}`);
  if (result.status !== 0) throw new Error(`kubectl kustomize failed:\n${result.stderr}`);
  return parseAllDocuments(result.stdout).map((d) => d.toJS() as K8sObject);
}

export function find(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in ${objects.map((o) => `${o.kind}/${o.metadata.name}`).join(", ")}`);
  return found;
}

/** Kubernetes' ConfigMap names carry kustomize's hash suffix; the one a Deployment refers to is found by that name. */
export function configMapData(objects: K8sObject[], name: string): Record<string, string> {
  return find(objects, "ConfigMap", name).data as Record<string, string>;
}

export interface ImageStage {
  env: Record<string, string>;
  /** `USER` as written: uid[:gid]. */
  user: string;
  workdir: string;
  expose: number[];
  cmd: string[];
}

/** The instructions of the Dockerfile's last stage (the image that runs). */
export function dockerfileFinalStage(): ImageStage {
  const text = readFileSync(join(ROOT, "Dockerfile"), "utf8").replace(/\\\n\s*/g, " ");
  const lines = text.split("\n").filter((l) => l.trim() !== "" && !l.trimStart().startsWith("#"));
  const last = lines.map((l) => l.startsWith("FROM ")).lastIndexOf(true);
  const stage: ImageStage = { env: {}, user: "root", workdir: "/", expose: [], cmd: [] };
  for (const line of lines.slice(last)) {
    const [instruction, ...rest] = line.trim().split(/\s+/);
    const argument = rest.join(" ");
    if (instruction === "ENV")
      for (const pair of rest) {
        const at = pair.indexOf("=");
        stage.env[pair.slice(0, at)] = pair.slice(at + 1);
      }
    if (instruction === "USER") stage.user = argument;
    if (instruction === "WORKDIR") stage.workdir = argument;
    if (instruction === "EXPOSE") stage.expose.push(...rest.map(Number));
    if (instruction === "CMD") stage.cmd = JSON.parse(argument) as string[];
  }
  return stage;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function compose(): { services: Record<string, any> } {
  return parse(readFileSync(join(ROOT, "compose.yaml"), "utf8")) as { services: Record<string, unknown> };
}

/** An environment value of compose.yaml with `${NAME:?…}` / `${NAME:-default}` in it, as compose would fill it in. */
export function composeValue(value: string, given: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_, name: string, how?: string, rest?: string) =>
    given[name] !== undefined ? given[name] : how === "-" ? (rest ?? "") : "",
  );
}
