/** Looking up clustermgr records by their path parameters; unknown ones answer 404. */
import { notFound } from "../../area";
import type { ClustermgrState, StoredProject, StoredShoot } from "./model";

/** The project owning a namespace (`garden-<name>`). */
export function projectOfNamespace(state: ClustermgrState, namespace: string): StoredProject {
  const found = state.projects.find((p) => p.project.spec.namespace === namespace);
  if (!found) throw notFound(`namespace ${namespace}`);
  return found;
}

export function projectNamed(state: ClustermgrState, name: string): StoredProject {
  const found = state.projects.find((p) => p.project.metadata.name === name);
  if (!found) throw notFound(`cluster project ${name}`);
  return found;
}

export const shootsOf = (state: ClustermgrState, namespace: string) =>
  state.shoots.filter((s) => s.shoot.metadata.namespace === namespace);

export function findShoot(state: ClustermgrState, namespace: string, name: string): StoredShoot {
  projectOfNamespace(state, namespace);
  const found = state.shoots.find((s) => s.shoot.metadata.namespace === namespace && s.shoot.metadata.name === name);
  if (!found) throw notFound(`cluster ${name} in ${namespace}`);
  return found;
}

export function findSecret(state: ClustermgrState, namespace: string, name: string) {
  projectOfNamespace(state, namespace);
  const found = state.secrets.find((s) => s.namespace === namespace && s.name === name);
  if (!found) throw notFound(`secret ${name} in ${namespace}`);
  return found;
}

export function findBinding(state: ClustermgrState, namespace: string, name: string) {
  projectOfNamespace(state, namespace);
  const found = state.bindings.find((b) => b.namespace === namespace && b.name === name);
  if (!found) throw notFound(`secret binding ${name} in ${namespace}`);
  return found;
}
