/**
 * The actions on an infrastructure project, declared once as data (see `ResourceAction`): the list's header and rows,
 * the detail page's header and tests read this list; nothing else decides what is offered.
 */
import { Plus, Power, PowerOff, Trash2 } from "lucide-react";
import { actionsOfItem, actionsOfList, type ResourceAction } from "@/components/ui/actions/resource-action";
import type { ProjectState } from "./project-model";

/** What a project action depends on: whether the project is enabled (nothing for the list's own actions). */
export interface ProjectInState {
  state?: ProjectState;
}

export type ProjectActionId = "create" | "enable" | "disable" | "delete";

// Keys of `infrastructure.projects`.
type ProjectKey = "create.open" | "actions.enable" | "actions.disable" | "actions.delete" | "actions.deleteNamed";

export type ProjectActionDef = ResourceAction<ProjectActionId, ProjectInState, ProjectKey>;

export const PROJECT_ACTIONS: readonly ProjectActionDef[] = [
  {
    id: "create",
    label: "create.open",
    icon: Plus,
    op: "iaas.projects.create",
    confirm: "form",
    tone: "primary",
    onList: true,
  },
  // One of enable and disable, whichever changes the project's state.
  {
    id: "enable",
    label: "actions.enable",
    icon: Power,
    op: "iaas.project.enable",
    allowedWhen: ({ state }) => state !== undefined && state !== "enabled",
    confirm: "none",
  },
  // Its users lose access until it is enabled again: asked first.
  {
    id: "disable",
    label: "actions.disable",
    icon: PowerOff,
    op: "iaas.project.disable",
    allowedWhen: ({ state }) => state === "enabled",
    confirm: "confirm",
  },
  {
    id: "delete",
    label: "actions.delete",
    named: "actions.deleteNamed",
    icon: Trash2,
    op: "iaas.project.delete",
    confirm: "typeName",
    tone: "danger",
  },
];

/** The actions of the project list itself. */
export const PROJECT_LIST_ACTIONS = actionsOfList(PROJECT_ACTIONS);

/** The actions on one project (its row, its page). */
export const PROJECT_ITEM_ACTIONS = actionsOfItem(PROJECT_ACTIONS);
