// A server as Next makes one (http.createServer), for tests of scripts/graceful-stop.mjs: /slow answers after
// 1.5 s; /stream writes until the stop's interrupt ends it with a last line.
import http from "node:http";
const lifecycle = globalThis[Symbol.for("portal-console.lifecycle")];
const server = http.createServer((request, response) => {
  if (request.url === "/slow") {
    setTimeout(() => response.end("slow done"), 1_500);
    return;
  }
  if (request.url === "/stream") {
    response.writeHead(200, { "content-type": "text/plain" });
    const tick = setInterval(() => response.write("chunk\n"), 100);
    const interrupt = () => {
      clearInterval(tick);
      lifecycle.interrupts.delete(interrupt);
      response.end("restarting\n");
    };
    lifecycle.interrupts.add(interrupt);
    return;
  }
  response.end(lifecycle.stopping ? "stopping" : "ok");
});
server.listen(0, "127.0.0.1", () => console.log(`LISTENING ${server.address().port}`));
