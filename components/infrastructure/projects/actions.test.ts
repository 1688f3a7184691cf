import { describe, expect, it } from "vitest";
import { allowedActions } from "@/components/ui/actions/resource-action";
import { operationRoute } from "@/lib/portal/routes";
import { DOMAIN_ACTIONS } from "../inventory/domain-actions";
import { CREDENTIAL_ACTIONS } from "./credential-actions";
import { PROJECT_ACTIONS, PROJECT_ITEM_ACTIONS, PROJECT_LIST_ACTIONS } from "./project-actions";
import type { ProjectState } from "./project-model";

const ids = (actions: readonly { id: string }[]) => actions.map((a) => a.id);
const permissions = (actions: readonly { id: string; op: Parameters<typeof operationRoute>[0] }[]) =>
  Object.fromEntries(actions.map((a) => [a.id, operationRoute(a.op).permission]));

describe("infrastructure project actions", () => {
  const offeredIn = (state: ProjectState) => ids(allowedActions(PROJECT_ITEM_ACTIONS, { state }));

  it("offers disable on an enabled project and enable otherwise, delete always", () => {
    expect(offeredIn("enabled")).toEqual(["disable", "delete"]);
    expect(offeredIn("disabled")).toEqual(["enable", "delete"]);
    expect(offeredIn("unknown")).toEqual(["enable", "delete"]);
    expect(ids(PROJECT_LIST_ACTIONS)).toEqual(["create"]);
  });

  it("asks before disabling, types the name before deleting, enables at once", () => {
    const confirm = Object.fromEntries(PROJECT_ACTIONS.map((a) => [a.id, a.confirm]));
    expect(confirm).toEqual({ create: "form", enable: "none", disable: "confirm", delete: "typeName" });
    expect(PROJECT_ACTIONS.find((a) => a.id === "delete")?.named).toBe("actions.deleteNamed");
  });

  it("draws the list's create as the main button and delete as destructive", () => {
    const tone = Object.fromEntries(PROJECT_ACTIONS.map((a) => [a.id, a.tone]));
    expect(tone).toEqual({ create: "primary", enable: undefined, disable: undefined, delete: "danger" });
    expect(CREDENTIAL_ACTIONS.map((a) => [a.id, a.tone])).toEqual([
      ["create", "primary"],
      ["delete", "danger"],
    ]);
  });

  it("takes each permission from the catalog", () => {
    expect(permissions(PROJECT_ACTIONS)).toEqual({
      create: "iaas_projects-post",
      enable: "iaas_project_enable-patch",
      disable: "iaas_project_disable-patch",
      delete: "iaas_project-delete",
    });
  });
});

describe("credential actions", () => {
  it("creates from the panel and deletes a row after typing its key", () => {
    expect(ids(CREDENTIAL_ACTIONS.filter((a) => a.onList))).toEqual(["create"]);
    expect(
      ids(
        allowedActions(
          CREDENTIAL_ACTIONS.filter((a) => !a.onList),
          undefined,
        ),
      ),
    ).toEqual(["delete"]);
    expect(CREDENTIAL_ACTIONS.find((a) => a.id === "delete")?.confirm).toBe("typeName");
    expect(permissions(CREDENTIAL_ACTIONS)).toEqual({
      create: "iaas_credentials-post",
      delete: "iaas_credential-delete",
    });
  });
});

describe("domain actions", () => {
  it("creates a domain from the list, through a form, with the catalog's permission", () => {
    expect(DOMAIN_ACTIONS.map((a) => [a.id, a.onList, a.confirm, a.tone])).toEqual([
      ["create", true, "form", "primary"],
    ]);
    expect(permissions(DOMAIN_ACTIONS)).toEqual({ create: "iaas_domains-post" });
  });
});
