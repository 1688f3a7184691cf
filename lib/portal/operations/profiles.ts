/** Catalog piece: profiles, profile assignments and properties. Their routes are in `../routes/profiles.ts`; joined in `lib/portal/operations.ts`. */
import { z } from "zod";
import { defineSchemas } from "../operation";
import { noParams, optStr, pathParam, reqStr, reqStrArray } from "../schemas/fields";
import { Profile, ProfileEntry, ProfileEntryWithGroup, ProfileTreeNode, Property } from "../schemas/profiles";

const nameParams = () => z.strictObject({ name: pathParam() });
const assignment = () =>
  z.strictObject({
    client_id: reqStr(),
    entity: reqStr(),
    profile_id: reqStr(),
    profile_type: reqStr(),
    reseller_name: reqStr(),
  });

export const profileOperations = {
  "profiles.list": defineSchemas({
    params: noParams(),
    body: z.strictObject({ profile_type: optStr() }),
    output: z.array(Profile),
    summary: "Profiles, optionally of one type",
  }),
  "profiles.assignment.remove": defineSchemas({
    params: noParams(),
    body: assignment(),
    output: null,
    summary: "Remove a profile from an entity",
  }),
  "profiles.assignment.replace": defineSchemas({
    params: noParams(),
    body: z.strictObject({
      client_id: reqStr(),
      entity: reqStr(),
      profile_ids: reqStrArray(),
      profile_type: reqStr(),
      reseller_name: reqStr(),
    }),
    output: null,
    summary: "Set the profiles of an entity",
  }),
  "profiles.assignment.add": defineSchemas({
    params: noParams(),
    body: assignment(),
    output: null,
    summary: "Assign a profile to an entity",
  }),
  "profile.dashboards.list": defineSchemas({
    params: nameParams(),
    body: null,
    output: z.array(ProfileEntry),
    summary: "Dashboards of a profile",
  }),
  "profile.permissions.list": defineSchemas({
    params: nameParams(),
    body: null,
    output: z.array(ProfileEntryWithGroup),
    summary: "Permissions of a profile",
  }),
  "profile.profiles.list": defineSchemas({
    params: nameParams(),
    body: null,
    output: z.array(ProfileEntryWithGroup),
    summary: "Profiles included in a profile",
  }),
  "profiles.tree.get": defineSchemas({
    params: noParams(),
    body: null,
    output: z.array(ProfileTreeNode),
    summary: "Profile tree",
  }),
  "property.list": defineSchemas({
    params: noParams(),
    body: null,
    output: z.array(Property),
    summary: "Properties",
  }),
  "property.save": defineSchemas({
    params: noParams(),
    body: z.strictObject({ description: reqStr(), property: reqStr(), value: reqStr() }),
    output: null,
    summary: "Create or update a property",
  }),
};
