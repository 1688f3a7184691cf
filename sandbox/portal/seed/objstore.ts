/**
 * Seed of the object-storage slice: buckets of the seeded iaas projects (no operation lists them; sharing and
 * purging act on them), shared buckets, shared object URLs (one already expired), and the access keys of each
 * project (`/objaccess`, resource_id = project id).
 */
import type { SandboxServices } from "../area";
import { seedProjectIdentities } from "./iaas";

export interface Bucket {
  name: string;
  project_id: string;
  objstore_url: string;
  objects: number;
  versions: number;
  size_bytes: number;
  created_at: string;
  /** When all objects and versions were last deleted; null when never. */
  purged_at: string | null;
}

export interface SharedBucketRecord {
  bucket: string;
  key: string;
  user_id: string;
  project_id: string;
  objstore_url: string;
}

export interface SharedUrlRecord {
  bucket: string;
  object_key: string;
  url: string;
  expire_date: string;
  user_id: string;
}

export interface ObjAccessRecord {
  resource_id: string;
  access_key: string;
  secret_key: string;
  user_id: string;
  active: boolean;
}

export interface ObjstoreState {
  buckets: Bucket[];
  shared_buckets: SharedBucketRecord[];
  shared_urls: SharedUrlRecord[];
  access: ObjAccessRecord[];
}

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const SECRET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const draw = (rng: () => number, alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[Math.floor(rng() * alphabet.length)]).join("");

export const objstoreUrl = (region: string) => `https://objstore.${region}.sandbox.invalid`;

/** A presigned-looking URL; the sandbox never serves it. */
export const presignedUrl = (region: string, bucket: string, key: string, seconds: number, signature: string) =>
  `${objstoreUrl(region)}/${bucket}/${key.split("/").map(encodeURIComponent).join("/")}?X-Amz-Expires=${seconds}&X-Amz-Signature=${signature}`;

export function seedObjstore(region: string, services: SandboxServices): ObjstoreState {
  const rng = services.random(`${region}:objstore`);
  const now = services.now();
  const iso = (days: number) => new Date(now + days * 86_400_000).toISOString();
  const url = objstoreUrl(region);
  const projects = seedProjectIdentities(region, services);

  const buckets: Bucket[] = projects.flatMap((p, i) => {
    const bucket = (suffix: string, objects: number, versions: number): Bucket => ({
      name: `${p.name}-${suffix}`,
      project_id: p.id,
      objstore_url: url,
      objects,
      versions,
      size_bytes: objects * (40_000 + Math.floor(rng() * 400_000)),
      created_at: iso(-200 + i * 11),
      purged_at: null,
    });
    const count = (base: number) => Math.floor(base * (0.5 + rng()));
    return p.enabled
      ? [bucket("assets", count(1200), count(3400)), bucket("logs", count(50_000), count(50_000))]
      : [bucket("archive", count(800), count(800))];
  });

  const owner = (projectName: string) => {
    const project = projects.find((p) => p.name === projectName) ?? projects[0];
    return { project_id: project.id, user_id: `user-${project.client.name}-admin` };
  };
  const share = (bucket: string, projectName: string): SharedBucketRecord => ({
    bucket,
    key: draw(rng, ALNUM, 16).toLowerCase(),
    objstore_url: url,
    ...owner(projectName),
  });
  const sharedUrl = (bucket: string, key: string, days: number, projectName: string): SharedUrlRecord => ({
    bucket,
    object_key: key,
    url: presignedUrl(region, bucket, key, Math.max(1, days) * 86_400, draw(rng, "0123456789abcdef", 64)),
    expire_date: iso(days),
    user_id: owner(projectName).user_id,
  });

  return {
    buckets,
    shared_buckets: [share("web-prod-assets", "web-prod"), share("research-assets", "research")],
    shared_urls: [
      sharedUrl("web-prod-assets", "images/logo.png", 7, "web-prod"),
      sharedUrl("research-assets", "papers/draft-v2.pdf", 2, "research"),
      sharedUrl("erp-assets", "exports/2024-q4.csv", -1, "erp"),
    ],
    access: projects.map((p) => ({
      resource_id: p.id,
      access_key: draw(rng, ALNUM, 20),
      secret_key: draw(rng, SECRET, 40),
      user_id: `user-${p.client.name}-admin`,
      active: p.enabled,
    })),
  };
}
