/** The actions on a resource's object-storage access keys, declared once as data (see `ResourceAction`). */
import { RefreshCw } from "lucide-react";
import type { ResourceAction } from "@/components/ui/actions/resource-action";

// Keys of `storage.access`.
type AccessKeyKey = "replace";

/** Replacing the pair asks for the new keys in a form; nothing depends on the keys' state. */
export type AccessKeyActionDef = ResourceAction<"replace", unknown, AccessKeyKey>;

export const ACCESS_KEY_ACTIONS: readonly AccessKeyActionDef[] = [
  { id: "replace", label: "replace", icon: RefreshCw, op: "objaccess.update", confirm: "form" },
];
