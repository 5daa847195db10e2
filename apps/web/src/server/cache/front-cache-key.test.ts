import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANDING_QUERY_KEYS } from "@forecourt/core/site/site-routes";

// The front cache leaves campaign parameters out of its key because the servers answer a
// landing with its path's cached page (core usesQueryRoute): both must name the same keys.
const VCL = readFileSync(
  new URL("../../../../../deploy/varnish/default.vcl", import.meta.url),
  "utf8",
);

describe("the Varnish cache key", () => {
  it("leaves out exactly the landing query keys the servers ignore", () => {
    const rule = /x-cache-url = regsuball\(req\.url,\s*"\(\[\?&\]\)\(([^)]+)\)=/.exec(VCL);
    expect(rule, "the rule in default.vcl").not.toBeNull();
    expect(rule![1]!.split("|").sort()).toEqual([...LANDING_QUERY_KEYS].sort());
  });

  it("hashes that URL, and does not send it on to the servers", () => {
    expect(VCL).toMatch(/sub vcl_hash \{\s*hash_data\(req\.http\.x-cache-url\);/);
    expect(VCL).toMatch(/sub vcl_backend_fetch \{\s*unset bereq\.http\.x-cache-url;/);
  });
});
