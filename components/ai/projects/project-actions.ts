/**
 * The actions on AI projects and on a project's members, declared once as data (see `ResourceAction`): the list's
 * header and rows, the project's page header, its members tab and tests read these lists; nothing else decides
 * whether an action is offered or which permission it needs.
 */
import { Pencil, Plus, Power, PowerOff, Trash2, UserMinus, UserPlus } from "lucide-react";
import type { ResourceAction } from "@/components/ui/actions/resource-action";

export type ProjectActionId = "create" | "edit" | "enable" | "disable" | "delete";

/** What a project action's availability depends on: whether it is disabled (no project for the list's own actions). */
export type ProjectInState = { disabled: boolean } | undefined;

// Keys of `ai.projects`.
type ProjectLabel = "create.open" | `actions.${Exclude<ProjectActionId, "create">}`;

export type ProjectActionDef = ResourceAction<ProjectActionId, ProjectInState, ProjectLabel>;

export const PROJECT_ACTIONS: readonly ProjectActionDef[] = [
  {
    id: "create",
    label: "create.open",
    icon: Plus,
    op: "ai.projects.create",
    confirm: "form",
    tone: "primary",
    onList: true,
  },
  { id: "edit", label: "actions.edit", icon: Pencil, op: "ai.project.update", confirm: "form" },
  {
    id: "enable",
    label: "actions.enable",
    slot: "toggle",
    icon: Power,
    op: "ai.project.toggle",
    allowedWhen: (project) => project?.disabled === true,
    confirm: "none",
  },
  {
    id: "disable",
    label: "actions.disable",
    slot: "toggle",
    icon: PowerOff,
    op: "ai.project.toggle",
    allowedWhen: (project) => project?.disabled === false,
    confirm: "none",
  },
  // Its members and limits are gone for good: the user types its name.
  {
    id: "delete",
    label: "actions.delete",
    icon: Trash2,
    op: "ai.project.delete",
    confirm: "typeName",
    tone: "danger",
  },
];

/** A member as its actions see it: the portal may list one without an id (none for the list's own actions). */
export type MemberInState = { id?: string } | undefined;

/**
 * Adding the users picked in the members tab to the project, and removing one member at once from its row (the
 * user can be added back). Labels are `ai.projects.members.<label>`.
 */
export const MEMBER_ACTIONS: readonly ResourceAction<"add" | "remove", MemberInState, "add" | "remove">[] = [
  {
    id: "add",
    label: "add",
    icon: UserPlus,
    op: "ai.projectUsers.add",
    confirm: "form",
    tone: "primary",
    onList: true,
  },
  {
    id: "remove",
    label: "remove",
    icon: UserMinus,
    op: "ai.projectUsers.remove",
    // A member the portal lists without an id cannot be named in the call.
    allowedWhen: (member) => !!member?.id,
    confirm: "none",
  },
];
