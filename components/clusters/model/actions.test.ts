import { describe, expect, it } from "vitest";
import { allowedActions } from "@/components/ui/actions/resource-action";
import { blockOf } from "@/components/ui/actions/resource-action";
import { operationRoute } from "@/lib/portal/routes";
import { CLUSTER_ACTIONS, CLUSTER_LIST_ACTIONS, KUBECONFIG_ACTIONS } from "./cluster-actions";
import { BINDING_ACTIONS, SECRET_ACTIONS } from "./credential-actions";
import { CLUSTER_PROJECT_ACTIONS } from "./project-actions";
import type { ShootPhase } from "./status";
import { WORKER_GROUP_ACTIONS } from "./worker-group-actions";

const ids = (actions: readonly { id: string }[]) => actions.map((a) => a.id);
const permissions = (actions: readonly { id: string; op: Parameters<typeof operationRoute>[0] }[]) =>
  Object.fromEntries(actions.map((a) => [a.id, operationRoute(a.op).permission]));
const itemIds = <T>(actions: readonly { id: string; onList?: boolean; allowedWhen?: (t: T) => boolean }[], t: T) =>
  ids(allowedActions(actions.filter((a) => !a.onList) as never[], t as never));

describe("cluster actions", () => {
  it("offers retry only after a failure, edit and delete always", () => {
    for (const phase of ["error", "failed", "unhealthy"] as ShootPhase[])
      expect(itemIds(CLUSTER_ACTIONS, { phase })).toEqual(["retry", "edit", "delete"]);
    for (const phase of ["ready", "creating", "deleting"] as ShootPhase[])
      expect(itemIds(CLUSTER_ACTIONS, { phase })).toEqual(["edit", "delete"]);
    expect(ids(CLUSTER_LIST_ACTIONS)).toEqual(["create"]);
  });

  it("keeps edit visible but unavailable while the cluster is being deleted", () => {
    const edit = CLUSTER_ACTIONS.find((a) => a.id === "edit")!;
    expect(blockOf(edit, { phase: "deleting" })?.reason).toBe("detail.actions.beingDeleted");
    expect(blockOf(edit, { phase: "ready" })).toBeNull();
  });

  it("takes each permission from the catalog; delete is typed to confirm", () => {
    expect(permissions(CLUSTER_ACTIONS)).toEqual({
      create: "clustermgr_shoots-post",
      retry: "clustermgr_shoot_actions-patch",
      edit: "clustermgr_shoot_actions-patch",
      delete: "clustermgr_shoot_actions-delete",
    });
    expect(CLUSTER_ACTIONS.find((a) => a.id === "delete")?.confirm).toBe("typeName");
    expect(CLUSTER_ACTIONS.find((a) => a.id === "retry")?.confirm).toBe("none");
  });

  it("downloads a kubeconfig per role only from a running cluster", () => {
    expect(permissions(KUBECONFIG_ACTIONS)).toEqual({
      viewer: "clustermgr_shoot_cluster_viwer_config_actions-get",
      admin: "clustermgr_shoot_cluster_admin_config_actions-get",
    });
    const [viewer] = KUBECONFIG_ACTIONS;
    expect(blockOf(viewer, { phase: "deleting", apiServer: true })?.reason).toBe("deleting");
    expect(blockOf(viewer, { phase: "creating", apiServer: false })?.reason).toBe("notReady");
    expect(blockOf(viewer, { phase: "ready", apiServer: true })).toBeNull();
  });
});

describe("cluster project actions", () => {
  it("creates from the list, edits and deletes (typed) from the project", () => {
    expect(ids(CLUSTER_PROJECT_ACTIONS.filter((a) => a.onList))).toEqual(["create"]);
    expect(itemIds(CLUSTER_PROJECT_ACTIONS, undefined)).toEqual(["edit", "delete"]);
    expect(permissions(CLUSTER_PROJECT_ACTIONS)).toEqual({
      create: "clustermgr_projects-post",
      edit: "clustermgr_project_action-patch",
      delete: "clustermgr_project_action-delete",
    });
    expect(CLUSTER_PROJECT_ACTIONS.find((a) => a.id === "delete")?.confirm).toBe("typeName");
  });
});

describe("worker group actions", () => {
  const reason = (id: string, state: { clusterDeleting: boolean; groups: number }) =>
    blockOf(
      WORKER_GROUP_ACTIONS.find((a) => a.id === id)!,
      state,
    )?.reason ?? null;

  it("blocks every change while the cluster is being deleted", () => {
    for (const id of ["create", "edit", "delete"])
      expect(reason(id, { clusterDeleting: true, groups: 3 })).toBe("clusterDeleting");
  });

  it("never deletes a cluster's last worker group", () => {
    expect(reason("delete", { clusterDeleting: false, groups: 1 })).toBe("delete.lastOne");
    expect(reason("delete", { clusterDeleting: false, groups: 2 })).toBeNull();
    expect(reason("edit", { clusterDeleting: false, groups: 1 })).toBeNull();
  });

  it("takes each permission from the catalog", () => {
    expect(permissions(WORKER_GROUP_ACTIONS)).toEqual({
      create: "clustermgr_shoot_worker_groups-post",
      edit: "clustermgr_shoot_worker_groups_operations-patch",
      delete: "clustermgr_shoot_worker_groups_operations-delete",
    });
  });
});

describe("secret and binding actions", () => {
  it("keeps a secret in use from being deleted, naming its bindings", () => {
    const remove = SECRET_ACTIONS.find((a) => a.id === "delete")!;
    expect(blockOf(remove, { usedBy: ["b1", "b2"] })).toEqual({
      reason: "secrets.delete.inUse",
      values: { count: 2, users: "b1, b2" },
    });
    expect(blockOf(remove, { usedBy: [] })).toBeNull();
    expect(remove.confirm).toBe("typeName");
  });

  it("creates a binding only once a secret exists", () => {
    const [create] = BINDING_ACTIONS;
    expect(blockOf(create, { secrets: 0 })?.reason).toBe("bindings.create.needsSecret");
    expect(blockOf(create, { secrets: 1 })).toBeNull();
    expect(blockOf(create, {})).toBeNull();
  });

  it("takes each permission from the catalog", () => {
    expect(permissions(SECRET_ACTIONS)).toEqual({
      create: "clustermgr_secrets-post",
      edit: "clustermgr_secret_actions-patch",
      delete: "clustermgr_secret_actions-delete",
    });
    expect(permissions(BINDING_ACTIONS)).toEqual({
      create: "clustermgr_secret_bindings-post",
    });
  });
});
