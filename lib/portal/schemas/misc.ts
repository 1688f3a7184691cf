/** Record schemas of the context, dashboards, object-access-key, themes and users areas. Lenient output schemas. */
import { z } from "zod";
import { freeObject, oAny, oArr, oBool, oObj, oStr } from "./fields";

/** GET /context: an object mapping a context name to {}. */
export const PortalContext = z.record(z.string(), freeObject());
export type PortalContext = z.infer<typeof PortalContext>;

/** Dashboard: an item of the full list (GET /dashboards/all). */
export const Dashboard = z.looseObject({
  access: oStr(),
  group: oStr(),
  groupicon: oStr(),
  help: oStr(),
  icon: oStr(),
  name: oStr(),
  order: oStr(),
  path: oStr(),
  schema: oStr(),
  subgroup: oStr(),
  subgroupicon: oStr(),
  version: oStr(),
  navigable: oBool(),
  published: oBool(),
  region: oAny(),
});
export type Dashboard = z.infer<typeof Dashboard>;

/** Dashboard menu item (GET /dashboards). */
export const DashboardMenuItem = z.looseObject({
  help: oStr(),
  icon: oStr(),
  label: oStr(),
  order: oStr(),
  items: oArr(),
});
export type DashboardMenuItem = z.infer<typeof DashboardMenuItem>;

/** Dashboard structure (GET /dashboard/{dashboard_path}). */
export const DashboardStructure = z.looseObject({ elements: oArr(), path_params: oObj(), schema: oObj() });
export type DashboardStructure = z.infer<typeof DashboardStructure>;

/** Dashboard element (GET /dashboard/elements). */
export const DashboardElement = z.looseObject({ elements: oAny(), icon: oStr(), name: oStr() });
export type DashboardElement = z.infer<typeof DashboardElement>;

/** ObjAccess: object-storage access keys. */
export const ObjAccess = z.looseObject({
  access_key: oStr(),
  resource_id: oStr(),
  secret_key: oStr(),
  user_id: oStr(),
  active: oBool(),
});
export type ObjAccess = z.infer<typeof ObjAccess>;
