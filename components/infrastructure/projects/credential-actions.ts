/** The actions on a project's credentials, declared once as data (see `ResourceAction`). */
import { Plus, Trash2 } from "lucide-react";
import type { ResourceAction } from "@/components/ui/actions/resource-action";

export type CredentialActionId = "create" | "delete";

// Keys of `infrastructure.credentials`.
type CredentialKey = "create.open" | "delete" | "deleteNamed";

/** No credential action depends on the credential's state. */
export type CredentialActionDef = ResourceAction<CredentialActionId, unknown, CredentialKey>;

export const CREDENTIAL_ACTIONS: readonly CredentialActionDef[] = [
  {
    id: "create",
    label: "create.open",
    icon: Plus,
    op: "iaas.credentials.create",
    confirm: "form",
    tone: "primary",
    onList: true,
  },
  // Programs using the access key lose access at once: typing the key confirms.
  {
    id: "delete",
    label: "delete",
    named: "deleteNamed",
    icon: Trash2,
    op: "iaas.credential.delete",
    confirm: "typeName",
    tone: "danger",
  },
];
