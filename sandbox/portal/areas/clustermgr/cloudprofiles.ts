/** Cloud profile handlers: the profile, its images, cluster versions, machine types and regions. */
import type { OperationId } from "../../../../lib/portal/operations";
import type { HandlerContext } from "../../area";
import type { ClustermgrState } from "./model";
import { findProfile, profileView } from "./profile";

type Ctx<Id extends OperationId> = HandlerContext<ClustermgrState, Id>;

/** The operations on one profile named in the path. */
type ProfileCtx = Ctx<
  | "clustermgr.cloudProfile.get"
  | "clustermgr.cloudProfile.images"
  | "clustermgr.cloudProfile.clusterVersions"
  | "clustermgr.cloudProfile.machineTypes"
  | "clustermgr.cloudProfile.regions"
>;

const profileOf = (ctx: ProfileCtx) => findProfile(ctx.state, ctx.input.cloudprofilename);

/** GET /clustermgr/cloudprofiles: all profiles, or the one named by `cloudprofilename`. */
export function listCloudProfiles(ctx: Ctx<"clustermgr.cloudProfiles.list">) {
  const { cloudprofilename } = ctx.input;
  return ctx.state.profiles.filter((p) => !cloudprofilename || p.name === cloudprofilename).map(profileView);
}

/** GET one profile: the spec answers an array (of one). */
export const getCloudProfile = (ctx: ProfileCtx) => [profileView(profileOf(ctx))];

/** Images with their versions as plain version strings, newest first. */
export const listImages = (ctx: ProfileCtx) =>
  profileOf(ctx).machineImages.map((image) => ({ name: image.name, versions: image.versions.map((v) => v.version) }));

/** `versions` as plain version strings, newest first. */
export function clusterVersions(ctx: ProfileCtx) {
  const profile = profileOf(ctx);
  return { defaultVersion: profile.defaultVersion, versions: profile.kubernetes.map((v) => v.version) };
}

export const listMachineTypes = (ctx: ProfileCtx) =>
  profileOf(ctx).machineTypes.map((t) => ({ ...t, storage: { ...t.storage } }));

/** Regions with their zones as plain names. */
export const listRegions = (ctx: ProfileCtx) =>
  profileOf(ctx).regions.map((r) => ({ name: r.name, zones: [...r.zones] }));
