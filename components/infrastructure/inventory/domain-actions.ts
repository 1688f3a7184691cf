/** The actions on identity domains, declared once as data (see `ResourceAction`). */
import { Plus } from "lucide-react";
import type { ResourceAction } from "@/components/ui/actions/resource-action";

// Keys of `infrastructure.domains`.
type DomainKey = "create.open";

/** Domains are only listed and created here; nothing depends on a domain's state. */
export type DomainActionDef = ResourceAction<"create", unknown, DomainKey>;

export const DOMAIN_ACTIONS: readonly DomainActionDef[] = [
  {
    id: "create",
    label: "create.open",
    icon: Plus,
    op: "iaas.domains.create",
    confirm: "form",
    tone: "primary",
    onList: true,
  },
];
