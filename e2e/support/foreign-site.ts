/**
 * A foreign web site for CSRF tests: a tiny node:http server on another loopback port that serves attack pages
 * aimed at the console. Each page is plain HTML with an inline script, as an attacker's site would be.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ForeignSite {
  /** `http://127.0.0.1:<port>`: same site as a console on 127.0.0.1 (ports do not count), another origin. */
  url: string;
  port: number;
  /** The pages served, by path ("/form-keys" → its HTML). */
  pages: Map<string, string>;
  close(): Promise<void>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A form that submits itself on load: `fields` become hidden inputs (name → value), sent with `enctype`. */
export function autoSubmitForm(
  action: string,
  fields: Record<string, string>,
  enctype = "application/x-www-form-urlencoded",
): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  return `<!doctype html><html><head><title>Win a prize</title></head><body>
<form id="f" method="POST" action="${escapeHtml(action)}" enctype="${escapeHtml(enctype)}">${inputs}</form>
<script>document.getElementById("f").submit();</script></body></html>`;
}

/**
 * A page that runs `script` (an async function body that returns a JSON-able value) and shows the result in
 * `<pre data-testid="result" data-done="1">`.
 */
export function scriptPage(script: string): string {
  return `<!doctype html><html><head><title>Nothing to see</title></head><body><pre data-testid="result"></pre>
<script>
(async () => { ${script} })().then(
  (value) => { const out = document.querySelector("pre"); out.textContent = JSON.stringify(value); out.dataset.done = "1"; },
  (error) => { const out = document.querySelector("pre"); out.textContent = JSON.stringify({ thrown: String(error) }); out.dataset.done = "1"; },
);
</script></body></html>`;
}

/** Starts the site on a free loopback port; add pages to `pages` before the browser asks for them. */
export async function startForeignSite(): Promise<ForeignSite> {
  const pages = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const html = pages.get(new URL(req.url ?? "/", "http://foreign.test").pathname);
    res.writeHead(html === undefined ? 404 : 200, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
    });
    res.end(html ?? "not found");
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pages,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
