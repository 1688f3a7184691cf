import { describe, expect, it } from "vitest";
import {
  actionOf,
  allowedActions,
  type AnyAction,
  bulkTargets,
  itemActions,
  listActions,
  permissionOf,
  withPreloads,
  type TargetOf,
} from "@/components/ui/actions/resource-action";
import de from "@/messages/de/ai.json";
import en from "@/messages/en/ai.json";
import fr from "@/messages/fr/ai.json";
import { KEY_ACTIONS, KEY_BULK_ACTIONS, type KeyActionId, type KeyInState } from "../keys/key-actions";
import { MEMBER_ACTIONS, PROJECT_ACTIONS, type ProjectInState } from "../projects/project-actions";

const ids = (actions: readonly { id: string }[]) => actions.map((a) => a.id);
/** What a screen draws from a list for `target`: its item actions (a row, a header) or the list's own. */
const offered = <A extends AnyAction>(actions: readonly A[], target: TargetOf<A>) => {
  const all = allowedActions(actions, target).map((action) => ({ action }));
  return {
    item: ids(itemActions(all).map(({ action }) => action)),
    list: listActions(all).map(({ action }) => action),
  };
};
const keyActionsFor = (key: KeyInState) => offered(KEY_ACTIONS, key).item;
const projectActionsFor = (project: ProjectInState) => offered(PROJECT_ACTIONS, project).item;
const key = (id: KeyActionId) => actionOf(KEY_ACTIONS, id);
/** Reads a dotted label (`actions.edit`, `create.open`) in a messages object. */
const message = (messages: object, path: string): unknown =>
  path.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

describe("AI key actions", () => {
  it("offers activate only to an inactive key and deactivate only to an active one", () => {
    expect(keyActionsFor({ active: true })).toEqual(["edit", "deactivate", "assign", "delete"]);
    expect(keyActionsFor({ active: false })).toEqual(["edit", "activate", "assign", "delete"]);
  });

  it("offers creating a key on the list itself, in the primary tone, and nothing else there", () => {
    expect(offered(KEY_ACTIONS, undefined).list.map((a) => [a.id, a.tone])).toEqual([["create", "primary"]]);
  });

  it("takes each action's permission from the catalog", () => {
    const byId = Object.fromEntries(KEY_ACTIONS.map((a) => [a.id, permissionOf(a)]));
    expect(byId).toEqual({
      create: "ai-post",
      edit: "ai_key-patch",
      activate: "ai_key-patch",
      deactivate: "ai_key-patch",
      assign: "ai_key_assignments-patch",
      delete: "ai_key-delete",
    });
  });

  it("asks for the key's name before deleting, and runs a toggle at once", () => {
    expect(key("delete")).toMatchObject({ confirm: "typeName", tone: "danger" });
    expect(key("activate").confirm).toBe("none");
    expect(key("deactivate").confirm).toBe("none");
    // The toggle's two actions replace each other in one place.
    expect(key("activate").slot).toBe(key("deactivate").slot);
  });

  it("offers activate, deactivate and delete on the bulk bar, each for the selected keys it changes", () => {
    expect(ids(KEY_BULK_ACTIONS)).toEqual(["activate", "deactivate", "delete"]);
    const selected = [
      { id: "a", active: true },
      { id: "b", active: false },
      { id: "c", active: true },
    ];
    const targets = (id: KeyActionId) => ids(bulkTargets(key(id), selected));
    expect(targets("activate")).toEqual(["b"]);
    expect(targets("deactivate")).toEqual(["a", "c"]);
    expect(targets("delete")).toEqual(["a", "b", "c"]);
    expect(bulkTargets(key("activate"), [{ active: true }])).toEqual([]);
  });
});

describe("AI project actions", () => {
  it("offers enable only to a disabled project and disable only to an enabled one", () => {
    expect(projectActionsFor({ disabled: false })).toEqual(["edit", "disable", "delete"]);
    expect(projectActionsFor({ disabled: true })).toEqual(["edit", "enable", "delete"]);
  });

  it("offers creating a project on the list itself, in the primary tone", () => {
    expect(offered(PROJECT_ACTIONS, undefined).list.map((a) => [a.id, a.tone])).toEqual([["create", "primary"]]);
  });

  it("takes each action's permission from the catalog", () => {
    const byId = Object.fromEntries(PROJECT_ACTIONS.map((a) => [a.id, permissionOf(a)]));
    expect(byId).toEqual({
      create: "ai_teams_management-post",
      edit: "ai_team_management-patch",
      enable: "ai_team_management_toggle-patch",
      disable: "ai_team_management_toggle-patch",
      delete: "ai_team_management-delete",
    });
    expect(Object.fromEntries(MEMBER_ACTIONS.map((a) => [a.id, permissionOf(a)]))).toEqual({
      add: "ai_team_users_management-post",
      remove: "ai_team_users_management-delete",
    });
  });

  it("asks for the project's name before deleting it; no project action is on a bulk bar", () => {
    expect(actionOf(PROJECT_ACTIONS, "delete")).toMatchObject({ confirm: "typeName", tone: "danger" });
    expect(PROJECT_ACTIONS.filter((a) => a.bulk)).toEqual([]);
  });

  it("adds members from the tab itself and offers to remove a member only when the portal names it", () => {
    expect(ids(offered(MEMBER_ACTIONS, undefined).list)).toEqual(["add"]);
    const members: { id?: string }[] = [{ id: "u1" }, {}, { id: "" }];
    expect(bulkTargets(actionOf(MEMBER_ACTIONS, "remove"), members)).toEqual([{ id: "u1" }]);
  });
});

describe("action labels", () => {
  it("name every action in all three locales", () => {
    for (const messages of [en, de, fr]) {
      for (const action of KEY_ACTIONS) expect(message(messages.keys, action.label)).toBeTruthy();
      for (const action of KEY_BULK_ACTIONS) expect(messages.keys.bulk[action.id]).toBeTruthy();
      for (const action of PROJECT_ACTIONS) expect(message(messages.projects, action.label)).toBeTruthy();
      for (const action of MEMBER_ACTIONS) expect(messages.projects.members[action.label]).toBeTruthy();
      expect(messages.keys.create.open).toBeTruthy();
      expect(messages.projects.create.open).toBeTruthy();
    }
  });

  it("adds each dialog's preload without touching the declared list", () => {
    const preload = () => undefined;
    const loaded = withPreloads(KEY_ACTIONS, { assign: preload });
    expect(loaded.find((a) => a.id === "assign")?.preload).toBe(preload);
    expect(loaded.filter((a) => a.preload)).toHaveLength(1);
    expect(KEY_ACTIONS.some((a) => a.preload)).toBe(false);
  });
});
