import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The shipped proxies set the request id the servers read (REQUEST_ID_HEADER, x-request-id)
 * when TRUSTED_PROXY_HOPS is above 0: a browser's own value never gets through.
 */
const DEPLOY = path.join(import.meta.dirname, "../../../../../deploy");
const work = mkdtempSync(path.join(tmpdir(), "forecourt-request-id-"));

afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * Varnish's own test tool: a stand-in server that checks the header it is sent, and Varnish with
 * the shipped VCL taking the PROXY protocol, so a client can be a browser's address (203.0.113.9)
 * or the TLS terminator beside it (127.0.0.1).
 */
const VTC = `varnishtest "the request id a browser sends is replaced"
server s1 {
  rxreq
  expect req.url == "/from-a-browser"
  expect req.http.x-request-id != "chosen-by-browser"
  expect req.http.x-request-id ~ "-[0-9]+-[0-9]+$"
  txresp
  rxreq
  expect req.url == "/without-one"
  expect req.http.x-request-id ~ "-[0-9]+-[0-9]+$"
  txresp
  rxreq
  expect req.url == "/from-caddy"
  expect req.http.x-request-id == "caddy-id-1"
  txresp
} -start
shell {printf 'backend web1 { .host = "%s"; .port = "%s"; }\\nsub vcl_init { new web = directors.round_robin(); web.add_backend(web1); }\\n' "\${s1_addr}" "\${s1_port}" > \${tmpdir}/backends.vcl}
varnish v1 -arg "-a 127.0.0.1:0,PROXY" -arg "-p vcl_path=\${tmpdir}:${DEPLOY}/varnish" -arg "-f ${DEPLOY}/varnish/default.vcl" -start
client c1 -proxy2 "203.0.113.9:40000 127.0.0.1:6081" {
  txreq -url "/from-a-browser" -hdr "host: harbour.example" -hdr "x-request-id: chosen-by-browser"
  rxresp
  expect resp.status == 200
} -run
client c2 -proxy2 "127.0.0.1:40001 127.0.0.1:6081" {
  txreq -url "/without-one" -hdr "host: harbour.example"
  rxresp
  expect resp.status == 200
} -run
client c3 -proxy2 "127.0.0.1:40002 127.0.0.1:6081" {
  txreq -url "/from-caddy" -hdr "host: harbour.example" -hdr "x-request-id: caddy-id-1"
  rxresp
  expect resp.status == 200
} -run
`;

describe("the request id behind the shipped proxies", () => {
  it("Varnish replaces a browser's x-request-id and keeps its TLS terminator's", () => {
    const file = path.join(work, "request-id.vtc");
    writeFileSync(file, VTC);
    const run = spawnSync("varnishtest", ["-q", file], { encoding: "utf8", timeout: 60_000 });
    expect(run.error, "varnishtest (Debian's varnish package) must be installed").toBe(undefined);
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  });

  it("Caddy sets its own x-request-id on every request it hands on", () => {
    const run = spawnSync(
      "caddy",
      ["adapt", "--config", path.join(DEPLOY, "caddy", "Caddyfile"), "--adapter", "caddyfile"],
      { encoding: "utf8", timeout: 30_000 },
    );
    expect(run.error, "caddy must be installed").toBe(undefined);
    expect(run.status).toBe(0);
    const proxies: unknown[] = [];
    JSON.parse(run.stdout, (key, value: unknown) => {
      if ((value as { handler?: unknown } | null)?.handler === "reverse_proxy") proxies.push(value);
      return value;
    });
    expect(proxies.length).toBe(2);
    for (const proxy of proxies) {
      expect(proxy).toMatchObject({
        headers: { request: { set: { "X-Request-Id": ["{http.request.uuid}"] } } },
      });
    }
  });
});
