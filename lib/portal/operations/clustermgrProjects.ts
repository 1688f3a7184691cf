/** Catalog piece: managed clusters (clustermgr): cloud profiles, cluster projects, all clusters. Their routes are in `../routes/clustermgrProjects.ts`; joined in `lib/portal/operations.ts`. */
import { z } from "zod";
import { defineSchemas } from "../operation";
import {
  CloudProfile,
  CloudProfileImage,
  CloudProfileRegion,
  ClusterObject,
  ClusterProjectDeleted,
  ClusterVersions,
  MachineType,
  ShootOverview,
} from "../schemas/clustermgr";
import { bool, noParams, optStr, pathParam, reqStr } from "../schemas/fields";

const profileParams = () => z.strictObject({ cloudprofilename: pathParam() });
const projectParams = () => z.strictObject({ project_name: pathParam() });
const forceBody = () => z.strictObject({ force: bool().optional() });

/** Cloud profiles, cluster projects and the cross-project cluster list. */
export const clustermgrProjectOperations = {
  "clustermgr.cloudProfile.get": defineSchemas({
    params: profileParams(),
    body: null,
    output: z.array(CloudProfile),
    summary: "One cloud profile",
  }),
  "clustermgr.cloudProfile.images": defineSchemas({
    params: profileParams(),
    body: null,
    output: z.array(CloudProfileImage),
    summary: "Machine images of a cloud profile",
  }),
  "clustermgr.cloudProfile.clusterVersions": defineSchemas({
    params: profileParams(),
    body: null,
    output: ClusterVersions,
    summary: "Cluster versions of a cloud profile",
  }),
  "clustermgr.cloudProfile.machineTypes": defineSchemas({
    params: profileParams(),
    body: null,
    output: z.array(MachineType),
    summary: "Machine types of a cloud profile",
  }),
  "clustermgr.cloudProfile.regions": defineSchemas({
    params: profileParams(),
    body: null,
    output: z.array(CloudProfileRegion),
    summary: "Regions and zones of a cloud profile",
  }),
  "clustermgr.cloudProfiles.list": defineSchemas({
    params: noParams(),
    body: z.strictObject({ cloudprofilename: optStr() }),
    output: z.array(CloudProfile),
    summary: "List cloud profiles",
  }),
  "clustermgr.projects.list": defineSchemas({
    params: noParams(),
    body: z.strictObject({ namespace_filter: optStr(), project_name: optStr() }),
    output: z.array(ClusterObject),
    summary: "List cluster projects",
  }),
  "clustermgr.projects.create": defineSchemas({
    params: noParams(),
    body: z.strictObject({
      project_id: reqStr(),
      purpose: reqStr(),
      description: optStr(),
      owner: optStr(),
      reseller_prefix: optStr(),
    }),
    output: ClusterObject,
    summary: "Create a cluster project for an infrastructure project",
  }),
  "clustermgr.project.delete": defineSchemas({
    params: projectParams(),
    body: forceBody(),
    output: ClusterProjectDeleted,
    summary: "Delete a cluster project",
  }),
  "clustermgr.project.get": defineSchemas({
    params: projectParams(),
    body: null,
    output: z.array(ClusterObject),
    summary: "One cluster project",
  }),
  "clustermgr.project.update": defineSchemas({
    params: projectParams(),
    body: z.strictObject({
      description: optStr(),
      owner: optStr(),
      prepare_delete: bool().optional(),
      purpose: optStr(),
    }),
    output: ClusterObject,
    summary: "Update a cluster project",
  }),
  "clustermgr.allShoots.list": defineSchemas({
    params: noParams(),
    body: z.strictObject({ cluster_project_name: optStr(), shoot_name: optStr() }),
    output: z.array(ShootOverview),
    summary: "Clusters of all projects with their infrastructure project",
  }),
};
