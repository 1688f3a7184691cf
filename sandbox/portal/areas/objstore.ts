/**
 * The object-storage area: shared buckets, shared object URLs, deleting all objects and versions of a bucket,
 * and the access keys of a resource (`/objaccess`).
 *
 * `GET /objaccess` returns the secret key as the spec's ObjAccess does; the console masks it. A shared URL's
 * `expire` is seconds from now (digits) or an ISO date-time; an expired URL is no longer found.
 */
import { badRequest, conflict, defineArea, notFound, SandboxError } from "../area";
import { seedObjstore, type Bucket, type ObjstoreState } from "../seed/objstore";

function bucketOf(state: ObjstoreState, name: string, projectId?: string): Bucket {
  const bucket = state.buckets.find((b) => b.name === name && (projectId === undefined || b.project_id === projectId));
  if (!bucket)
    throw new SandboxError(404, `bucket ${name} not found${projectId ? ` in project ${projectId}` : ""}`, "bucket");
  return bucket;
}

/** `expire` as an absolute time: digits are seconds from now, anything else must be an ISO date-time. */
function expiryOf(expire: string, now: number): number {
  const at = /^\d{1,9}$/.test(expire) ? now + Number(expire) * 1000 : Date.parse(expire);
  if (Number.isNaN(at)) throw badRequest("expire must be seconds from now or an ISO date-time", "expire");
  if (at <= now) throw badRequest("expire must be in the future", "expire");
  return at;
}

export const objstoreArea = defineArea<ObjstoreState>({
  key: "objstore",
  seed: (region, services) => seedObjstore(region, services),
  handlers: {
    "objstore.sharedBuckets.list": (ctx) => ctx.state.shared_buckets,
    "objstore.sharedBucket.create": (ctx) => {
      const { input } = ctx;
      const bucket = bucketOf(ctx.state, input.bucket, input.project_id);
      if (ctx.state.shared_buckets.some((s) => s.bucket === bucket.name))
        throw conflict(`bucket ${bucket.name} is already shared`, "bucket");
      ctx.state.shared_buckets.push({
        bucket: bucket.name,
        key: ctx.services.id("share"),
        user_id: ctx.user,
        project_id: bucket.project_id,
        objstore_url: input.objstore_url,
      });
      return undefined;
    },
    "objstore.sharedBucket.delete": (ctx) => {
      const { bucket } = ctx.input;
      const index = ctx.state.shared_buckets.findIndex((s) => s.bucket === bucket);
      if (index < 0) throw new SandboxError(404, `bucket ${bucket} is not shared`, "bucket");
      ctx.state.shared_buckets.splice(index, 1);
      return undefined;
    },

    "objstore.sharedUrl.get": (ctx) => {
      const { bucket, key } = ctx.input;
      const now = ctx.services.now();
      const found = ctx.state.shared_urls.find(
        (u) => u.bucket === bucket && u.object_key === key && Date.parse(u.expire_date) > now,
      );
      if (!found) throw notFound(`shared URL of ${bucket}/${key}`);
      return found;
    },
    "objstore.sharedUrl.create": (ctx) => {
      const { input } = ctx;
      const bucket = bucketOf(ctx.state, input.bucket);
      const expiresAt = expiryOf(input.expire, ctx.services.now());
      if (!URL.canParse(input.url) || !/^https?:$/.test(new URL(input.url).protocol)) {
        throw badRequest("url must be an http or https URL", "url");
      }
      // Sharing an object again replaces its URL and expiry.
      ctx.state.shared_urls = ctx.state.shared_urls.filter(
        (u) => !(u.bucket === bucket.name && u.object_key === input.key),
      );
      ctx.state.shared_urls.push({
        bucket: bucket.name,
        object_key: input.key,
        url: input.url,
        expire_date: new Date(expiresAt).toISOString(),
        user_id: ctx.user,
      });
      return undefined;
    },

    "objstore.objectVersions.deleteAll": (ctx) => {
      const { input } = ctx;
      const bucket = bucketOf(ctx.state, input.bucket, input.project_id);
      bucket.objects = 0;
      bucket.versions = 0;
      bucket.size_bytes = 0;
      bucket.purged_at = new Date(ctx.services.now()).toISOString();
      // The objects are gone, so are the URLs that shared them.
      ctx.state.shared_urls = ctx.state.shared_urls.filter((u) => u.bucket !== bucket.name);
      return undefined;
    },

    "objaccess.get": (ctx) => {
      const { resource_id } = ctx.input;
      const access = ctx.state.access.find((a) => a.resource_id === resource_id);
      if (!access) throw new SandboxError(404, `object-storage access of ${resource_id} not found`, "resource_id");
      return access;
    },
    "objaccess.update": (ctx) => {
      const { input } = ctx;
      const access = ctx.state.access.find((a) => a.resource_id === input.resource_id);
      if (!access)
        throw new SandboxError(404, `object-storage access of ${input.resource_id} not found`, "resource_id");
      if (ctx.state.access.some((a) => a !== access && a.access_key === input.access_key)) {
        throw conflict("access key is in use by another resource", "access_key");
      }
      access.access_key = input.access_key;
      access.secret_key = input.secret_key;
      return undefined;
    },
  },
});

export default objstoreArea;
