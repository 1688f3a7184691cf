/** Record schemas of the notifications area. Lenient output schemas. */
import { z } from "zod";
import { oStr } from "./fields";

/** Notification: every field a string (`read` included, as the spec writes it). */
export const Notification = z.looseObject({
  client: oStr(),
  id: oStr(),
  notification: oStr(),
  provider: oStr(),
  read: oStr(),
  reseller: oStr(),
  timestamp: oStr(),
  type: oStr(),
  user: oStr(),
});
export type Notification = z.infer<typeof Notification>;
