/** The actions on shared buckets, declared once as data (see `ResourceAction`). */
import { Plus, Unlink } from "lucide-react";
import type { ResourceAction } from "@/components/ui/actions/resource-action";

export type BucketActionId = "share" | "unshare";

// Keys of `storage.buckets`.
type BucketKey = "share.open" | "unshare" | "unshareNamed";

/** No bucket action depends on the share's state. */
export type BucketActionDef = ResourceAction<BucketActionId, unknown, BucketKey>;

export const BUCKET_ACTIONS: readonly BucketActionDef[] = [
  {
    id: "share",
    label: "share.open",
    icon: Plus,
    op: "objstore.sharedBucket.create",
    confirm: "form",
    tone: "primary",
    onList: true,
  },
  // Everyone using the share loses access: typing the bucket's name confirms.
  {
    id: "unshare",
    label: "unshare",
    named: "unshareNamed",
    icon: Unlink,
    op: "objstore.sharedBucket.delete",
    confirm: "typeName",
    tone: "danger",
  },
];
