/**
 * deploy/nginx.conf accepted by this machine's nginx (Debian's, 1.22), then run as shipped, in front of three replicas that a small DNS
 * server names `console`, as Docker's does in compose: only its listen address, its resolver's address and the port
 * are put in for loopback ones. Requests spread over the replicas, and one that stops costs no request, POSTs
 * included.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createSocket, type Socket } from "node:dgram";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../bff/support/redis";
import { NGINX, nginxPrefix, nginxTest } from "../ops/support/nginx";
import { ROOT } from "./support/files";

const REPLICAS = ["127.0.0.2", "127.0.0.3", "127.0.0.4"];

/** Answers A queries for `console` with every replica's address (TTL 5 s), anything else with NXDOMAIN. */
function dnsServer(port: number): Promise<Socket> {
  const socket = createSocket("udp4");
  socket.on("message", (query, from) => {
    let at = 12;
    const labels: string[] = [];
    while (query[at] !== 0) {
      labels.push(query.toString("latin1", at + 1, at + 1 + query[at]));
      at += query[at] + 1;
    }
    const question = query.subarray(12, at + 5);
    const type = query.readUInt16BE(at + 1);
    const found = labels.join(".") === "console" && type === 1;
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(0x8180 | (found ? 0 : 3), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(found ? REPLICAS.length : 0, 6);
    const answers = found
      ? REPLICAS.map((ip) =>
          Buffer.concat([
            Buffer.from([0xc0, 0x0c, 0, 1, 0, 1, 0, 0, 0, 5, 0, 4]),
            Buffer.from(ip.split(".").map(Number)),
          ]),
        )
      : [];
    socket.send(Buffer.concat([header, question, ...answers]), from.port, from.address);
  });
  return new Promise((resolve) => socket.bind(port, "127.0.0.1", () => resolve(socket)));
}

/** A replica: answers with its address, after reading the body. */
function replica(address: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => response.end(address));
  });
  return new Promise((resolve) => server.listen(port, address, () => resolve(server)));
}

describe("deploy/nginx.conf on this machine's nginx", () => {
  let prefix: string;
  let nginx: ChildProcess;
  let dns: Socket;
  let url: string;
  const replicas: Server[] = [];

  beforeAll(async () => {
    const [dnsPort, replicaPort, listenPort] = await Promise.all([freePort(), freePort(), freePort()]);
    dns = await dnsServer(dnsPort);
    for (const address of REPLICAS) replicas.push(await replica(address, replicaPort));
    prefix = nginxPrefix();
    const shipped = readFileSync(join(ROOT, "deploy/nginx.conf"), "utf8");
    const site = shipped
      .replace("listen 80;", `listen 127.0.0.1:${listenPort};`)
      .replace("resolver 127.0.0.11 ", `resolver 127.0.0.1:${dnsPort} `)
      .replace("console:3000", `console:${replicaPort}`);
    expect(site).not.toBe(shipped);
    writeFileSync(join(prefix, "site.conf"), site);
    const config = join(prefix, "nginx.conf");
    writeFileSync(
      config,
      `daemon off;\nworker_processes 1;\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log warn;\nevents {}\n` +
        `http {\n  access_log off;\n  client_body_temp_path ${prefix}/body;\n  proxy_temp_path ${prefix}/proxy;\n` +
        `  include ${join(prefix, "site.conf")};\n}\n`,
    );
    nginx = spawn(NGINX, ["-p", prefix, "-c", config, "-e", join(prefix, "error.log")], { stdio: "ignore" });
    url = `http://127.0.0.1:${listenPort}`;
    for (let i = 0; ; i++) {
      if (
        await fetch(url).then(
          () => true,
          () => false,
        )
      )
        break;
      if (i > 100) throw new Error("nginx did not start");
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  afterAll(async () => {
    nginx?.kill("SIGQUIT");
    dns?.close();
    for (const server of replicas) server.closeAllConnections();
    await Promise.all(replicas.map((s) => new Promise((r) => s.close(r))));
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });

  it(`is accepted by \`nginx -t\` (${spawnSync(NGINX, ["-v"], { encoding: "utf8" }).stderr.trim()})`, () => {
    const check = nginxPrefix();
    const config = join(check, "nginx.conf");
    // As the nginx image includes conf.d/*.conf: inside `http`.
    writeFileSync(
      config,
      `pid ${check}/nginx.pid;\nevents {}\nhttp {\n  client_body_temp_path ${check}/body;\n  proxy_temp_path ${check}/proxy;\n  include ${join(ROOT, "deploy/nginx.conf")};\n}\n`,
    );
    const result = nginxTest(check, config);
    rmSync(check, { recursive: true, force: true });
    expect(result.output).toContain("test is successful");
    expect(result.ok).toBe(true);
  });

  it("spreads requests over every replica the name resolves to", async () => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 60; i++) {
      const answer = await fetch(`${url}/api/session`);
      expect(answer.status).toBe(200);
      const replica = await answer.text();
      seen.set(replica, (seen.get(replica) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual(REPLICAS);
  });

  it("passes a refused connection to another replica, a POST too, and keeps metrics away from the balancer", async () => {
    await new Promise((r) => replicas[0].close(r));
    for (let i = 0; i < 30; i++) {
      const answer = await fetch(`${url}/api/portal/ai/keys`, { method: "POST", body: "{}" });
      expect(answer.status).toBe(200);
      expect(await answer.text()).not.toBe(REPLICAS[0]);
    }
    expect((await fetch(`${url}/api/metrics`)).status).toBe(404);
  });
});
