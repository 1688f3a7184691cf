import "server-only";
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** 256 random bits, base64url: the session id the cookie carries. */
export const newSessionId = () => randomBytes(32).toString("base64url");

const SESSION_ID_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Cheap shape check before any store lookup, so garbage cookies cost nothing. */
export const isSessionIdShape = (value: string) => SESSION_ID_SHAPE.test(value);

/**
 * Stores key sessions by a hash of the id, so a copy of the store (file or Redis) does not hand out live cookies.
 */
export const sessionKey = (id: string) => createHash("sha256").update(id).digest("base64url");

const KEY_INFO = "console session tokens v1";
const SEALED_PREFIX = "v1.";

/** The AES-256-GCM key from SESSION_SECRET, or from a secret generated once and kept in the data directory. */
export function loadSessionKey(secret: string | undefined, dataDir: string): Buffer {
  const material = secret ?? readOrCreateSecret(dataDir);
  return Buffer.from(hkdfSync("sha256", material, "", KEY_INFO, 32));
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, "session-secret");
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // Written whole under a name of its own, then linked into place: a link fails when the name exists, so of several
  // processes starting at once (the workers of a cluster) one wins, and no one ever reads a half-written secret.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
  writeFileSync(draft, randomBytes(32).toString("base64url"), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret; delete it to have a new one generated`);
  return secret;
}

/** Encrypts with a fresh IV; `aad` binds the ciphertext to its record, so it cannot be moved to another session. */
export function seal(key: Buffer, plaintext: string, aad: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(aad));
  const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return `${SEALED_PREFIX}${iv.toString("base64url")}.${cipher.getAuthTag().toString("base64url")}.${data.toString("base64url")}`;
}

/** The plaintext, or null when the value was not sealed with this key and aad (tampered, or the secret changed). */
export function open(key: Buffer, sealed: string, aad: string): string | null {
  if (!sealed.startsWith(SEALED_PREFIX)) return null;
  const [iv, tag, data] = sealed.slice(SEALED_PREFIX.length).split(".");
  if (iv === undefined || tag === undefined || data === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
