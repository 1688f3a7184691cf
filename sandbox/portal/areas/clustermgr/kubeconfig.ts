/** Admin and viewer kubeconfigs of a cluster: YAML with a fake CA and a fake token, valid for `expiration_seconds`. */
import type { OperationId } from "../../../../lib/portal/operations";
import { badRequest, conflict, type HandlerContext } from "../../area";
import { isDeleting, lacksApiServer } from "./lifecycle";
import { findShoot } from "./lookup";
import { iso, type ClustermgrState } from "./model";

type Ctx<Id extends OperationId> = HandlerContext<ClustermgrState, Id>;
type ConfigCtx = Ctx<"clustermgr.shoot.adminConfig" | "clustermgr.shoot.viewerConfig">;

export const EXPIRATION = { default: 3600, min: 600, max: 604_800 } as const;

function expirationOf(value: number | string | undefined): number {
  const seconds = value === undefined ? EXPIRATION.default : Number(value);
  if (seconds < EXPIRATION.min || seconds > EXPIRATION.max) {
    throw badRequest(`expiration_seconds: must be from ${EXPIRATION.min} to ${EXPIRATION.max}`, "expiration_seconds");
  }
  return seconds;
}

const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

function kubeconfigYaml(name: string, server: string, user: string, token: string, caText: string) {
  return [
    "apiVersion: v1",
    "kind: Config",
    `current-context: ${name}`,
    "clusters:",
    `- name: ${name}`,
    "  cluster:",
    `    certificate-authority-data: ${base64(caText)}`,
    `    server: ${server}`,
    "contexts:",
    `- name: ${name}`,
    "  context:",
    `    cluster: ${name}`,
    `    user: ${user}`,
    "users:",
    `- name: ${user}`,
    "  user:",
    `    token: ${token}`,
    "",
  ].join("\n");
}

function clusterConfig(ctx: ConfigCtx, role: "admin" | "viewer") {
  const { input } = ctx;
  const seconds = expirationOf(input.expiration_seconds);
  const stored = findShoot(ctx.state, input.namespace, input.shoot_name);
  if (isDeleting(stored.shoot)) throw conflict(`cluster ${input.shoot_name} is being deleted`);
  if (lacksApiServer(stored))
    throw conflict(`cluster ${input.shoot_name} has no API server yet: its creation has not succeeded`);
  const project = input.namespace.replace(/^garden-/, "");
  const name = `${input.namespace}--${input.shoot_name}`;
  const server = `https://api.${input.shoot_name}.${project}.${ctx.region}.clusters.sandbox.invalid`;
  const ca = `-----BEGIN CERTIFICATE-----\nSANDBOX FAKE CA for ${name}; not a real certificate\n-----END CERTIFICATE-----\n`;
  const token = `sandbox-${role}-${ctx.services.id("token")}`;
  return {
    expirationSeconds: seconds,
    expirationTimestamp: iso(ctx.services.now() + seconds * 1000),
    clusterconfig: kubeconfigYaml(name, server, `${name}-${role}`, token, ca),
  };
}

export const adminClusterConfig = (ctx: ConfigCtx) => clusterConfig(ctx, "admin");
export const viewerClusterConfig = (ctx: ConfigCtx) => clusterConfig(ctx, "viewer");
