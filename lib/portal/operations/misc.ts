/** Catalog piece: context, dashboards, object-access keys, users and themes. Their routes are in `../routes/misc.ts`; joined in `lib/portal/operations.ts`. */
import { z } from "zod";
import { defineSchemas } from "../operation";
import { noParams, optStr, pathParam, reqStr } from "../schemas/fields";
import {
  Dashboard,
  DashboardElement,
  DashboardMenuItem,
  DashboardStructure,
  ObjAccess,
  PortalContext,
} from "../schemas/misc";

/**
 * The spec describes no response fields ("not shown"). The console reads an object: colours under `colors` (each
 * checked where it is used), a name, a logo and the ids it belongs to as text; anything else passes.
 */
const Theme = z.looseObject({
  colors: z.record(z.string(), z.unknown()).nullable().optional(),
  name: z.string().nullable().optional(),
  logo_url: z.string().nullable().optional(),
  client_id: z.string().nullable().optional(),
  reseller_id: z.string().nullable().optional(),
});

const userParams = () => z.strictObject({ name: pathParam(), client: pathParam(), id: pathParam() });

export const miscOperations = {
  "context.get": defineSchemas({
    params: noParams(),
    body: null,
    output: PortalContext,
    summary: "Contexts of the session, by name",
  }),
  "dashboard.get": defineSchemas({
    params: z.strictObject({ dashboard_path: pathParam() }),
    body: null,
    output: DashboardStructure,
    summary: "Structure of one dashboard",
  }),
  "dashboard.elements.list": defineSchemas({
    params: noParams(),
    body: null,
    output: z.array(DashboardElement),
    summary: "Dashboard elements",
  }),
  "dashboards.menu": defineSchemas({
    params: noParams(),
    body: null,
    output: z.array(DashboardMenuItem),
    summary: "Dashboard menu",
  }),
  "dashboards.all": defineSchemas({
    params: noParams(),
    body: null,
    output: z.array(Dashboard),
    summary: "All dashboards",
  }),
  "objaccess.get": defineSchemas({
    params: noParams(),
    body: z.strictObject({ resource_id: reqStr() }),
    output: ObjAccess,
    summary: "Object-storage access keys of a resource",
  }),
  "objaccess.update": defineSchemas({
    params: noParams(),
    body: z.strictObject({ access_key: reqStr(), resource_id: reqStr(), secret_key: reqStr() }),
    output: null,
    summary: "Set the object-storage access keys of a resource",
  }),
  "users.disable": defineSchemas({
    params: userParams(),
    body: z.strictObject({ reseller: reqStr() }),
    output: null,
    summary: "Disable a user",
  }),
  "users.enable": defineSchemas({
    params: userParams(),
    body: z.strictObject({ reseller: reqStr() }),
    output: null,
    summary: "Enable a user",
  }),
  "users.iaasRole.add": defineSchemas({
    params: userParams(),
    body: z.strictObject({ domain_id: optStr(), project_id: optStr(), role: optStr() }),
    output: null,
    summary: "Give a user an infrastructure role",
  }),
  "theme.get": defineSchemas({
    params: noParams(),
    body: z.strictObject({ client_id: optStr(), reseller_id: optStr() }),
    output: Theme,
    summary: "Theme of a client or reseller",
  }),
};
