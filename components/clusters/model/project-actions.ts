/** The actions on a cluster project, declared once as data (see `ResourceAction`). */
import { Pencil, Plus, Trash2 } from "lucide-react";
import type { ResourceAction } from "@/components/ui/actions/resource-action";

export type ClusterProjectActionId = "create" | "edit" | "delete";

// Keys of `clusters`.
type ProjectKey = "projects.create.open" | "projects.edit.open" | "projects.delete.open";

/** No action depends on the project's state: the portal decides (a delete is refused while clusters remain). */
export type ClusterProjectActionDef = ResourceAction<ClusterProjectActionId, unknown, ProjectKey>;

export const CLUSTER_PROJECT_ACTIONS: readonly ClusterProjectActionDef[] = [
  {
    id: "create",
    label: "projects.create.open",
    icon: Plus,
    op: "clustermgr.projects.create",
    confirm: "form",
    tone: "primary",
    onList: true,
  },
  { id: "edit", label: "projects.edit.open", icon: Pencil, op: "clustermgr.project.update", confirm: "form" },
  // Typing the name confirms; the dialog also offers deleting everything in the project.
  {
    id: "delete",
    label: "projects.delete.open",
    icon: Trash2,
    op: "clustermgr.project.delete",
    confirm: "typeName",
    tone: "danger",
  },
];
