/**
 * The actions on an AI project and on its members, declared once as data (see `ResourceAction`): the project's
 * page header, its members tab and tests read these lists; nothing else decides whether an action is offered or
 * which permission it needs.
 */
import { Pencil, Plus, Power, PowerOff, Trash2, UserMinus, UserPlus } from "lucide-react";
import { actionOf, allowedActions, type ResourceAction } from "@/components/ui/actions/resource-action";

export type ProjectActionId = "edit" | "enable" | "disable" | "delete";

/** What a project action's availability depends on: whether the project is disabled. */
export interface ProjectInState {
  disabled: boolean;
}

/** The label of each action is `ai.projects.actions.<id>`. */
export type ProjectActionDef = ResourceAction<ProjectActionId, ProjectInState, ProjectActionId>;

export const PROJECT_ACTIONS: readonly ProjectActionDef[] = [
  { id: "edit", label: "edit", icon: Pencil, op: "ai.project.update", confirm: "form" },
  {
    id: "enable",
    label: "enable",
    slot: "toggle",
    icon: Power,
    op: "ai.project.toggle",
    allowedWhen: ({ disabled }) => disabled,
    confirm: "none",
  },
  {
    id: "disable",
    label: "disable",
    slot: "toggle",
    icon: PowerOff,
    op: "ai.project.toggle",
    allowedWhen: ({ disabled }) => !disabled,
    confirm: "none",
  },
  // Its members and limits are gone for good: the user types its name.
  { id: "delete", label: "delete", icon: Trash2, op: "ai.project.delete", confirm: "typeName", tone: "danger" },
];

/** Actions on the project list itself, with no project yet: creating one. */
export const PROJECT_LIST_ACTIONS: readonly ResourceAction<"create", void, "create.open">[] = [
  { id: "create", label: "create.open", icon: Plus, op: "ai.projects.create", confirm: "form", tone: "primary" },
];

/** Adding the users picked in the members tab to the project. Labels are `ai.projects.members.<id>`. */
export const MEMBER_LIST_ACTIONS: readonly ResourceAction<"add", void, "add">[] = [
  { id: "add", label: "add", icon: UserPlus, op: "ai.projectUsers.add", confirm: "form", tone: "primary" },
];

/** Removing one member, at once from its row: the user can be added back. */
export const MEMBER_ACTIONS: readonly ResourceAction<"remove", { id?: string }, "remove">[] = [
  {
    id: "remove",
    label: "remove",
    icon: UserMinus,
    op: "ai.projectUsers.remove",
    // A member the portal lists without an id cannot be named in the call.
    allowedWhen: (member) => !!member.id,
    confirm: "none",
  },
];

/** The actions a project in this state offers, in header order. */
export const projectActionsFor = (project: ProjectInState): ProjectActionDef[] =>
  allowedActions(PROJECT_ACTIONS, project);

export const projectActionById = (id: ProjectActionId): ProjectActionDef => actionOf(PROJECT_ACTIONS, id);
