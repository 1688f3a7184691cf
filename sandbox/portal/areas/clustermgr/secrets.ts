/** Secrets (infrastructure application credentials) and secret bindings of a namespace. */
import type { OperationId } from "../../../../lib/portal/operations";
import { conflict, SandboxError, type HandlerContext } from "../../area";
import { dnsLabel } from "./input";
import { findBinding, findSecret, projectOfNamespace } from "./lookup";
import { iso, type ClustermgrState, type StoredBinding, type StoredSecret } from "./model";
import { bindingCreatedView, bindingView, secretView, statusView } from "./views";

type Ctx<Id extends OperationId> = HandlerContext<ClustermgrState, Id>;

/** Body field → key of the secret's data (the OpenStack application credential layout). */
const DATA_KEYS = {
  app_credential_id: "applicationCredentialID",
  app_credential_name: "applicationCredentialName",
  app_credential_secret: "applicationCredentialSecret",
  domain_name: "domainName",
  project_name: "tenantName",
} as const;
type CredentialField = keyof typeof DATA_KEYS;

function credentialData(fields: Partial<Record<CredentialField, string>>): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [field, key] of Object.entries(DATA_KEYS) as [CredentialField, string][]) {
    const value = fields[field];
    if (value !== undefined) data[key] = value;
  }
  return data;
}

export function listSecrets(ctx: Ctx<"clustermgr.secrets.list">) {
  const { namespace } = ctx.input;
  projectOfNamespace(ctx.state, namespace);
  return ctx.state.secrets.filter((s) => s.namespace === namespace).map(secretView);
}

/** GET one secret: the spec answers an array (of one). */
export function getSecret(ctx: Ctx<"clustermgr.secret.get">) {
  const path = ctx.input;
  return [secretView(findSecret(ctx.state, path.namespace, path.secret_name))];
}

export function createSecret(ctx: Ctx<"clustermgr.secrets.create">) {
  const { input } = ctx;
  projectOfNamespace(ctx.state, input.namespace);
  dnsLabel(input.secret_name, "secret_name");
  if (ctx.state.secrets.some((s) => s.namespace === input.namespace && s.name === input.secret_name)) {
    throw conflict(`a secret named ${input.secret_name} already exists in ${input.namespace}`, "secret_name");
  }
  const secret: StoredSecret = {
    name: input.secret_name,
    namespace: input.namespace,
    uid: ctx.services.id("uid"),
    created: iso(ctx.services.now()),
    data: credentialData(input),
  };
  ctx.state.secrets.push(secret);
  return secretView(secret);
}

export function updateSecret(ctx: Ctx<"clustermgr.secret.update">) {
  const { input } = ctx;
  const secret = findSecret(ctx.state, input.namespace, input.secret_name);
  Object.assign(secret.data, credentialData(input));
  return secretView(secret);
}

/** DELETE a secret: refused (409) while a secret binding references it. */
export function deleteSecret(ctx: Ctx<"clustermgr.secret.delete">) {
  const path = ctx.input;
  const secret = findSecret(ctx.state, path.namespace, path.secret_name);
  const users = ctx.state.bindings.filter((b) => b.namespace === secret.namespace && b.secret_name === secret.name);
  if (users.length > 0) {
    throw conflict(`secret ${secret.name} is referenced by secret binding(s) ${users.map((b) => b.name).join(", ")}`);
  }
  ctx.state.secrets = ctx.state.secrets.filter((s) => s !== secret);
  return statusView("secrets", secret.name, "Deleted", secret.uid);
}

export function listBindings(ctx: Ctx<"clustermgr.secretBindings.list">) {
  const { namespace } = ctx.input;
  projectOfNamespace(ctx.state, namespace);
  return ctx.state.bindings.filter((b) => b.namespace === namespace).map(bindingView);
}

/** GET one secret binding: the spec answers an array (of one). */
export function getBinding(ctx: Ctx<"clustermgr.secretBinding.get">) {
  const path = ctx.input;
  return [bindingView(findBinding(ctx.state, path.namespace, path.secret_binding_name))];
}

export function createBinding(ctx: Ctx<"clustermgr.secretBindings.create">) {
  const { input } = ctx;
  projectOfNamespace(ctx.state, input.namespace);
  dnsLabel(input.secretbinding_name, "secretbinding_name");
  if (!ctx.state.secrets.some((s) => s.namespace === input.namespace && s.name === input.secret_name)) {
    throw new SandboxError(404, `secret ${input.secret_name} not found in ${input.namespace}`, "secret_name");
  }
  if (ctx.state.bindings.some((b) => b.namespace === input.namespace && b.name === input.secretbinding_name)) {
    throw conflict(
      `a secret binding named ${input.secretbinding_name} already exists in ${input.namespace}`,
      "secretbinding_name",
    );
  }
  const binding: StoredBinding = {
    name: input.secretbinding_name,
    namespace: input.namespace,
    uid: ctx.services.id("uid"),
    created: iso(ctx.services.now()),
    secret_name: input.secret_name,
    provider_type: "openstack",
  };
  ctx.state.bindings.push(binding);
  return bindingCreatedView(binding);
}
