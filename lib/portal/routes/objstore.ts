/** Catalog routes: object-storage sharing. Their schemas are in `../operations/objstore.ts`; assembled in `lib/portal/routes.ts`. */
import type { RouteTable } from "../route";

// prettier-ignore
export const objstoreRoutes = {
  "objstore.objectVersions.deleteAll": { area: "objstore", method: "DELETE", path: "/objstore/objects/versions", permission: "objstore_delete_objects_versions-delete", hasBody: true, invalidates: ["objstore.sharedUrl.get"] },
  "objstore.sharedBucket.delete": { area: "objstore", method: "DELETE", path: "/objstore/shared_bucket", permission: "objstore_shared_bucket-delete", hasBody: true, invalidates: ["objstore.sharedBuckets.list"] },
  "objstore.sharedBuckets.list": { area: "objstore", method: "GET", path: "/objstore/shared_bucket", permission: "objstore_shared_bucket-get" },
  "objstore.sharedBucket.create": { area: "objstore", method: "POST", path: "/objstore/shared_bucket", permission: "objstore_shared_bucket-post", hasBody: true, invalidates: ["objstore.sharedBuckets.list"] },
  "objstore.sharedUrl.get": { area: "objstore", method: "GET", path: "/objstore/shared_url", permission: "objstore_shared_url-get", hasBody: true },
  "objstore.sharedUrl.create": { area: "objstore", method: "POST", path: "/objstore/shared_url", permission: "objstore_shared_url-post", hasBody: true, invalidates: ["objstore.sharedUrl.get"] },
} as const satisfies RouteTable;
