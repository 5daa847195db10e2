import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkSendingDomainRecords,
  sendingDomainRecords,
} from "@forecourt/core/leads/sending-domain";
import { startDnsStandIn, type DnsStandIn } from "../../testing/dns-stand-in.ts";
import { dnsResolver, lookUpTxt } from "./look-for-domain-proof.ts";

// A dealer's sending domain checked over real DNS (UDP, c-ares) against a local stand-in: the
// DKIM key of a 2048-bit RSA key is longer than one TXT string (255 bytes), so it comes back in
// parts that the check joins.
const publicKeyBase64 = generateKeyPairSync("rsa", { modulusLength: 2048 })
  .publicKey.export({ type: "spki", format: "der" })
  .toString("base64");
const records = sendingDomainRecords({
  domain: "northmotors.test",
  publicKeyBase64,
  spfInclude: "spf.mailer.test",
});

let dns: DnsStandIn;
beforeAll(async () => {
  dns = await startDnsStandIn({
    txt: Object.fromEntries(records.map((record) => [record.name, [record.value]])),
  });
});
afterAll(() => dns?.close());

async function check() {
  const resolver = dnsResolver([dns.server], 2_000);
  const answers = new Map(
    await Promise.all(
      records.map(async (record) => [record.name, await lookUpTxt(resolver, record.name)] as const),
    ),
  );
  return checkSendingDomainRecords(records, (name) => answers.get(name) ?? null);
}

describe("the DNS check of a dealer's sending domain", () => {
  it("finds the three records as published, the long DKIM key joined from its parts", async () => {
    expect(publicKeyBase64.length).toBeGreaterThan(255);
    expect((await check()).map((found) => [found.purpose, found.problem])).toEqual([
      ["dkim", null],
      ["spf", null],
      ["dmarc", null],
    ]);
  });

  it("says which record is missing or wrong", async () => {
    dns.records.txt["northmotors.test"] = ["v=spf1 include:other.test -all"];
    delete dns.records.txt["_dmarc.northmotors.test"];
    expect((await check()).map((found) => found.problem)).toEqual([
      null,
      "The SPF record at northmotors.test does not include spf.mailer.test.",
      "No DMARC record at _dmarc.northmotors.test.",
    ]);
  });
});
