/** Kubeconfig downloads: the lifetimes offered, the file's name and how it is handed to the browser. */

export type KubeconfigRole = "admin" | "viewer";

/** Lifetimes from 10 minutes to 7 days (the portal accepts 600–604,800 s). */
export const LIFETIMES = [
  { id: "10m", seconds: 600 },
  { id: "30m", seconds: 1_800 },
  { id: "1h", seconds: 3_600 },
  { id: "4h", seconds: 14_400 },
  { id: "8h", seconds: 28_800 },
  { id: "1d", seconds: 86_400 },
  { id: "3d", seconds: 259_200 },
  { id: "7d", seconds: 604_800 },
] as const;
export type LifetimeId = (typeof LIFETIMES)[number]["id"];
export const DEFAULT_LIFETIME: LifetimeId = "1h";

export const lifetimeSeconds = (id: string) => LIFETIMES.find((l) => l.id === id)?.seconds;

/** Characters a file name must not carry on any common system. */
const UNSAFE = /[^A-Za-z0-9._-]+/g;

export const kubeconfigFileName = (project: string, cluster: string) =>
  `kubeconfig--${project.replace(UNSAFE, "_")}--${cluster.replace(UNSAFE, "_")}.yaml`;

/** When the kubeconfig stops working: the portal's timestamp, else now plus its lifetime. */
export function expiryOf(
  answer: { expirationTimestamp?: string; expirationSeconds?: number },
  now: number,
  asked: number,
): string {
  if (answer.expirationTimestamp && !Number.isNaN(Date.parse(answer.expirationTimestamp)))
    return answer.expirationTimestamp;
  return new Date(now + (answer.expirationSeconds ?? asked) * 1000).toISOString();
}

/**
 * Hands the text to the browser as a file. The object URL is revoked right after the click has been dispatched,
 * so the kubeconfig does not stay reachable in memory under a blob: URL.
 */
export function saveAsFile(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/yaml" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The download has started from the click; a tick later nothing needs the URL any more.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
