/**
 * A real nginx in front of console instances on loopback, its own prefix and config in a temp directory, as one of
 * two proxies:
 *
 * - `nginx`: the README's, with the proxy directives of deploy/nginx.conf's `location /` (read from the file): a new
 *   connection per request, a refused or reset connection passed on for every method (`error non_idempotent`).
 * - `ingress-nginx`: what ingress-nginx generates with its defaults and the annotations of
 *   deploy/kubernetes/base/ingress.yaml: upstream keep-alive (320 connections, 60 s, 10,000 requests), only `error
 *   timeout` passed on (a POST the instance may have received is never sent twice), 3 tries, and no passive failure
 *   marking (its Lua balancer has none, hence `max_fails=0`). It never takes a stopping instance out: Kubernetes would
 *   remove the endpoint, here the instance keeps getting its share until its connections are refused.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type ProxyMode = "nginx" | "ingress-nginx";

export const NGINX = "/usr/sbin/nginx";
const ROOT = join(__dirname, "..", "..", "..");

export interface Nginx {
  url: string;
  errors(): string;
  stop(): Promise<void>;
}

/** The directives of deploy/nginx.conf's `location / { … }` but its `proxy_pass`, one per line. */
export function shippedProxyDirectives(): string[] {
  const text = readFileSync(join(ROOT, "deploy/nginx.conf"), "utf8");
  const block = /location \/ \{([^}]*)\}/.exec(text)?.[1];
  if (!block) throw new Error("deploy/nginx.conf has no `location / { … }` block");
  return block
    .split("\n")
    .map((l) => l.replace(/#.*/, "").trim())
    .filter((l) => l !== "" && !l.startsWith("proxy_pass "));
}

/** Annotations of the Ingress that the ingress-nginx mode turns into directives (kept equal by tests/deploy). */
export const INGRESS_TIMEOUTS = { proxyReadTimeout: 300, proxySendTimeout: 300 };

function ingressNginxDirectives(): string[] {
  return [
    "proxy_http_version 1.1;",
    // ingress-nginx's `$connection_upgrade` is empty for a plain request when upstream keep-alive is on.
    'proxy_set_header Connection "";',
    "proxy_set_header Host $http_host;",
    "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
    "proxy_set_header X-Request-ID $request_id;",
    "proxy_connect_timeout 5s;",
    `proxy_send_timeout ${INGRESS_TIMEOUTS.proxySendTimeout}s;`,
    `proxy_read_timeout ${INGRESS_TIMEOUTS.proxyReadTimeout}s;`,
    "proxy_buffering off;",
    "proxy_request_buffering on;",
    "proxy_next_upstream error timeout;",
    "proxy_next_upstream_timeout 0;",
    "proxy_next_upstream_tries 3;",
  ];
}

export function nginxConfig(prefix: string, port: number, upstreams: number[], mode: ProxyMode): string {
  const server = mode === "nginx" ? "max_fails=1 fail_timeout=2s" : "max_fails=0";
  const keepAlive =
    mode === "ingress-nginx"
      ? ["keepalive 320;", "keepalive_time 1h;", "keepalive_timeout 60s;", "keepalive_requests 10000;"]
      : [];
  const directives = mode === "nginx" ? shippedProxyDirectives() : ingressNginxDirectives();
  return `
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream console {
${upstreams.map((p) => `    server 127.0.0.1:${p} ${server};`).join("\n")}
${keepAlive.map((d) => `    ${d}`).join("\n")}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://console;
${directives.map((d) => `      ${d}`).join("\n")}
    }
  }
}
`;
}

/** A prefix directory with the folders nginx writes to. */
export function nginxPrefix(): string {
  const prefix = mkdtempSync(join(tmpdir(), "nginx-"));
  for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi", "logs"]) mkdirSync(join(prefix, dir));
  return prefix;
}

/** `nginx -t` on a configuration: whether this nginx accepts it, and what it said. */
export function nginxTest(prefix: string, config: string): { ok: boolean; output: string } {
  const result = spawnSync(NGINX, ["-t", "-p", prefix, "-c", config, "-e", join(prefix, "error.log")], {
    encoding: "utf8",
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

export async function startNginx(port: number, upstreams: number[], mode: ProxyMode): Promise<Nginx> {
  const prefix = nginxPrefix();
  const config = join(prefix, "nginx.conf");
  writeFileSync(config, nginxConfig(prefix, port, upstreams, mode));
  const child: ChildProcess = spawn(NGINX, ["-p", prefix, "-c", config, "-e", join(prefix, "error.log")], {
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await fetch(`${url}/api/health/live`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${readLog(prefix)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    errors: () => readLog(prefix),
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(prefix, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once("exit", done);
        child.kill("SIGQUIT");
      }),
  };
}

function readLog(prefix: string): string {
  try {
    return readFileSync(join(prefix, "error.log"), "utf8");
  } catch {
    return "";
  }
}
