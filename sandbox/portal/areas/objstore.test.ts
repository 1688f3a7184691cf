import { describe, expect, it } from "vitest";
import { operationList } from "../../../lib/portal/operations";
import { createServices, SandboxClock } from "../services";
import { harness, seedArea } from "./area-test-kit";
import { objstoreArea } from "./objstore";

const setup = () => harness(objstoreArea);
type SharedUrl = { bucket: string; object_key: string; url: string; expire_date: string; user_id: string };

const unsharedBucket = (h: ReturnType<typeof setup>) => {
  const bucket = h.state.buckets.find((b) => !h.state.shared_buckets.some((s) => s.bucket === b.name));
  if (!bucket) throw new Error("every bucket is shared");
  return bucket;
};

describe("objstore area: catalog and seed", () => {
  it("handles the objstore and objaccess operations of the catalog", () => {
    const ids = operationList
      .filter((op) => op.area === "objstore" || op.area === "objaccess")
      .map((op) => op.id)
      .sort();
    expect(Object.keys(objstoreArea.handlers).sort()).toEqual(ids);
  });

  it("seeds the same data for the same region", () => {
    const services = {
      ...createServices({ clock: new SandboxClock(), notify: () => undefined }),
      now: () => 1_750_000_000_000,
    };
    expect(seedArea(objstoreArea, "eu-central", services)).toEqual(seedArea(objstoreArea, "eu-central", services));
  });
});

describe("objstore area: shared buckets", () => {
  it("shares a bucket once and unshares it once", () => {
    const h = setup();
    const bucket = unsharedBucket(h);
    const body = { bucket: bucket.name, project_id: bucket.project_id, objstore_url: bucket.objstore_url };
    expect(h.call("objstore.sharedBucket.create", body)).toBeUndefined();
    const listed = h.call("objstore.sharedBuckets.list") as Array<{ bucket: string; key: string; user_id: string }>;
    expect(listed.find((s) => s.bucket === bucket.name)).toMatchObject({ user_id: "admin", key: expect.any(String) });
    expect(h.refusal("objstore.sharedBucket.create", body).status).toBe(409);
    h.call("objstore.sharedBucket.delete", { bucket: bucket.name });
    expect(
      (h.call("objstore.sharedBuckets.list") as Array<{ bucket: string }>).some((s) => s.bucket === bucket.name),
    ).toBe(false);
    expect(h.refusal("objstore.sharedBucket.delete", { bucket: bucket.name }).status).toBe(404);
  });

  it("refuses to share an unknown bucket or one of another project", () => {
    const h = setup();
    const bucket = unsharedBucket(h);
    expect(
      h.refusal("objstore.sharedBucket.create", { bucket: "nope", project_id: bucket.project_id, objstore_url: "x" })
        .status,
    ).toBe(404);
    expect(
      h.refusal("objstore.sharedBucket.create", { bucket: bucket.name, project_id: "other", objstore_url: "x" }).field,
    ).toBe("bucket");
  });
});

describe("objstore area: shared URLs", () => {
  it("creates a URL and finds it by bucket and key; none is 404", () => {
    const h = setup();
    const bucket = h.state.buckets[0];
    expect(h.refusal("objstore.sharedUrl.get", { bucket: bucket.name, key: "a/b.txt" }).status).toBe(404);
    h.call("objstore.sharedUrl.create", {
      bucket: bucket.name,
      key: "a/b.txt",
      expire: "3600",
      url: "https://example.test/a/b.txt?sig=1",
    });
    const found = h.call("objstore.sharedUrl.get", { bucket: bucket.name, key: "a/b.txt" }) as SharedUrl;
    expect(found).toMatchObject({
      bucket: bucket.name,
      object_key: "a/b.txt",
      url: "https://example.test/a/b.txt?sig=1",
      user_id: "admin",
    });
    expect(Date.parse(found.expire_date) - h.services.now()).toBeGreaterThan(3_500_000);
  });

  it("forgets a URL once it expires, and refuses a bad expiry or URL", () => {
    const h = setup();
    const bucket = h.state.buckets[0];
    h.call("objstore.sharedUrl.create", { bucket: bucket.name, key: "k", expire: "60", url: "https://example.test/k" });
    h.clock.advance(61_000);
    expect(h.refusal("objstore.sharedUrl.get", { bucket: bucket.name, key: "k" }).status).toBe(404);
    expect(
      h.refusal("objstore.sharedUrl.create", {
        bucket: bucket.name,
        key: "k",
        expire: "soon",
        url: "https://example.test/k",
      }).field,
    ).toBe("expire");
    expect(
      h.refusal("objstore.sharedUrl.create", { bucket: bucket.name, key: "k", expire: "60", url: "ftp://x/k" }).field,
    ).toBe("url");
    expect(
      h.refusal("objstore.sharedUrl.create", { bucket: "nope", key: "k", expire: "60", url: "https://example.test/k" })
        .status,
    ).toBe(404);
  });
});

describe("objstore area: deleting all objects and versions", () => {
  it("empties the bucket and records when", () => {
    const h = setup();
    const bucket = h.state.buckets.find((b) => b.objects > 0);
    if (!bucket) throw new Error("no bucket with objects");
    h.call("objstore.objectVersions.deleteAll", {
      bucket: bucket.name,
      project_id: bucket.project_id,
      objstore_url: bucket.objstore_url,
    });
    const after = h.state.buckets.find((b) => b.name === bucket.name);
    expect(after).toMatchObject({ objects: 0, versions: 0 });
    expect(Math.abs(Date.parse(after?.purged_at ?? "") - h.services.now())).toBeLessThan(5_000);
    expect(
      h.refusal("objstore.objectVersions.deleteAll", {
        bucket: "nope",
        project_id: bucket.project_id,
        objstore_url: "x",
      }).status,
    ).toBe(404);
  });
});

describe("objaccess", () => {
  it("returns a resource's keys and replaces them", () => {
    const h = setup();
    const resource_id = h.state.access[0].resource_id;
    const before = h.call("objaccess.get", { resource_id }) as {
      access_key: string;
      secret_key: string;
      active: boolean;
    };
    expect(before.secret_key.length).toBeGreaterThan(20);
    h.call("objaccess.update", { resource_id, access_key: "NEWACCESSKEY", secret_key: "new-secret-key-value" });
    expect(h.call("objaccess.get", { resource_id })).toMatchObject({
      access_key: "NEWACCESSKEY",
      secret_key: "new-secret-key-value",
    });
    expect(h.refusal("objaccess.get", { resource_id: "nope" }).status).toBe(404);
    expect(h.refusal("objaccess.update", { resource_id: "nope", access_key: "a", secret_key: "b" }).status).toBe(404);
    const other = h.state.access[1].resource_id;
    expect(
      h.refusal("objaccess.update", { resource_id: other, access_key: "NEWACCESSKEY", secret_key: "c" }).status,
    ).toBe(409);
  });
});
