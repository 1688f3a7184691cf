/**
 * A real nginx in front of console instances on loopback: its own prefix and config in a temp directory, no
 * keep-alive towards the instances, and `proxy_next_upstream error non_idempotent` so a refused or reset connection
 * goes to the next one (deploy/nginx.conf has the same proxy directives).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Nginx {
  url: string;
  errors(): string;
  stop(): Promise<void>;
}

export function nginxConfig(prefix: string, port: number, upstreams: number[]): string {
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
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join("\n")}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://console;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $request_id;
      proxy_buffering off;
      proxy_read_timeout 60s;
      proxy_connect_timeout 2s;
      proxy_next_upstream error non_idempotent;
      proxy_next_upstream_tries 3;
    }
  }
}
`;
}

export async function startNginx(port: number, upstreams: number[]): Promise<Nginx> {
  const prefix = mkdtempSync(join(tmpdir(), "nginx-"));
  for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi", "logs"]) mkdirSync(join(prefix, dir));
  const config = join(prefix, "nginx.conf");
  writeFileSync(config, nginxConfig(prefix, port, upstreams));
  const child: ChildProcess = spawn("/usr/sbin/nginx", ["-p", prefix, "-c", config, "-e", join(prefix, "error.log")], {
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
