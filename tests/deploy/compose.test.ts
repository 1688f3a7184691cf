/** compose.yaml against the image and the Kubernetes manifests (no Docker here: what can be checked without it). */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES, parseConfig } from "@/lib/config";
import {
  compose,
  composeValue,
  configMapData,
  dockerfileFinalStage,
  find,
  LAST_EVENT_SECONDS,
  MARGIN_SECONDS,
  render,
  ROOT,
  RUNTIME_VARIABLES,
} from "./support/files";

const image = dockerfileFinalStage();
const { services } = compose();
const console_ = services.console;
const given = {
  PORTAL_URL: "https://portal.example.com",
  GATEWAY_URL: "https://gateway.example.com",
  SESSION_SECRET: "s".repeat(64),
};
const env = Object.fromEntries(
  Object.entries(console_.environment as Record<string, string>).map(([k, v]) => [k, composeValue(String(v), given)]),
);

describe("compose.yaml", () => {
  it("gives the console a configuration it accepts, of settings it knows, shared through Valkey", () => {
    const known = new Set([...CONFIG_VARIABLES, ...Object.keys(RUNTIME_VARIABLES)]);
    for (const name of Object.keys(env)) expect(known.has(name), `${name} is read by the console`).toBe(true);
    const config = parseConfig({ ...image.env, ...env });
    expect(config.sessionSecret).toBeDefined();
    expect(new URL(config.redisUrl!).hostname).toBe("valkey");
    expect(services.valkey.command.join(" ")).toContain("--appendfsync always");
    expect(console_.deploy.replicas).toBeGreaterThan(1);
  });

  it("stops as the Kubernetes Deployment does, and waits long enough for it", () => {
    const objects = render("valkey");
    const deployment = find(objects, "Deployment", "console");
    const kubernetes = configMapData(
      objects,
      deployment.spec.template.spec.containers[0].envFrom[0].configMapRef.name,
    ).STOP_GRACE_SECONDS;
    expect(env.STOP_GRACE_SECONDS).toBe(kubernetes);
    const period = Number(/^(\d+)s$/.exec(console_.stop_grace_period)?.[1]);
    expect(Number(env.STOP_GRACE_SECONDS) + LAST_EVENT_SECONDS + MARGIN_SECONDS).toBeLessThanOrEqual(period);
  });

  it("runs the image read-only, with memory file systems where the console writes, owned by the image's user", () => {
    expect(console_.read_only).toBe(true);
    const mounts = (console_.tmpfs as string[]).map((t) => {
      const [path, options = ""] = t.split(":");
      return { path, options };
    });
    const covering = (path: string) => mounts.find((m) => !relative(m.path, path).startsWith(".."));
    expect(covering(image.env.DATA_DIR), `DATA_DIR ${image.env.DATA_DIR}`).toBeDefined();
    const cache = covering(join(image.workdir, ".next/cache"));
    const [uid, gid] = image.user.split(":");
    expect(cache?.options).toBe(`uid=${uid},gid=${gid}`);
  });

  it("puts deploy/nginx.conf in front, naming the console service on the image's port", () => {
    const [source] = (services.nginx.volumes[0] as string).split(":");
    expect(join(ROOT, source)).toBe(join(ROOT, "deploy/nginx.conf"));
    const text = readFileSync(join(ROOT, "deploy/nginx.conf"), "utf8");
    expect(text).toContain(`set $console console:${image.env.PORT};`);
    expect(Object.keys(services)).toContain("console");
  });
});
