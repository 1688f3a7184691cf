/** Catalog piece: object-storage sharing. Their routes are in `../routes/objstore.ts`; joined in `lib/portal/operations.ts`. */
import { z } from "zod";
import { defineSchemas } from "../operation";
import { noParams, reqStr } from "../schemas/fields";
import { SharedBucket, SharedUrl } from "../schemas/objstore";

export const objstoreOperations = {
  "objstore.objectVersions.deleteAll": defineSchemas({
    params: noParams(),
    body: z.strictObject({ bucket: reqStr(), project_id: reqStr(), objstore_url: reqStr() }),
    output: null,
    summary: "Delete all objects and versions of a bucket",
  }),
  "objstore.sharedBucket.delete": defineSchemas({
    params: noParams(),
    body: z.strictObject({ bucket: reqStr() }),
    output: null,
    summary: "Stop sharing a bucket",
  }),
  "objstore.sharedBuckets.list": defineSchemas({
    params: noParams(),
    body: null,
    output: z.array(SharedBucket),
    summary: "Shared buckets",
  }),
  "objstore.sharedBucket.create": defineSchemas({
    params: noParams(),
    body: z.strictObject({ bucket: reqStr(), project_id: reqStr(), objstore_url: reqStr() }),
    output: null,
    summary: "Share a bucket",
  }),
  "objstore.sharedUrl.get": defineSchemas({
    params: noParams(),
    body: z.strictObject({ bucket: reqStr(), key: reqStr() }),
    output: SharedUrl,
    summary: "Shared URL of an object",
  }),
  "objstore.sharedUrl.create": defineSchemas({
    params: noParams(),
    body: z.strictObject({ bucket: reqStr(), expire: reqStr(), key: reqStr(), url: reqStr() }),
    output: null,
    summary: "Share an object by URL",
  }),
};
