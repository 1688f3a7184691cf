/** Catalog piece: object-storage sharing. Assembled in `lib/portal/operations.ts`. */
import { z } from "zod";
import { defineOperation } from "../operation";
import { noParams, reqStr } from "../schemas/fields";
import { SharedBucket, SharedUrl } from "../schemas/objstore";

export const objstoreOperations = {
  "objstore.objectVersions.deleteAll": defineOperation({
    id: "objstore.objectVersions.deleteAll",
    area: "objstore",
    method: "DELETE",
    path: "/objstore/objects/versions",
    permission: "objstore_delete_objects_versions-delete",
    params: noParams(),
    body: z.strictObject({ bucket: reqStr(), project_id: reqStr(), objstore_url: reqStr() }),
    output: null,
    summary: "Delete all objects and versions of a bucket",
  }),
  "objstore.sharedBucket.delete": defineOperation({
    id: "objstore.sharedBucket.delete",
    area: "objstore",
    method: "DELETE",
    path: "/objstore/shared_bucket",
    permission: "objstore_shared_bucket-delete",
    params: noParams(),
    body: z.strictObject({ bucket: reqStr() }),
    output: null,
    summary: "Stop sharing a bucket",
  }),
  "objstore.sharedBuckets.list": defineOperation({
    id: "objstore.sharedBuckets.list",
    area: "objstore",
    method: "GET",
    path: "/objstore/shared_bucket",
    permission: "objstore_shared_bucket-get",
    params: noParams(),
    body: null,
    output: z.array(SharedBucket),
    summary: "Shared buckets",
  }),
  "objstore.sharedBucket.create": defineOperation({
    id: "objstore.sharedBucket.create",
    area: "objstore",
    method: "POST",
    path: "/objstore/shared_bucket",
    permission: "objstore_shared_bucket-post",
    params: noParams(),
    body: z.strictObject({ bucket: reqStr(), project_id: reqStr(), objstore_url: reqStr() }),
    output: null,
    summary: "Share a bucket",
  }),
  "objstore.sharedUrl.get": defineOperation({
    id: "objstore.sharedUrl.get",
    area: "objstore",
    method: "GET",
    path: "/objstore/shared_url",
    permission: "objstore_shared_url-get",
    params: noParams(),
    body: z.strictObject({ bucket: reqStr(), key: reqStr() }),
    output: SharedUrl,
    summary: "Shared URL of an object",
  }),
  "objstore.sharedUrl.create": defineOperation({
    id: "objstore.sharedUrl.create",
    area: "objstore",
    method: "POST",
    path: "/objstore/shared_url",
    permission: "objstore_shared_url-post",
    params: noParams(),
    body: z.strictObject({ bucket: reqStr(), expire: reqStr(), key: reqStr(), url: reqStr() }),
    output: null,
    summary: "Share an object by URL",
  }),
};
