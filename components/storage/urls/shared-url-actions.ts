/** The actions on shared URLs, declared once as data (see `ResourceAction`). */
import { Plus } from "lucide-react";
import type { ResourceAction } from "@/components/ui/actions/resource-action";

// Keys of `storage.urls`.
type SharedUrlKey = "create.open";

/** Sharing an object asks for it in a form; a shared URL is only looked up, never changed. */
export type SharedUrlActionDef = ResourceAction<"create", unknown, SharedUrlKey>;

export const SHARED_URL_ACTIONS: readonly SharedUrlActionDef[] = [
  {
    id: "create",
    label: "create.open",
    icon: Plus,
    op: "objstore.sharedUrl.create",
    confirm: "form",
    tone: "primary",
    onList: true,
  },
];
