import { describe, expect, it } from "vitest";
import { bulkTargets, permissionOf, withPreloads } from "@/components/ui/actions/resource-action";
import de from "@/messages/de/ai.json";
import en from "@/messages/en/ai.json";
import fr from "@/messages/fr/ai.json";
import {
  KEY_ACTIONS,
  KEY_BULK_ACTIONS,
  KEY_LIST_ACTIONS,
  keyActionById,
  keyActionsFor,
  type KeyActionId,
} from "../keys/key-actions";
import {
  MEMBER_ACTIONS,
  MEMBER_LIST_ACTIONS,
  PROJECT_ACTIONS,
  PROJECT_LIST_ACTIONS,
  projectActionsFor,
} from "../projects/project-actions";

const ids = (actions: readonly { id: string }[]) => actions.map((a) => a.id);

describe("AI key actions", () => {
  it("offers activate only to an inactive key and deactivate only to an active one", () => {
    expect(ids(keyActionsFor({ active: true }))).toEqual(["edit", "deactivate", "assign", "delete"]);
    expect(ids(keyActionsFor({ active: false }))).toEqual(["edit", "activate", "assign", "delete"]);
  });

  it("takes each action's permission from the catalog", () => {
    const byId = Object.fromEntries(KEY_ACTIONS.map((a) => [a.id, permissionOf(a)]));
    expect(byId).toEqual({
      edit: "ai_key-patch",
      activate: "ai_key-patch",
      deactivate: "ai_key-patch",
      assign: "ai_key_assignments-patch",
      delete: "ai_key-delete",
    });
    expect(KEY_LIST_ACTIONS.map(permissionOf)).toEqual(["ai-post"]);
  });

  it("asks for the key's name before deleting, and runs a toggle at once", () => {
    expect(keyActionById("delete")).toMatchObject({ confirm: "typeName", tone: "danger" });
    expect(keyActionById("activate").confirm).toBe("none");
    expect(keyActionById("deactivate").confirm).toBe("none");
    // The toggle's two actions replace each other in one place.
    expect(keyActionById("activate").slot).toBe(keyActionById("deactivate").slot);
  });

  it("offers activate, deactivate and delete on the bulk bar, each for the selected keys it changes", () => {
    expect(ids(KEY_BULK_ACTIONS)).toEqual(["activate", "deactivate", "delete"]);
    const selected = [
      { id: "a", active: true },
      { id: "b", active: false },
      { id: "c", active: true },
    ];
    const targets = (id: KeyActionId) => ids(bulkTargets(keyActionById(id), selected));
    expect(targets("activate")).toEqual(["b"]);
    expect(targets("deactivate")).toEqual(["a", "c"]);
    expect(targets("delete")).toEqual(["a", "b", "c"]);
    expect(bulkTargets(keyActionById("activate"), [{ active: true }])).toEqual([]);
  });
});

describe("AI project actions", () => {
  it("offers enable only to a disabled project and disable only to an enabled one", () => {
    expect(ids(projectActionsFor({ disabled: false }))).toEqual(["edit", "disable", "delete"]);
    expect(ids(projectActionsFor({ disabled: true }))).toEqual(["edit", "enable", "delete"]);
  });

  it("takes each action's permission from the catalog", () => {
    const byId = Object.fromEntries(PROJECT_ACTIONS.map((a) => [a.id, permissionOf(a)]));
    expect(byId).toEqual({
      edit: "ai_team_management-patch",
      enable: "ai_team_management_toggle-patch",
      disable: "ai_team_management_toggle-patch",
      delete: "ai_team_management-delete",
    });
    expect(PROJECT_LIST_ACTIONS.map(permissionOf)).toEqual(["ai_teams_management-post"]);
    expect(MEMBER_LIST_ACTIONS.map(permissionOf)).toEqual(["ai_team_users_management-post"]);
    expect(MEMBER_ACTIONS.map(permissionOf)).toEqual(["ai_team_users_management-delete"]);
  });

  it("asks for the project's name before deleting it; no project action is on a bulk bar", () => {
    expect(PROJECT_ACTIONS.find((a) => a.id === "delete")).toMatchObject({ confirm: "typeName", tone: "danger" });
    expect(PROJECT_ACTIONS.filter((a) => a.bulk)).toEqual([]);
  });

  it("offers to remove a member only when the portal names it", () => {
    const members: { id?: string }[] = [{ id: "u1" }, {}, { id: "" }];
    expect(bulkTargets(MEMBER_ACTIONS[0], members)).toEqual([{ id: "u1" }]);
  });
});

describe("action labels", () => {
  it("name every action in all three locales", () => {
    for (const messages of [en, de, fr]) {
      for (const action of KEY_ACTIONS) expect(messages.keys.actions[action.label]).toBeTruthy();
      for (const action of KEY_BULK_ACTIONS) expect(messages.keys.bulk[action.id]).toBeTruthy();
      for (const action of PROJECT_ACTIONS) expect(messages.projects.actions[action.label]).toBeTruthy();
      for (const action of [...MEMBER_ACTIONS, ...MEMBER_LIST_ACTIONS])
        expect(messages.projects.members[action.label]).toBeTruthy();
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
