/** Record schemas of the profiles, property and quotas areas. Lenient output schemas. */
import { z } from "zod";
import { freeObject, oAny, oArr, oBool, oInt, oNum, oObj, oStr } from "./fields";

export const Profile = z.looseObject({
  client: oStr(),
  description: oStr(),
  id: oStr(),
  name: oStr(),
  provider: oStr(),
  reseller: oStr(),
  type: oStr(),
  inheritable: oBool(),
});
export type Profile = z.infer<typeof Profile>;

/** ProfileTreeNode: Profile fields plus children[], parents_ids[], expanded. */
export const ProfileTreeNode = Profile.extend({ children: oArr(), parents_ids: oArr(), expanded: oBool() });
export type ProfileTreeNode = z.infer<typeof ProfileTreeNode>;

/** ProfileEntry: one dashboard of a profile (name, enabled). */
export const ProfileEntry = z.looseObject({ name: oStr(), enabled: oBool() });
export type ProfileEntry = z.infer<typeof ProfileEntry>;

/** ProfileEntry of the permissions and profiles of a profile: also description and group (any). */
export const ProfileEntryWithGroup = ProfileEntry.extend({ description: oStr(), group: oAny() });
export type ProfileEntryWithGroup = z.infer<typeof ProfileEntryWithGroup>;

export const Property = z.looseObject({ description: oStr(), property: oStr(), value: oStr(), inherited: oBool() });
export type Property = z.infer<typeof Property>;

export const QuotaLine = z.looseObject({
  allocation_rate: oNum(),
  client: oStr(),
  client_id: oStr(),
  provider: oStr(),
  quota: oStr(),
  reseller: oStr(),
  resource: oStr(),
  resource_id: oStr(),
  current: oInt(),
  current_rel: oInt(),
  limit: oInt(),
  limit_rel: oInt(),
  parent_limit: oInt(),
  request_available: oInt(),
  used: oInt(),
  used_rel: oInt(),
});
export type QuotaLine = z.infer<typeof QuotaLine>;

export const QuotaRequest = z.looseObject({
  client: oStr(),
  client_name: oStr(),
  provider: oStr(),
  quota: oStr(),
  reseller: oStr(),
  resource: oStr(),
  resource_name: oStr(),
  current: oInt(),
  limit: oInt(),
  my_limit: oInt(),
  my_used: oInt(),
  date: oAny(),
});
export type QuotaRequest = z.infer<typeof QuotaRequest>;

/** GET /profile/quota: {my_quotas {}, profiles[]}. */
export const QuotaProfiles = z.looseObject({ my_quotas: oObj(), profiles: oArr() });
export type QuotaProfiles = z.infer<typeof QuotaProfiles>;

/** GET /quota: an object mapping a quota name to an array. */
export const QuotasByName = z.record(z.string(), z.array(z.unknown()));
export type QuotasByName = z.infer<typeof QuotasByName>;

/** POST /quota: a free-form object. */
export const QuotaSetResult = freeObject();
export type QuotaSetResult = z.infer<typeof QuotaSetResult>;
