/** Record schemas of the object-storage sharing area. Lenient output schemas. */
import { z } from "zod";
import { oStr } from "./fields";

export const SharedBucket = z.looseObject({ bucket: oStr(), key: oStr(), user_id: oStr() });
export type SharedBucket = z.infer<typeof SharedBucket>;

export const SharedUrl = z.looseObject({
  bucket: oStr(),
  expire_date: oStr(),
  object_key: oStr(),
  url: oStr(),
  user_id: oStr(),
});
export type SharedUrl = z.infer<typeof SharedUrl>;
