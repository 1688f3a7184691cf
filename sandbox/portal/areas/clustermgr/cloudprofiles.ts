/** Cloud profile handlers: the profile, its images, cluster versions, machine types and regions. */
import { z } from "zod";
import type { HandlerContext } from "../../area";
import { readInput } from "../input";
import type { ClustermgrState } from "./model";
import { findProfile, profileView } from "./profile";

type Ctx = HandlerContext<ClustermgrState>;

const ProfilePath = z.object({ cloudprofilename: z.string() });
const profileOf = (ctx: Ctx) => findProfile(ctx.state, readInput(ctx.input, ProfilePath.shape).cloudprofilename);

/** GET /clustermgr/cloudprofiles: all profiles, or the one named by `cloudprofilename`. */
export function listCloudProfiles(ctx: Ctx) {
  const { cloudprofilename } = readInput(ctx.input, z.object({ cloudprofilename: z.string().optional() }).shape);
  return ctx.state.profiles.filter((p) => !cloudprofilename || p.name === cloudprofilename).map(profileView);
}

/** GET one profile: the spec answers an array (of one). */
export const getCloudProfile = (ctx: Ctx) => [profileView(profileOf(ctx))];

/** Images with their versions as plain version strings, newest first. */
export const listImages = (ctx: Ctx) =>
  profileOf(ctx).machineImages.map((image) => ({ name: image.name, versions: image.versions.map((v) => v.version) }));

/** `versions` as plain version strings, newest first. */
export function clusterVersions(ctx: Ctx) {
  const profile = profileOf(ctx);
  return { defaultVersion: profile.defaultVersion, versions: profile.kubernetes.map((v) => v.version) };
}

export const listMachineTypes = (ctx: Ctx) =>
  profileOf(ctx).machineTypes.map((t) => ({ ...t, storage: { ...t.storage } }));

/** Regions with their zones as plain names. */
export const listRegions = (ctx: Ctx) => profileOf(ctx).regions.map((r) => ({ name: r.name, zones: [...r.zones] }));
